import { style } from '@vanilla-extract/css';

import { colors } from '../styles/shell.css';

export const view = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 12,
  padding: '32px 0',
});

export const code = style({
  margin: 0,
  color: colors.secondary,
  fontWeight: 700,
  fontSize: '3rem',
});

export const title = style({ margin: 0, fontSize: '1.75rem' });

export const details = style({
  maxWidth: '100%',
  margin: 0,
  padding: 12,
  overflowX: 'auto',
  whiteSpace: 'pre-wrap',
  background: colors.subtle,
  borderLeft: `4px solid ${colors.error}`,
  fontFamily: 'ui-monospace, monospace',
});
