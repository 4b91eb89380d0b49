import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const iconSizes = ['inherit', 'small', 'medium', 'large'] as const;
export type IconSize = (typeof iconSizes)[number];

export const icon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  variants: {
    size: {
      inherit: { width: '1em', height: '1em' },
      small: { width: '1rem', height: '1rem' },
      medium: { width: '1.5rem', height: '1.5rem' },
      large: { width: '2rem', height: '2rem' },
    } satisfies Record<IconSize, object>,
  },
  defaultVariants: { size: 'medium' },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;
