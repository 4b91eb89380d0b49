import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { type Tone } from '../styles/tones';
import { vars } from '../theme/vars.css';

export { tones as badgeTones, type Tone as BadgeTone } from '../styles/tones';

export const badgeSizes = ['small', 'medium'] as const;
export type BadgeSize = (typeof badgeSizes)[number];

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
      primary: { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
      secondary: { backgroundColor: vars.color.secondary, color: vars.color.onSecondary },
      success: { backgroundColor: vars.color.successSurface, color: vars.color.successText },
      info: { backgroundColor: vars.color.infoSurface, color: vars.color.infoText },
      warning: { backgroundColor: vars.color.warningSurface, color: vars.color.warningText },
      error: { backgroundColor: vars.color.errorSurface, color: vars.color.errorText },
    } satisfies Record<Tone, object>,
    size: {
      small: {
        padding: `${vars.space.xxsmall} ${vars.space.small}`,
        fontSize: vars.fontSize.xsmall,
      },
      medium: {
        padding: `${vars.space.xsmall} ${vars.space.small}`,
        fontSize: vars.fontSize.small,
      },
    } satisfies Record<BadgeSize, object>,
  },
  defaultVariants: { tone: 'neutral', size: 'medium' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
