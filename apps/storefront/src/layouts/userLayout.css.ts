import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@truffe/ui/theme';

// `minmax(0, …)`: a column as wide as the screen, not as its widest content (an invoice's seven columns made
// the whole page scroll sideways on a phone; the table scrolls in its own frame instead, orders.css.ts).
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '240px minmax(0, 1fr)' } },
});

export const nav = style({
  '@media': {
    [mediaQueries.tablet]: {
      borderRight: `1px solid ${vars.color.border}`,
      paddingRight: vars.space.medium,
    },
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  display: 'block',
  padding: `${vars.space.small} ${vars.space.small}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  ':hover': { background: vars.color.surface },
  selectors: {
    '&.link--active': { fontWeight: vars.fontWeight.bold, color: vars.color.primary },
  },
});

export const signOut = style({ marginTop: vars.space.medium });

export const block = style({
  marginTop: vars.space.large,
  padding: vars.space.medium,
  background: vars.color.surface,
  borderRadius: vars.radius.small,
});

export const topBlock = style({
  marginBottom: vars.space.large,
  padding: vars.space.medium,
  background: vars.color.surface,
  borderRadius: vars.radius.small,
});

export const blockTitle = style({
  fontWeight: vars.fontWeight.bold,
  margin: `0 0 ${vars.space.small}`,
});
