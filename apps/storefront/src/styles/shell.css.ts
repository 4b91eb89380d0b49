import { globalStyle, style } from '@vanilla-extract/css';

// Shell colours until the design system's theme (@truffe/ui/theme) is wired in: primary blue and secondary
// gold of spec §9, with text/background pairs above WCAG 2.2 AA contrast (4.5:1).
export const colors = {
  primary: '#1d4f91',
  primaryDark: '#143866',
  secondary: '#c8a24a',
  text: '#1f2933',
  muted: '#52606d',
  surface: '#ffffff',
  subtle: '#f3f5f8',
  border: '#cbd2d9',
  error: '#b3261e',
} as const;

globalStyle('html', { fontSize: '100%', WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  fontSize: '1rem',
  lineHeight: 1.5,
  color: colors.text,
  background: colors.surface,
});
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('a', { color: colors.primary });
globalStyle(':focus-visible', { outline: `3px solid ${colors.secondary}`, outlineOffset: 2 });

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

export const skipLink = style([
  visuallyHidden,
  {
    selectors: {
      '&:focus': {
        position: 'fixed',
        top: 8,
        left: 8,
        width: 'auto',
        height: 'auto',
        margin: 0,
        padding: '8px 16px',
        clip: 'auto',
        background: colors.surface,
        zIndex: 10,
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
  padding: '24px 16px',
  outline: 'none',
});

export const centered = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  padding: 24,
  textAlign: 'center',
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 44,
  padding: '8px 16px',
  border: `1px solid ${colors.primary}`,
  borderRadius: 4,
  background: colors.primary,
  color: colors.surface,
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
});

export const secondaryButton = style([
  button,
  { background: colors.surface, color: colors.primary },
]);
