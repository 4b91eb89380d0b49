import { style } from '@vanilla-extract/css';

import { vars } from '../theme/vars.css';

export const select = style({
  appearance: 'none',
  paddingInlineEnd: '2.5rem',
  cursor: 'pointer',
});

export const chevron = style({
  position: 'absolute',
  right: vars.space.small,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
