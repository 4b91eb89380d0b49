import { style } from '@vanilla-extract/css';
import { vars } from '@truffe/ui/theme';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: '32rem',
  margin: '0 auto',
  width: '100%',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.tight,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const names = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const notice = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const alert = style([notice, { borderColor: vars.color.error, color: vars.color.error }]);

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.large });

export const muted = style({ margin: 0, color: vars.color.textMuted });
