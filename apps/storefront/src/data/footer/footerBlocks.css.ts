import { vars } from '@truffe/ui/theme';
import { style } from '@vanilla-extract/css';

export const blocks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.medium,
  width: '100%',
});

export const block = style({ minWidth: 0 });

export const title = style({ fontSize: '1rem', margin: `0 0 ${vars.space.small}` });
