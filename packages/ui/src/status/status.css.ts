import { style } from '@vanilla-extract/css';

import { vars } from '../theme/vars.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  minHeight: '100vh',
  padding: vars.space.large,
  textAlign: 'center',
  backgroundColor: vars.color.surface,
});

export const view = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.medium,
  textAlign: 'center',
});

export const code = style({
  margin: 0,
  fontSize: vars.fontSize.xxxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({ margin: 0, maxWidth: '36rem', color: vars.color.textMuted });

export const details = style({
  margin: 0,
  maxWidth: '36rem',
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.errorSurface,
  color: vars.color.errorText,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
  marginTop: vars.space.small,
});
