import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@truffe/ui/theme';

export const screen = style({ display: 'grid', gap: vars.space.large });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  overflowWrap: 'anywhere',
  '@media': { [mediaQueries.desktop]: { fontSize: vars.fontSize.xxlarge } },
});

export const noResults = style({ display: 'grid', gap: vars.space.medium });

export const lead = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
});

export const subheading = style({
  margin: `0 0 ${vars.space.small}`,
  fontSize: vars.fontSize.large,
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const categoryList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const categoryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  color: vars.color.link,
});
