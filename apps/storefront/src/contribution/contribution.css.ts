import { vars } from '@truffe/ui/theme';
import { style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.infoSurface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const form = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });

export const error = style({ color: vars.color.errorText });

export const note = style({ color: vars.color.textMuted });
