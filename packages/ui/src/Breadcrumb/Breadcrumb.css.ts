import { style } from '@vanilla-extract/css';

import { vars } from '../theme/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.textMuted,
});

export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
