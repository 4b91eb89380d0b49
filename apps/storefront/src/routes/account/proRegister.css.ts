import { style } from '@vanilla-extract/css';
import { vars } from '@truffe/ui/theme';

/** The pro form is longer than the others: a little wider, in groups. */
export const screen = style({ maxWidth: '40rem' });

export const group = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  margin: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

export const legend = style({
  padding: `0 ${vars.space.xsmall}`,
  fontWeight: vars.fontWeight.semibold,
});

/** A field over the whole width of its group. */
export const wide = style({ gridColumn: '1 / -1' });
