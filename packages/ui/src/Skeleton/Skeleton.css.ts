import { keyframes } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '../theme/vars.css';

export const skeletonShapes = ['text', 'rectangle', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

const shimmer = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.55 },
  '100%': { opacity: 1 },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.surfaceSunken,
    animation: `${shimmer} 1.6s ease-in-out infinite`,
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.small, marginBlock: '0.25em' },
      rectangle: { borderRadius: vars.radius.medium },
      circle: { borderRadius: vars.radius.full },
    } satisfies Record<SkeletonShape, object>,
  },
  defaultVariants: { shape: 'text' },
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;
