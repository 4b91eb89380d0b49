import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '../theme/vars.css';

export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export const buttonAppearances = ['primary', 'secondary', 'outline', 'ghost', 'danger'] as const;
export type ButtonAppearance = (typeof buttonAppearances)[number];

/** The three states of spec §4 ("Button"). */
export const buttonStates = ['normal', 'disabled', 'pending'] as const;
export type ButtonState = (typeof buttonStates)[number];

const disabledLook = {
  backgroundColor: vars.color.disabled,
  borderColor: vars.color.disabled,
  color: vars.color.onDisabled,
  cursor: 'not-allowed',
} as const;

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    border: '2px solid transparent',
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    selectors: {
      '&[data-state="pending"]': { cursor: 'progress' },
    },
  },
  variants: {
    size: {
      // Heights stay above the 24 px minimum target of WCAG 2.2 (2.5.8); medium and large reach 44 px.
      small: {
        minHeight: '2rem',
        padding: `${vars.space.xsmall} ${vars.space.small}`,
        fontSize: vars.fontSize.small,
      },
      medium: {
        minHeight: '2.75rem',
        padding: `${vars.space.small} ${vars.space.medium}`,
        fontSize: vars.fontSize.medium,
      },
      large: {
        minHeight: '3.25rem',
        padding: `${vars.space.small} ${vars.space.large}`,
        fontSize: vars.fontSize.large,
      },
    } satisfies Record<ButtonSize, object>,
    appearance: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-state="normal"]:hover': { backgroundColor: vars.color.primaryHover },
          '&[data-state="disabled"]': disabledLook,
        },
      },
      secondary: {
        backgroundColor: vars.color.secondary,
        color: vars.color.onSecondary,
        selectors: {
          '&[data-state="normal"]:hover': { backgroundColor: vars.color.secondaryHover },
          '&[data-state="disabled"]': disabledLook,
        },
      },
      outline: {
        backgroundColor: vars.color.background,
        borderColor: vars.color.primary,
        color: vars.color.primary,
        selectors: {
          '&[data-state="normal"]:hover': { backgroundColor: vars.color.primarySubtle },
          '&[data-state="disabled"]': disabledLook,
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.link,
        selectors: {
          '&[data-state="normal"]:hover': { backgroundColor: vars.color.primarySubtle },
          '&[data-state="disabled"]': { ...disabledLook, backgroundColor: 'transparent' },
        },
      },
      danger: {
        backgroundColor: vars.color.error,
        color: vars.color.onSolid,
        selectors: {
          '&[data-state="normal"]:hover': { backgroundColor: vars.color.errorText },
          '&[data-state="disabled"]': disabledLook,
        },
      },
    } satisfies Record<ButtonAppearance, object>,
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { size: 'medium', appearance: 'primary', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** The label stays in place (transparent) while pending, so the button keeps its size. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  selectors: {
    '[data-state="pending"] > &': { opacity: 0 },
  },
});

export const progress = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
