import { style } from '@vanilla-extract/css';
import { vars } from '@truffe/ui/theme';

/** A small heading inside a return or refund section. */
export const minorHeading = style({ margin: 0, fontSize: vars.fontSize.medium });

/** One order line of the return form: its own group of controls. */
export const line = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  margin: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const legend = style({ padding: `0 ${vars.space.small}`, fontWeight: 600 });

export const balance = style({ margin: 0, fontSize: vars.fontSize.xlarge, fontWeight: 600 });
