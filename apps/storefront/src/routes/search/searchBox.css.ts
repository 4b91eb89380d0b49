import { style } from '@vanilla-extract/css';
import { vars } from '@truffe/ui/theme';

export const box = style({ position: 'relative', display: 'flex', flex: 1, minWidth: 0 });

/**
 * A percentage width gives the input no minimum width of its own (its `size` would otherwise keep the
 * header's search form wider than a 360 px phone).
 */
export const input = style({ width: '100%' });

export const popup = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: vars.zIndex.overlay,
  maxHeight: '70vh',
  overflowY: 'auto',
  marginTop: vars.space.xxsmall,
  padding: `${vars.space.xsmall} 0`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.background,
  boxShadow: vars.shadow.medium,
});

export const hidden = style({ display: 'none' });

export const groupLabel = style({
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.medium}`,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    '&[aria-selected="true"], &:hover': { background: vars.color.primarySubtle },
  },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
