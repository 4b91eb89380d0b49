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

// Without JavaScript the titles cannot open their answers: every answer is shown (the `hidden` attribute is
// only the browser's own `display: none`, which an author rule overrides) and no chevron promises a toggle,
// so that the FAQ is readable in full (decision 0930). CSS only: no class name is added to any page's
// JavaScript.
export const chevron = style({
  transition: `transform ${vars.motion.medium}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(scripting: none)': { display: 'none' } },
});

export const panel = style({
  padding: `0 0 ${vars.space.medium}`,
  '@media': { '(scripting: none)': { display: 'block' } },
});
