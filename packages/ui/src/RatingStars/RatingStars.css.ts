import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '../theme/vars.css';
import { ratingMax } from './roundRating';

export const ratingSizes = ['small', 'medium', 'large'] as const;
export type RatingSize = (typeof ratingSizes)[number];

export const root = recipe({
  base: { display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.small },
      medium: { fontSize: vars.fontSize.medium },
      large: { fontSize: vars.fontSize.xlarge },
    } satisfies Record<RatingSize, object>,
  },
  defaultVariants: { size: 'medium' },
});

export type RatingVariants = NonNullable<RecipeVariants<typeof root>>;

/**
 * One star in a 24-unit box, drawn with relative moves only, so that the row repeats it after `m` steps of
 * one star and the gap (0.1em beside a 1.1em star: 24 + 24 / 11 units).
 */
const star = 'l2.9,6,6.6.9-4.8,4.6,1.2,6.5-5.9-3.1-5.9,3.1,1.2-6.5-4.8-4.6,6.6-.9z';
const rowPath = `M12,2.5${Array.from({ length: ratingMax }, () => star).join('m26.18,0')}`;
/** The row as a data URL, percent-encoding only what a CSS `url("…")` cannot hold raw. */
const rowMask = `url("data:image/svg+xml,${`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 128.73 24'><path d='${rowPath}'/></svg>`.replace(
  /[%"<>#\s]/g,
  (character) => encodeURIComponent(character),
)}")`;

/**
 * Five 1.1em stars 0.1em apart: the row's shape masks the element, whose background is the empty colour and
 * whose filled child, as wide as the rating, the star colour. Colours are the theme's in forced-colours mode
 * too (the system would otherwise replace both backgrounds with one colour), and they print.
 */
export const stars = style({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: '5.9em',
  height: '1.1em',
  backgroundColor: vars.color.starEmpty,
  maskImage: rowMask,
  maskSize: '100% 100%',
  maskRepeat: 'no-repeat',
  WebkitMaskImage: rowMask,
  WebkitMaskSize: '100% 100%',
  WebkitMaskRepeat: 'no-repeat',
  forcedColorAdjust: 'none',
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
  '@media': { '(forced-colors: active)': { backgroundColor: 'GrayText' } },
});

export const filled = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  backgroundColor: vars.color.star,
  '@media': { '(forced-colors: active)': { backgroundColor: 'CanvasText' } },
});

export const count = style({ color: vars.color.textMuted, fontSize: '0.875em' });
