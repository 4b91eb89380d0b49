import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '../theme/vars.css';

export const priceSizes = ['small', 'medium', 'large'] as const;
export type PriceSize = (typeof priceSizes)[number];

export const root = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space.small,
    rowGap: vars.space.xxsmall,
    color: vars.color.text,
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.small },
      medium: { fontSize: vars.fontSize.medium },
      large: { fontSize: vars.fontSize.xlarge },
    } satisfies Record<PriceSize, object>,
  },
  defaultVariants: { size: 'medium' },
});

export type PriceVariants = NonNullable<RecipeVariants<typeof root>>;

export const final = style({ fontWeight: vars.fontWeight.bold });

export const discounted = style({ color: vars.color.errorText });

export const regular = style({
  color: vars.color.textMuted,
  fontSize: '0.875em',
  textDecoration: 'line-through',
});

export const from = style({ fontSize: '0.875em', color: vars.color.textMuted });

export const tax = style({ fontSize: '0.75em', color: vars.color.textMuted });

export const discount = style({
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.errorSurface,
  color: vars.color.errorText,
  fontSize: '0.75em',
  fontWeight: vars.fontWeight.semibold,
});

export const tiers = style({
  flexBasis: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '0.875em',
  color: vars.color.successText,
});
