import { style } from '@vanilla-extract/css';

import { colors } from '../styles/shell.css';

export const header = style({ background: colors.primary, color: colors.surface });

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
  maxWidth: 1200,
  margin: '0 auto',
  padding: '8px 16px',
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  color: 'inherit',
  fontWeight: 700,
  fontSize: '1.25rem',
  textDecoration: 'none',
});

export const search = style({
  display: 'flex',
  flex: '1 1 240px',
  order: 3,
  '@media': { 'screen and (min-width: 768px)': { order: 0 } },
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: '8px 12px',
  border: `1px solid ${colors.border}`,
  borderRight: 'none',
  borderRadius: '4px 0 0 4px',
  font: 'inherit',
});

export const searchButton = style({
  minHeight: 44,
  padding: '8px 12px',
  border: `1px solid ${colors.secondary}`,
  borderRadius: '0 4px 4px 0',
  background: colors.secondary,
  color: colors.text,
  font: 'inherit',
  cursor: 'pointer',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  marginLeft: 'auto',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '8px 10px',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: 4,
  ':hover': { textDecoration: 'underline' },
});

export const languageSwitch = style({ position: 'relative' });

export const languageButton = style({
  minHeight: 44,
  padding: '8px 10px',
  border: `1px solid ${colors.surface}`,
  borderRadius: 4,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
});

export const languageMenu = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  zIndex: 5,
  minWidth: 160,
  margin: 0,
  padding: 4,
  listStyle: 'none',
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: 4,
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.15)',
});

export const languageLink = style({
  display: 'block',
  padding: '10px 12px',
  color: colors.text,
  textDecoration: 'none',
  borderRadius: 4,
  ':hover': { background: colors.subtle },
  selectors: { '&[aria-current="true"]': { fontWeight: 700 } },
});
