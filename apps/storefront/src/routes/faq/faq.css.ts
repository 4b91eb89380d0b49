import { vars } from '@truffe/ui/theme';
import { style } from '@vanilla-extract/css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const sectionTitle = style({ margin: 0, fontSize: '1.25rem' });

export const contact = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
