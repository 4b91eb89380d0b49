import { style } from '@vanilla-extract/css';
import { vars } from '@truffe/ui/theme';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

/** A link that looks like a secondary button; 44 px high (WCAG 2.5.8 target size, with margin to spare). */
export const button = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.text}`, outlineOffset: '2px' },
  },
});
