import { style } from '@vanilla-extract/css';
import { vars } from '@truffe/ui/theme';

import { visuallyHiddenOnPhone } from '../../styles/shell.css';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
});

// On a phone the header has no room for it: the select keeps its name, read by assistive technology.
export const label = style([visuallyHiddenOnPhone, { fontWeight: 600 }]);

export const select = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

export const button = style([select, { cursor: 'pointer', fontWeight: 600 }]);

export const note = style({
  flexBasis: '100%',
  margin: 0,
  // On the header's colour: its own text colour (the muted grey has too little contrast there).
  color: 'inherit',
  fontSize: vars.fontSize.small,
});
