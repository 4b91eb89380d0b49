import { style } from '@vanilla-extract/css';
import { vars } from '@truffe/ui/theme';

export const entry = style({ position: 'relative' });

/** The count's slot keeps its width before the count arrives (no layout shift after hydration). */
export const badge = style({
  display: 'inline-flex',
  justifyContent: 'center',
  alignItems: 'center',
  minWidth: '2.25em',
  height: '1.5em',
  marginLeft: vars.space.xsmall,
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const badgeFilled = style({
  background: vars.color.secondary,
  color: vars.color.onSecondary,
});

export const hidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
