import { createGlobalTheme } from '@vanilla-extract/css';

import { tokens } from './tokens';

/** The theme's CSS custom properties, defined on `:root`. */
export const vars = createGlobalTheme(':root', tokens);
