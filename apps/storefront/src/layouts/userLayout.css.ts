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
