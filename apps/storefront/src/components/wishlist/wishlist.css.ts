import { vars } from '@truffe/ui/theme';
import { style } from '@vanilla-extract/css';

export const heartForm = style({ display: 'inline-flex', margin: 0 });

export const heart = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.error, borderColor: vars.color.error },
  },
});

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

// `minmax(0, 1fr)` and the inputs' `minWidth: 0`: on a 390 px phone the comment field's native width pushed the
// wishlist page 24 px sideways (decision 0928).
export const item = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const itemBody = style({ display: 'grid', gap: vars.space.small });

export const itemName = style({ fontWeight: vars.fontWeight.semibold, margin: 0 });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const field = style({ display: 'grid', gap: vars.space.xxsmall });

export const input = style({
  minHeight: '44px',
  maxWidth: '100%',
  minWidth: 0,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  font: 'inherit',
});

export const shareLink = style({ overflowWrap: 'anywhere', fontFamily: 'monospace' });
