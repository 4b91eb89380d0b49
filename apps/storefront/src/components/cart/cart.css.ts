import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@truffe/ui/theme';

// The cart screens, the mini-cart and the add-by-reference screens (lazy chunks); imported statically by
// the route table so that the server HTML links this CSS (decision 0101).

export const screen = style({
  display: 'grid',
  gap: vars.space.large,
  maxWidth: 1200,
  margin: '0 auto',
  padding: vars.space.medium,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xxlarge });

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': {
    [mediaQueries.desktop]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
});

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr)',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background,
});

export const lineProblem = style({ borderColor: vars.color.error });

export const lineBody = style({ display: 'grid', gap: vars.space.xsmall });

export const lineName = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const lineControls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const inlineForm = style({
  display: 'flex',
  // On a phone the stepper and its button wrap rather than shrink into each other (issue 20 item 6).
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
  margin: 0,
});

globalStyle(`${inlineForm} > *`, { flexShrink: 0 });

export const figures = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const errorText = style({
  margin: 0,
  color: vars.color.errorText,
  fontWeight: vars.fontWeight.semibold,
});

export const notice = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.successSurface,
  color: vars.color.text,
});

export const alert = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.errorSurface,
  color: vars.color.text,
});

export const panel = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const subheading = style({ margin: 0, fontSize: vars.fontSize.large });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

globalStyle(`${totals} dd`, { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const grandTotal = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.large,
});

const action = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
} as const;

export const primaryAction = style({
  ...action,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  ':hover': { background: vars.color.primaryHover },
});

export const secondaryAction = style({
  ...action,
  border: `1px solid ${vars.color.primary}`,
  color: vars.color.primary,
  background: vars.color.background,
});

export const drawerActions = style({ display: 'grid', gap: vars.space.small });

export const miniLines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const miniLine = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  paddingBottom: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const miniLineFigures = style({ display: 'flex', justifyContent: 'space-between' });

export const toastText = style({ margin: 0 });

export const fieldRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const select = style({
  minHeight: 44,
  padding: vars.space.small,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
});

export const label = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  fontWeight: vars.fontWeight.semibold,
});

export const input = style({
  minHeight: 44,
  padding: `${vars.space.small} ${vars.space.small}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  width: '100%',
});

export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const rowsGrid = style({ display: 'grid', gap: vars.space.small });

export const refRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(5rem, 1fr) auto',
  gap: vars.space.small,
  alignItems: 'end',
});

export const comboboxWrap = style({ position: 'relative' });

export const listbox = style({
  position: 'absolute',
  zIndex: 10,
  top: '100%',
  left: 0,
  right: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  background: vars.color.background,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  maxHeight: 320,
  overflowY: 'auto',
});

export const option = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: vars.color.primarySubtle } },
});

export const textarea = style({
  minHeight: 120,
  padding: vars.space.small,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  font: 'inherit',
  width: '100%',
});

export const statusAdded = style({
  color: vars.color.successText,
  fontWeight: vars.fontWeight.semibold,
});

export const statusRefused = style({
  color: vars.color.errorText,
  fontWeight: vars.fontWeight.semibold,
});

/** A form that only groups fields: its children lay out as if it were not there. */
export const contents = style({ display: 'contents' });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
