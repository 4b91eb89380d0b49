import { style } from '@vanilla-extract/css';

import { vars } from '../theme/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const page = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.link,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { backgroundColor: vars.color.primarySubtle },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const ellipsis = style({
  minWidth: '1.5rem',
  textAlign: 'center',
  color: vars.color.textMuted,
});
