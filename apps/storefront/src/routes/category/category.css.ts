import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@truffe/ui/theme';

export const screen = style({ display: 'grid', gap: vars.space.large });

export const header = style({ display: 'grid', gap: vars.space.small });

export const banner = style({
  width: '100%',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  '@media': { [mediaQueries.desktop]: { fontSize: vars.fontSize.xxlarge } },
});

export const description = style({ margin: 0, maxWidth: '70ch', color: vars.color.textMuted });

export const children = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const childLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  color: vars.color.link,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});
