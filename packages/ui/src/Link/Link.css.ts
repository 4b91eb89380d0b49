import { style } from '@vanilla-extract/css';

import { vars } from '../theme/vars.css';

/** The text look; `button` of Button.css gives the button look. */
export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: {
    '&:hover': { color: vars.color.linkHover },
    '&.link--active': { fontWeight: vars.fontWeight.semibold, textDecoration: 'none' },
  },
});
