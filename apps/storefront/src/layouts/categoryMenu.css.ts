import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@truffe/ui/theme';

/** Below the desktop breakpoint: the "Menu" disclosure; from it on: the bar of categories. */
const desktopOnly = { display: 'none', '@media': { [mediaQueries.desktop]: { display: 'block' } } };

export const mobileMenu = style({
  '@media': { [mediaQueries.desktop]: { display: 'none' } },
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 44,
  padding: `${vars.space.small} ${vars.space.small}`,
  border: `1px solid ${vars.color.onPrimary}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

/** Three bars drawn with borders (no icon font, no image to load). */
export const menuIcon = style({
  display: 'inline-block',
  width: 18,
  height: 12,
  borderTop: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  position: 'relative',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      top: 3,
      borderTop: '2px solid currentColor',
    },
  },
});

/** The drawer hangs under the header, over the page, and scrolls on its own. */
export const drawer = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  zIndex: vars.zIndex.overlay,
  maxHeight: '75vh',
  overflowY: 'auto',
  padding: vars.space.medium,
  background: vars.color.background,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.large,
});

export const drawerList = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/**
 * The top categories' links (the drawer list's `li > a`): the desktop bar and the drawer draw their elements
 * through their list's class, not one class per `<li>`, `<a>`, panel and list — ~1 kB of class attributes on
 * every page (decision 0903). Elements drawn only by the app (the drawer's children, the featured product)
 * keep their own classes.
 */
globalStyle(`${drawerList} > li > a`, {
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});
globalStyle(`${drawerList} > li > a:hover`, { textDecoration: 'underline' });

export const drawerChildren = style({
  margin: 0,
  padding: `0 0 0 ${vars.space.medium}`,
  listStyle: 'none',
});

export const drawerLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const desktopMenu = style({
  ...desktopOnly,
  borderTop: `1px solid rgba(255, 255, 255, 0.25)`,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  maxWidth: 1200,
  margin: '0 auto',
  padding: `0 ${vars.space.medium}`,
  listStyle: 'none',
});

/** A top category (`<li>` of the bar, with its link and its panel). */
const item = `${bar} > li`;
/** A category's panel of children, shown on hover and focus. */
const panel = `${item} > div`;

globalStyle(item, { position: 'relative' });

globalStyle(`${item} > a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  color: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
});
globalStyle(`${item} > a:hover`, { textDecoration: 'underline' });

globalStyle(panel, {
  display: 'none',
  position: 'absolute',
  left: 0,
  top: '100%',
  zIndex: vars.zIndex.overlay,
  gap: vars.space.medium,
  padding: vars.space.small,
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  boxShadow: vars.shadow.medium,
});

globalStyle(`${panel} > ul`, { minWidth: 200, margin: 0, padding: 0, listStyle: 'none' });

export const featured = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: 140,
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const featuredLabel = style({ fontWeight: vars.fontWeight.semibold });

export const featuredLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

globalStyle(`${featuredLink} img`, { width: 100, height: 100 });

// The children show while the pointer is over the category or the focus is inside it, unless Escape hid them.
globalStyle(`${item}:not([data-dismissed]):hover > div`, { display: 'flex' });
globalStyle(`${item}:not([data-dismissed]):focus-within > div`, { display: 'flex' });

globalStyle(`${panel} > ul a`, {
  display: 'flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `0 ${vars.space.small}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  whiteSpace: 'nowrap',
});
globalStyle(`${panel} > ul a:hover`, {
  background: vars.color.surface,
  textDecoration: 'underline',
});
