import { breakpoints, vars } from '@truffe/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

const rowBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

/** Row appearances of Page Builder: contained (page width), full-width and full-bleed (edge to edge). */
export const row = styleVariants({
  contained: [rowBase],
  'full-width': [rowBase],
  'full-bleed': [rowBase],
});

export const block = style({ minWidth: 0 });

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

export const figure = style({ margin: 0 });

export const table = style({ overflowX: 'auto' });

/** The design system's (one definition for every screen-reader-only text). */
export { visuallyHidden } from '@truffe/ui/visuallyHidden';

/* Slider (spec §3 slider/slide): an accessible carousel whose height never changes. */

export const slider = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const track = style({
  display: 'flex',
  transition: `transform ${vars.motion.medium} ease-out`,
  touchAction: 'pan-y',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
});

/** Reserves the homepageSlider preset's ratio (1920 × 816) before the picture arrives. */
export const slideMedia = style({
  aspectRatio: '1920 / 816',
  width: '100%',
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});

export const slideCaption = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  // Room below for the carousel controls (44 px targets) on phones.
  padding: `${vars.space.medium} ${vars.space.medium} ${vars.space.xxxlarge}`,
  background: vars.color.background,
  '@media': {
    [desktop]: {
      position: 'absolute',
      insetBlockEnd: vars.space.xxlarge,
      insetInlineStart: vars.space.xlarge,
      maxWidth: '32rem',
      padding: vars.space.large,
      borderRadius: vars.radius.medium,
      boxShadow: vars.shadow.medium,
    },
  },
});

export const slideTitle = style({ margin: 0, fontSize: '1.375rem', lineHeight: 1.25 });

export const slideText = style({ margin: 0 });

/**
 * Previous, next, per-slide and pause buttons: not drawn when the browser runs no JavaScript, where they would
 * do nothing (decision 0930; the same `scripting: none` rule as decision 0928's, on this existing class, so
 * that no class name is added to the pages' JavaScript).
 */
export const sliderControls = style({
  position: 'absolute',
  insetBlockEnd: vars.space.small,
  insetInlineStart: 0,
  insetInlineEnd: 0,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.xsmall,
  pointerEvents: 'none',
  '@media': { '(scripting: none)': { display: 'none' } },
});

export const sliderButton = style({
  pointerEvents: 'auto',
  minWidth: 44,
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: '1rem',
  ':focus-visible': {
    outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
    outlineOffset: vars.focusRing.offset,
  },
});

export const dot = style([
  sliderButton,
  { minWidth: 24, minHeight: 24, width: 24, height: 24, padding: 0, fontSize: '0.75rem' },
]);

export const dotCurrent = style({
  background: vars.color.primary,
  borderColor: vars.color.primary,
  color: vars.color.onPrimary,
});

/* Map (spec §3 map with appearance): a static, accessible stand-in when no map tiles are configured. */

export const map = styleVariants({
  default: { borderRadius: vars.radius.medium },
  'full-width': { borderRadius: 0 },
});

export const mapCanvas = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  minHeight: '10rem',
  border: `1px solid ${vars.color.border}`,
  background: `repeating-linear-gradient(45deg, ${vars.color.surface}, ${vars.color.surface} 12px, ${vars.color.background} 12px, ${vars.color.background} 24px)`,
  borderRadius: 'inherit',
});

export const mapLocation = style({
  margin: 0,
  padding: vars.space.small,
  background: vars.color.background,
  borderRadius: vars.radius.small,
  fontStyle: 'normal',
});

/* Product grid widget. */

export const productGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

/* Race-formula tool of the content pages (spec §2). */

export const raceFormula = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxWidth: '32rem',
});

export const select = style({
  minHeight: 44,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  ':focus-visible': {
    outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
    outlineOffset: vars.focusRing.offset,
  },
});

export const result = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.successSurface,
  color: vars.color.text,
});
