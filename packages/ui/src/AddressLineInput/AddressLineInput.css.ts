import { style } from '@vanilla-extract/css';

import { vars } from '../theme/vars.css';

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/** Past the limit: the error colour and weight, so that it is not told by colour alone (the text says it too). */
export const counterOver = style([
  counter,
  { color: vars.color.errorText, fontWeight: vars.fontWeight.semibold },
]);
