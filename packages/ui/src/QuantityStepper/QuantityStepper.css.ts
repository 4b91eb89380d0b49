import { style } from '@vanilla-extract/css';

import { vars } from '../theme/vars.css';

export const group = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  width: 'fit-content',
});

/**
 * The − and + buttons: not drawn when the browser runs no JavaScript, where they would do nothing; the number
 * field alone does the job there (typed, then posted with its form). An existing class, so no class name is
 * added to the JavaScript of the product page, which is at its budget (decision 0930).
 */
export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  minHeight: '2.75rem',
  border: 0,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken },
    '&:disabled': { color: vars.color.onDisabled, cursor: 'not-allowed' },
    // The group clips its children: draw the focus ring inside.
    '&:focus-visible': { outlineOffset: '-3px' },
  },
  '@media': { '(scripting: none)': { display: 'none' } },
});

export const input = style({
  width: '3.5rem',
  border: 0,
  borderInline: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  font: 'inherit',
  color: vars.color.text,
  backgroundColor: vars.color.background,
  MozAppearance: 'textfield',
  selectors: {
    '&:focus-visible': { outlineOffset: '-3px' },
    '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': {
      WebkitAppearance: 'none',
      margin: 0,
    },
  },
});
