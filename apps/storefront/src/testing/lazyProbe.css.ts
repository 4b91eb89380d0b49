import { style } from '@vanilla-extract/css';

/** A style only the lazy probe uses: the test checks that the server HTML links it. */
export const lazyProbe = style({ borderTop: '3px solid rgb(11, 22, 33)', paddingTop: 8 });
