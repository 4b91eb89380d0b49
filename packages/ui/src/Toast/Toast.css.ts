import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { type FeedbackTone } from '../styles/tones';
import { mediaQueries } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export { feedbackTones as toastTones, type FeedbackTone as ToastTone } from '../styles/tones';

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    borderLeft: '4px solid',
    boxShadow: vars.shadow.medium,
    fontSize: vars.fontSize.small,
    maxWidth: '28rem',
  },
  variants: {
    tone: {
      success: {
        backgroundColor: vars.color.successSurface,
        color: vars.color.successText,
        borderColor: vars.color.success,
      },
      info: {
        backgroundColor: vars.color.infoSurface,
        color: vars.color.infoText,
        borderColor: vars.color.info,
      },
      warning: {
        backgroundColor: vars.color.warningSurface,
        color: vars.color.warningText,
        borderColor: vars.color.warning,
      },
      error: {
        backgroundColor: vars.color.errorSurface,
        color: vars.color.errorText,
        borderColor: vars.color.error,
      },
    } satisfies Record<FeedbackTone, object>,
  },
  defaultVariants: { tone: 'info' },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const body = style({ flex: 1, minWidth: 0 });

export const title = style({ display: 'block', fontWeight: vars.fontWeight.semibold });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5rem',
  minHeight: '1.5rem',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.small,
});

export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetInline: vars.space.medium,
  bottom: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  pointerEvents: 'none',
  '@media': {
    [mediaQueries.tablet]: { insetInline: 'auto', right: vars.space.large, alignItems: 'flex-end' },
  },
});

/**
 * Every toast takes pointer events back: the region lets clicks through where it has no toast, and
 * `pointer-events` is inherited, so without this a toast's close button would not receive a mouse click.
 */
export const regionItem = style({ pointerEvents: 'auto' });
