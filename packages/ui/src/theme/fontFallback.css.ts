import { globalFontFace } from '@vanilla-extract/css';

/**
 * A metric-compatible stand-in for Inter while its file loads (`font-display: swap`): a local Arial (or its
 * metric twins Liberation Sans and Arimo on Linux) scaled to Inter's average width and given Inter's vertical
 * metrics (Inter: 2048 units per em, ascender 1984, descender 494, no line gap; size-adjust 107.12 %), so
 * that text keeps its lines and height when Inter replaces it and the page does not shift (CLS, issue 8).
 */
export const interFallback = 'Inter Fallback';

globalFontFace(interFallback, {
  src: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans'), local('Arimo')",
  sizeAdjust: '107.12%',
  ascentOverride: '90.44%',
  descentOverride: '22.52%',
  lineGapOverride: '0%',
});
