import { style } from '@vanilla-extract/css';

import { vars } from '../theme/vars.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  border: 0,
  margin: 0,
  padding: 0,
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
  padding: 0,
});

export const required = style({
  color: vars.color.errorText,
  marginInlineStart: vars.space.xxsmall,
});

export const help = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.errorText,
});

export const control = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.error, borderWidth: 2 },
    '&:disabled': {
      backgroundColor: vars.color.disabled,
      color: vars.color.onDisabled,
      cursor: 'not-allowed',
    },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});

export const textarea = style({ minHeight: '6rem', resize: 'vertical' });

export const inputRow = style({ position: 'relative', display: 'flex', alignItems: 'stretch' });
