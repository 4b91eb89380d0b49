import { style } from '@vanilla-extract/css';

import { vars } from '../theme/vars.css';

export const input = style({ paddingInlineEnd: '3.25rem' });

export const toggle = style({
  position: 'absolute',
  right: vars.space.xxsmall,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text } },
  // Without JavaScript the toggle could not show anything: no button that does nothing.
  '@media': { '(scripting: none)': { display: 'none' } },
});
