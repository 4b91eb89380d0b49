import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '../theme/vars.css';

export const drawerSides = ['left', 'right', 'bottom'] as const;
export type DrawerSide = (typeof drawerSides)[number];

export const drawer = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: vars.color.background,
    color: vars.color.text,
    boxShadow: vars.shadow.large,
    outline: 'none',
  },
  variants: {
    side: {
      left: { top: 0, bottom: 0, left: 0, width: 'min(22rem, 90vw)' },
      right: { top: 0, bottom: 0, right: 0, width: 'min(22rem, 90vw)' },
      bottom: {
        left: 0,
        right: 0,
        bottom: 0,
        maxHeight: '85vh',
        borderTopLeftRadius: vars.radius.large,
        borderTopRightRadius: vars.radius.large,
      },
    } satisfies Record<DrawerSide, object>,
  },
  defaultVariants: { side: 'right' },
});

export type DrawerVariants = NonNullable<RecipeVariants<typeof drawer>>;
