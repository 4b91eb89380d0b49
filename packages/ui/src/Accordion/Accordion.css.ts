import { style } from '@vanilla-extract/css';

import { vars } from '../theme/vars.css';

export const root = style({ borderTop: `1px solid ${vars.color.border}` });

export const item = style({ borderBottom: `1px solid ${vars.color.border}` });

export const heading = style({ margin: 0, fontSize: vars.fontSize.medium });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space.small} 0`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'left',
  cursor: 'pointer',
});

export const chevron = style({
  transition: `transform ${vars.motion.medium}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const panel = style({ padding: `0 0 ${vars.space.medium}` });
