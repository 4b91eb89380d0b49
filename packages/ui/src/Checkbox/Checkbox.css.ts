import { style } from '@vanilla-extract/css';

import { vars } from '../theme/vars.css';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  cursor: 'pointer',
});

export const box = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: '0.125rem 0 0',
  flexShrink: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

export const text = style({ color: vars.color.text });
