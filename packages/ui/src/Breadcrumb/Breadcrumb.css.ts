import { globalStyle, style } from '@vanilla-extract/css';

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

// The separator between two entries: a chevron drawn by two borders of a turned square, in the text colour
// (so forced-colours mode and print draw it like the text), as wide as the 1rem icon it replaces. Not content:
// a screen reader reads the list, not the drawing (decision 0907).
globalStyle(`${item} + ${item}::before`, {
  content: '""',
  width: '0.42rem',
  height: '0.42rem',
  marginInline: '0.2rem 0.38rem',
  borderStyle: 'solid',
  borderWidth: '0.09rem 0.09rem 0 0',
  transform: 'rotate(45deg)',
});

export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
