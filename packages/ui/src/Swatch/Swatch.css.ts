import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '../theme/vars.css';

export const swatchKinds = ['colour', 'image', 'text'] as const;
export type SwatchKind = (typeof swatchKinds)[number];

export const swatchSizes = ['small', 'medium'] as const;
export type SwatchSize = (typeof swatchSizes)[number];

export const swatch = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 2,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.background,
    color: vars.color.text,
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&[aria-pressed="true"]': {
        borderColor: vars.color.primary,
        boxShadow: `0 0 0 2px ${vars.color.primary}`,
      },
      '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    kind: {
      colour: { borderRadius: vars.radius.full },
      image: {},
      text: { paddingInline: vars.space.small, fontWeight: vars.fontWeight.medium },
    } satisfies Record<SwatchKind, object>,
    size: {
      // The swatch preset is 28 × 28 (spec §9); the hit area stays at 44 px on the medium size.
      small: { minWidth: '2rem', minHeight: '2rem', fontSize: vars.fontSize.small },
      medium: { minWidth: '2.75rem', minHeight: '2.75rem' },
    } satisfies Record<SwatchSize, object>,
  },
  defaultVariants: { kind: 'text', size: 'medium' },
});

export type SwatchVariants = NonNullable<RecipeVariants<typeof swatch>>;

export const colour = style({
  display: 'block',
  width: 28,
  height: 28,
  borderRadius: vars.radius.full,
  boxShadow: `inset 0 0 0 1px rgba(0, 0, 0, 0.15)`,
});

export const image = style({ display: 'block', width: 28, height: 28, objectFit: 'cover' });

/** Diagonal line over an unavailable option. */
export const unavailable = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  background: `linear-gradient(to top right, transparent calc(50% - 1px), ${vars.color.textMuted} 50%, transparent calc(50% + 1px))`,
});

/**
 * The radio swatch's label (SwatchRadio): the same look, its state read from its own radio input so that it
 * shows without JavaScript (checked, focused, unavailable).
 */
export const radioSwatch = style({
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 2px ${vars.color.primary}`,
    },
    '&:has(input:focus-visible)': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
    '&:has(input[aria-disabled="true"])': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

/**
 * The radio itself: out of sight, still focusable and read (the label is what one sees and clicks). Drawn
 * through the label's class, not a class of its own: a configurable product shows ten or more (decision 0903).
 */
globalStyle(`${radioSwatch} > input`, {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

/** The name of a colour or image swatch, for screen readers only. */
export const hiddenLabel = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
