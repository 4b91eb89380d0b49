import { style } from '@vanilla-extract/css';

import { vars } from '../theme/vars.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  minHeight: '2.75rem',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: 0,
  borderBottom: '3px solid transparent',
  marginBottom: -1,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&:hover': { color: vars.color.text },
  },
});

export const panel = style({ paddingBlock: vars.space.medium });
