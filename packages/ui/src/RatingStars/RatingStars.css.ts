import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '../theme/vars.css';

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

export const stars = style({ position: 'relative', display: 'inline-flex', lineHeight: 0 });

export const row = style({ display: 'inline-flex' });

export const filled = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  color: vars.color.star,
});

export const empty = style({ color: vars.color.starEmpty });

/** Five 1.1em stars 0.1em apart (StarRow draws them in one box of that width). */
export const starRow = style({ width: '5.9em', height: '1.1em', flexShrink: 0 });

export const count = style({ color: vars.color.textMuted, fontSize: '0.875em' });
