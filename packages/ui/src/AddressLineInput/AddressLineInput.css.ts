import { style } from '@vanilla-extract/css';

import { vars } from '../theme/vars.css';

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
