import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@truffe/ui/theme';

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '240px 1fr' } },
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
