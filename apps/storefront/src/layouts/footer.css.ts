import { style } from '@vanilla-extract/css';

import { colors } from '../styles/shell.css';

export const footer = style({
  marginTop: 32,
  background: colors.subtle,
  borderTop: `4px solid ${colors.secondary}`,
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: 16,
  maxWidth: 1200,
  margin: '0 auto',
  padding: '24px 16px',
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const link = style({
  display: 'inline-block',
  padding: '10px 0',
  color: colors.primaryDark,
});
