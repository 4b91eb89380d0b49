import { style } from '@vanilla-extract/css';

import { colors } from '../styles/shell.css';

export const layout = style({
  display: 'grid',
  gap: 24,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '240px 1fr' } },
});

export const nav = style({ borderRight: `1px solid ${colors.border}`, paddingRight: 16 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  display: 'block',
  padding: '10px 8px',
  color: colors.text,
  textDecoration: 'none',
  borderRadius: 4,
  ':hover': { background: colors.subtle },
  selectors: { '&.link--active': { fontWeight: 700, color: colors.primary } },
});
