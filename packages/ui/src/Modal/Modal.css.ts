import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { mediaQueries } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export const modalSizes = ['small', 'medium', 'large'] as const;
export type ModalSize = (typeof modalSizes)[number];

export const modal = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    insetInline: vars.space.small,
    top: '50%',
    transform: 'translateY(-50%)',
    display: 'flex',
    flexDirection: 'column',
    maxHeight: 'calc(100vh - 2rem)',
    marginInline: 'auto',
    backgroundColor: vars.color.background,
    color: vars.color.text,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    outline: 'none',
  },
  variants: {
    size: {
      small: { maxWidth: '24rem' },
      medium: { maxWidth: '36rem' },
      large: {
        maxWidth: '56rem',
        '@media': { [mediaQueries.desktop]: { maxHeight: 'calc(100vh - 4rem)' } },
      },
    } satisfies Record<ModalSize, object>,
  },
  defaultVariants: { size: 'medium' },
});

export type ModalVariants = NonNullable<RecipeVariants<typeof modal>>;
