import { style } from '@vanilla-extract/css';
import { vars } from '@truffe/ui/theme';

export const footer = style({
  marginTop: vars.space.xlarge,
  background: vars.color.surface,
  borderTop: `4px solid ${vars.color.secondary}`,
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.medium}`,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const link = style({ display: 'inline-block', padding: `${vars.space.small} 0` });
