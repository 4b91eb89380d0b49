/**
 * Design tokens as typed plain data (spec §9: primary blue, secondary gold; success green, info yellow,
 * warning orange, error red; base font 16 px; phone 360 px as the default device). `vars.css.ts` turns
 * them into CSS custom properties; the Storybook docs pages and the contrast test read them as data.
 */

/** Brand and state palettes with their shades (50 lightest … 900 darkest). */
export const palette = {
  primary: {
    50: '#EEF4FC',
    100: '#D6E4F7',
    200: '#ADC8EF',
    300: '#7FA7E3',
    400: '#4F82D3',
    500: '#2A63BF',
    600: '#1D4FA3',
    700: '#173F82',
    800: '#122F61',
    900: '#0C2042',
  },
  secondary: {
    50: '#FDF8EA',
    100: '#FAEDC6',
    200: '#F4DC8F',
    300: '#EDC856',
    400: '#E3B22E',
    500: '#C9961A',
    600: '#A67A12',
    700: '#82600F',
    800: '#5F460C',
    900: '#3D2D08',
  },
  neutral: {
    0: '#FFFFFF',
    50: '#F7F7F8',
    100: '#EEEFF1',
    200: '#DCDEE2',
    300: '#C2C6CC',
    400: '#9AA0A8',
    500: '#6E757F',
    600: '#525963',
    700: '#3D434B',
    800: '#2A2E34',
    900: '#17191C',
  },
  success: { 100: '#E7F5EC', 500: '#2E8540', 700: '#1B5E2B' },
  info: { 100: '#FFF8DB', 500: '#F2C200', 700: '#6B5300' },
  warning: { 100: '#FFF0E0', 500: '#E86A00', 700: '#8A3B00' },
  error: { 100: '#FDECEC', 500: '#D12C2C', 700: '#A21C1C' },
} as const;

/** What each colour is for. Components use these names, never the palette directly. */
export const colors = {
  text: palette.neutral[900],
  textMuted: palette.neutral[600],
  textInverse: palette.neutral[0],
  background: palette.neutral[0],
  surface: palette.neutral[50],
  surfaceSunken: palette.neutral[100],
  border: palette.neutral[300],
  /** Borders of form controls: 3:1 against the background (WCAG 1.4.11). */
  borderStrong: palette.neutral[500],
  link: palette.primary[600],
  linkHover: palette.primary[800],
  primary: palette.primary[600],
  primaryHover: palette.primary[700],
  primarySubtle: palette.primary[50],
  onPrimary: palette.neutral[0],
  secondary: palette.secondary[400],
  secondaryHover: palette.secondary[300],
  secondarySubtle: palette.secondary[50],
  onSecondary: palette.neutral[900],
  /** Text in the gold family that must stay readable on white. */
  secondaryText: palette.secondary[800],
  success: palette.success[500],
  successText: palette.success[700],
  successSurface: palette.success[100],
  info: palette.info[500],
  infoText: palette.info[700],
  infoSurface: palette.info[100],
  warning: palette.warning[500],
  warningText: palette.warning[700],
  warningSurface: palette.warning[100],
  error: palette.error[500],
  errorText: palette.error[700],
  errorSurface: palette.error[100],
  onSolid: palette.neutral[0],
  disabled: palette.neutral[100],
  onDisabled: palette.neutral[600],
  focusRing: palette.primary[500],
  overlay: 'rgba(23, 25, 28, 0.55)',
  star: palette.secondary[600],
  starEmpty: palette.neutral[500],
} as const;

export type ColorName = keyof typeof colors;

/** Typography: a 1.25 scale from the 16 px base (1rem). */
export const typography = {
  fontFamily: {
    body: "'Inter Variable', Inter, 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  fontSize: {
    xsmall: '0.75rem',
    small: '0.875rem',
    medium: '1rem',
    large: '1.25rem',
    xlarge: '1.5625rem',
    xxlarge: '1.953rem',
    xxxlarge: '2.441rem',
  },
  lineHeight: {
    tight: '1.2',
    normal: '1.5',
    relaxed: '1.7',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
} as const;

export type FontSize = keyof typeof typography.fontSize;

/** The base font size in CSS pixels (spec §9). */
export const baseFontSizePx = 16;

/** Spacing on a 4 px grid. */
export const space = {
  none: '0',
  xxsmall: '0.125rem',
  xsmall: '0.25rem',
  small: '0.5rem',
  medium: '1rem',
  large: '1.5rem',
  xlarge: '2rem',
  xxlarge: '3rem',
  xxxlarge: '4rem',
} as const;

export type Space = keyof typeof space;

export const radii = {
  none: '0',
  small: '0.25rem',
  medium: '0.5rem',
  large: '1rem',
  full: '9999px',
} as const;

export const shadows = {
  small: '0 1px 2px rgba(23, 25, 28, 0.12)',
  medium: '0 2px 8px rgba(23, 25, 28, 0.14)',
  large: '0 8px 24px rgba(23, 25, 28, 0.18)',
} as const;

/** Stacking order of floating layers. */
export const zIndex = {
  sticky: '100',
  overlay: '1000',
  modal: '1010',
  toast: '1020',
} as const;

export const focusRing = {
  width: '3px',
  offset: '2px',
  color: colors.focusRing,
} as const;

export const motion = {
  fast: '120ms',
  medium: '200ms',
} as const;

/**
 * Minimum viewport widths in CSS pixels. Phone is the default device (spec §9: 360 px), so styles are
 * written phone-first and widened with `mediaQueries`.
 */
export const breakpoints = {
  phone: 360,
  tablet: 768,
  desktop: 1024,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media queries for the larger devices (phone styles need none). */
export const mediaQueries = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;

/** The whole theme as one object: the shape of the CSS variables contract. */
export const tokens = {
  color: colors,
  font: typography.fontFamily,
  fontSize: typography.fontSize,
  lineHeight: typography.lineHeight,
  fontWeight: typography.fontWeight,
  space,
  radius: radii,
  shadow: shadows,
  zIndex,
  focusRing,
  motion,
} as const;

/** WCAG 2.2 AA minimums: 4.5:1 for text, 3:1 for large text and user-interface parts. */
export const contrastMinimum = { text: 4.5, largeText: 3, nonText: 3 } as const;

export interface ContrastPair {
  /** Where the pair is used. */
  name: string;
  foreground: ColorName;
  background: ColorName;
  kind: keyof typeof contrastMinimum;
}

/** Every foreground/background pair the components use; a unit test checks each meets WCAG 2.2 AA. */
export const contrastPairs: readonly ContrastPair[] = [
  { name: 'Body text', foreground: 'text', background: 'background', kind: 'text' },
  { name: 'Body text on surface', foreground: 'text', background: 'surface', kind: 'text' },
  {
    name: 'Body text on sunken surface',
    foreground: 'text',
    background: 'surfaceSunken',
    kind: 'text',
  },
  { name: 'Muted text', foreground: 'textMuted', background: 'background', kind: 'text' },
  { name: 'Muted text on surface', foreground: 'textMuted', background: 'surface', kind: 'text' },
  { name: 'Link', foreground: 'link', background: 'background', kind: 'text' },
  { name: 'Link on surface', foreground: 'link', background: 'surface', kind: 'text' },
  { name: 'Link hover', foreground: 'linkHover', background: 'background', kind: 'text' },
  { name: 'Primary button', foreground: 'onPrimary', background: 'primary', kind: 'text' },
  {
    name: 'Primary button hover',
    foreground: 'onPrimary',
    background: 'primaryHover',
    kind: 'text',
  },
  { name: 'Primary on subtle', foreground: 'primary', background: 'primarySubtle', kind: 'text' },
  { name: 'Secondary button', foreground: 'onSecondary', background: 'secondary', kind: 'text' },
  {
    name: 'Secondary button hover',
    foreground: 'onSecondary',
    background: 'secondaryHover',
    kind: 'text',
  },
  { name: 'Gold text', foreground: 'secondaryText', background: 'background', kind: 'text' },
  {
    name: 'Gold text on subtle',
    foreground: 'secondaryText',
    background: 'secondarySubtle',
    kind: 'text',
  },
  { name: 'Inverse text', foreground: 'textInverse', background: 'text', kind: 'text' },
  {
    name: 'Success message',
    foreground: 'successText',
    background: 'successSurface',
    kind: 'text',
  },
  { name: 'Success text', foreground: 'successText', background: 'background', kind: 'text' },
  { name: 'Success solid', foreground: 'onSolid', background: 'success', kind: 'text' },
  { name: 'Info message', foreground: 'infoText', background: 'infoSurface', kind: 'text' },
  { name: 'Info text', foreground: 'infoText', background: 'background', kind: 'text' },
  { name: 'Info solid', foreground: 'text', background: 'info', kind: 'text' },
  {
    name: 'Warning message',
    foreground: 'warningText',
    background: 'warningSurface',
    kind: 'text',
  },
  { name: 'Warning text', foreground: 'warningText', background: 'background', kind: 'text' },
  { name: 'Warning solid', foreground: 'text', background: 'warning', kind: 'text' },
  { name: 'Error message', foreground: 'errorText', background: 'errorSurface', kind: 'text' },
  { name: 'Error text', foreground: 'errorText', background: 'background', kind: 'text' },
  { name: 'Error solid', foreground: 'onSolid', background: 'error', kind: 'text' },
  { name: 'Disabled control', foreground: 'onDisabled', background: 'disabled', kind: 'text' },
  { name: 'Control border', foreground: 'borderStrong', background: 'background', kind: 'nonText' },
  { name: 'Focus ring', foreground: 'focusRing', background: 'background', kind: 'nonText' },
  {
    name: 'Focus ring on surface',
    foreground: 'focusRing',
    background: 'surface',
    kind: 'nonText',
  },
  { name: 'Rating star', foreground: 'star', background: 'background', kind: 'nonText' },
  { name: 'Empty rating star', foreground: 'starEmpty', background: 'background', kind: 'nonText' },
  { name: 'Success icon', foreground: 'success', background: 'background', kind: 'nonText' },
  { name: 'Error icon', foreground: 'error', background: 'background', kind: 'nonText' },
];
