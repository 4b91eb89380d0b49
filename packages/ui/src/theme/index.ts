// The theme entry: importing it defines the CSS variables, the base styles and the self-hosted font.
import './fonts';
import './global.css';

export { vars } from './vars.css';
export {
  baseFontSizePx,
  breakpoints,
  colors,
  contrastMinimum,
  contrastPairs,
  mediaQueries,
  palette,
  radii,
  shadows,
  space,
  tokens,
  typography,
} from './tokens';
export type { Breakpoint, ColorName, ContrastPair, FontSize, Space } from './tokens';
export { contrastRatio, relativeLuminance } from './contrast';
