import { globalStyle } from '@vanilla-extract/css';

import { vars } from './vars.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  fontSize: '100%', // 16 px unless the reader chose otherwise
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
});

globalStyle(':focus-visible', {
  outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
  outlineOffset: vars.focusRing.offset,
});

globalStyle('img, svg, picture', { maxWidth: '100%' });

// Form controls take the brand font and size of their context, not the browser's system font (issue 20 item 6).
globalStyle('button, input, select, textarea', { font: 'inherit', letterSpacing: 'inherit' });

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
