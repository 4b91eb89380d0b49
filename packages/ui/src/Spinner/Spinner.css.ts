import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '../theme/vars.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: 'inherit',
});

export const circle = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    border: '0.15em solid currentColor',
    borderRightColor: 'transparent',
    animation: `${rotate} 0.8s linear infinite`,
  },
  variants: {
    size: {
      small: { width: '1em', height: '1em' },
      medium: { width: '1.5em', height: '1.5em' },
      large: { width: '2.5em', height: '2.5em' },
    } satisfies Record<SpinnerSize, object>,
  },
  defaultVariants: { size: 'medium' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof circle>>;
