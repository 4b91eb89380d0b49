import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@truffe/ui/theme';

// Phone first (360 px): one column, facets above the grid; the sidebar appears from the desktop breakpoint.

/** The design system's (one definition for every screen-reader-only text). */
export { visuallyHidden } from '@truffe/ui/visuallyHidden';

export const listing = style({ display: 'grid', gap: vars.space.medium });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const count = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const control = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const controlLabel = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const select = style({
  minHeight: 44,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
});

export const body = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '16rem 1fr', alignItems: 'start' } },
});

export const sidebar = style({ minWidth: 0 });

export const results = style({ minWidth: 0, display: 'grid', gap: vars.space.large });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const facetForm = style({ display: 'grid', gap: vars.space.xsmall });

export const facet = style({ borderBottom: `1px solid ${vars.color.border}` });

export const facetSummary = style({
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  cursor: 'pointer',
  fontWeight: vars.fontWeight.semibold,
});

export const facetFieldset = style({ border: 0, margin: 0, padding: `0 0 ${vars.space.small}` });

export const bucketList = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 0 ${vars.space.small}`,
  display: 'grid',
  gap: vars.space.xxsmall,
});

export const bucket = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 44,
  cursor: 'pointer',
});

export const checkbox = style({
  width: 20,
  height: 20,
  margin: 0,
  accentColor: vars.color.primary,
});

export const bucketSwatch = style({
  width: 18,
  height: 18,
  borderRadius: '50%',
  border: `1px solid ${vars.color.borderStrong}`,
});

export const rangeLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.link,
  selectors: {
    '&[aria-current="true"]': { fontWeight: vars.fontWeight.bold, color: vars.color.text },
  },
});

export const priceInputs = style({
  display: 'grid',
  gap: vars.space.xsmall,
  paddingBottom: vars.space.medium,
  fontSize: vars.fontSize.small,
});

export const priceInput = style([select, { width: '100%' }]);

const button = style({
  minHeight: 44,
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
});

export const primaryButton = style([
  button,
  { border: 0, background: vars.color.primary, color: vars.color.onPrimary },
]);

export const secondaryButton = style([
  button,
  {
    border: `1px solid ${vars.color.primary}`,
    background: vars.color.background,
    color: vars.color.primary,
  },
]);

export const activeFilters = style({});

export const chipList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 44,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.primarySubtle,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const clearLink = style({ color: vars.color.link });

globalStyle(`${grid} > li`, { minWidth: 0 });
