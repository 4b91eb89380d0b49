import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@truffe/ui/theme';

// Base styles (fonts, body, focus ring) come from the design system's theme (@truffe/ui/theme, imported by
// AppProviders); these are the shell's own layout pieces.

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A label a phone's header has no room for: hidden on screen below the tablet width, still read by screen readers. */
export const visuallyHiddenOnPhone = style({
  '@media': {
    'screen and (max-width: 767.98px)': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const skipLink = style([
  visuallyHidden,
  {
    selectors: {
      '&:focus': {
        position: 'fixed',
        top: vars.space.small,
        left: vars.space.small,
        width: 'auto',
        height: 'auto',
        margin: 0,
        padding: `${vars.space.small} ${vars.space.medium}`,
        clip: 'auto',
        background: vars.color.background,
        zIndex: vars.zIndex.overlay,
      },
    },
  },
]);

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.medium}`,
  outline: 'none',
  '@media': { [mediaQueries.desktop]: { padding: `${vars.space.xlarge} ${vars.space.large}` } },
});

export const centered = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  padding: vars.space.large,
  textAlign: 'center',
});

/** A link that looks like a secondary button (for plain anchors, e.g. a full-page reload). */
export const buttonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.small,
  color: vars.color.primary,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.semibold,
  ':hover': { background: vars.color.primarySubtle },
});
