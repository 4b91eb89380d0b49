import { style } from '@vanilla-extract/css';

import { vars } from '../theme/vars.css';

export const legend = style({ marginBottom: vars.space.xsmall });

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  selectors: { '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap' } },
});
