import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@truffe/ui/theme';

import { visuallyHiddenOnPhone } from '../styles/shell.css';

export const header = style({
  // The category drawer hangs under the whole header.
  position: 'relative',
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space.small} ${vars.space.medium}`,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 44,
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.large,
  textDecoration: 'none',
});

export const search = style({
  display: 'flex',
  flex: '1 1 100%',
  order: 3,
  '@media': { [mediaQueries.tablet]: { flex: '1 1 240px', order: 0 } },
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRight: 'none',
  borderRadius: `${vars.radius.small} 0 0 ${vars.radius.small}`,
  font: 'inherit',
});

export const searchButton = style({
  minHeight: 44,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.secondary}`,
  borderRadius: `0 ${vars.radius.small} ${vars.radius.small} 0`,
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  ':hover': { background: vars.color.secondaryHover },
});

export const nav = style({ marginLeft: 'auto', minWidth: 0, maxWidth: '100%' });

export const actions = style({
  display: 'flex',
  // At 390 px the account, cart, currency and language controls do not fit on one line: they wrap, never
  // overflow the page sideways (issue 20 item 6).
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  listStyle: 'none',
  padding: 0,
});

export const action = style({
  display: 'inline-flex',
  whiteSpace: 'nowrap',
  alignItems: 'center',
  minHeight: 44,
  padding: `${vars.space.small} ${vars.space.small}`,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  ':hover': { textDecoration: 'underline' },
  selectors: { '&.link--active': { textDecoration: 'underline' } },
});

export const languageSwitch = style({ position: 'relative' });

export const languageButton = style({
  minHeight: 44,
  padding: `${vars.space.small} ${vars.space.small}`,
  border: `1px solid ${vars.color.onPrimary}`,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  // It opens nothing without JavaScript, where the other site's link is drawn instead (its <noscript>):
  // not drawn then, so that no keyboard user tabs onto a button that does nothing (decision 0930).
  '@media': { '(scripting: none)': { display: 'none' } },
});

export const languageLabel = visuallyHiddenOnPhone;

export const languageMenu = style({
  position: 'absolute',
  right: 0,
  top: `calc(100% + ${vars.space.xsmall})`,
  zIndex: vars.zIndex.overlay,
  minWidth: 160,
  margin: 0,
  padding: vars.space.xsmall,
  listStyle: 'none',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  boxShadow: vars.shadow.medium,
});

export const languageLink = style({
  display: 'block',
  padding: `${vars.space.small} ${vars.space.medium}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  ':hover': { background: vars.color.surface },
  selectors: { '&[aria-current="true"]': { fontWeight: vars.fontWeight.bold } },
});
