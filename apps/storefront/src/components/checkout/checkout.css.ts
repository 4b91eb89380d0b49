import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@truffe/ui/theme';

export const screen = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': {
    [mediaQueries.desktop]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.tight,
});

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const step = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
  background: vars.color.background,
  selectors: {
    '&[data-state="current"]': { borderColor: vars.color.primary, borderWidth: 2 },
    '&[data-state="locked"]': { background: vars.color.surface },
  },
});

export const stepHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const stepHeading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  outline: 'none',
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const summary = style({
  marginTop: vars.space.small,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  marginTop: vars.space.medium,
});

export const fieldset = style({
  border: 0,
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const legend = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.medium,
  marginBottom: vars.space.small,
  padding: 0,
});

/** The billing fields hide while "same as shipping" is checked — CSS only, so it also works without JS. */
export const addressesForm = style({});
export const billingSame = style({});
export const billingFields = style({});
globalStyle(`${addressesForm}:has(${billingSame} input:checked) ${billingFields}`, {
  display: 'none',
});

export const alert = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.small,
  background: vars.color.errorSurface,
  color: vars.color.errorText,
  outline: 'none',
});

export const notice = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.small,
  background: vars.color.infoSurface,
  color: vars.color.text,
});

export const choices = style({
  listStyle: 'none',
  border: 0,
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const choice = style({
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'flex-start',
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primary } },
});

export const choiceInput = style({
  marginTop: '0.3rem',
  width: '1.125rem',
  height: '1.125rem',
  flexShrink: 0,
  accentColor: vars.color.primary,
});

export const choiceText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const choiceTitle = style({ fontWeight: vars.fontWeight.semibold });

/** The pickup-point part of the delivery form: shown only while a pickup method is chosen (CSS, no JS). */
export const shippingForm = style({});
export const pickupSection = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space.medium,
});
globalStyle(`${shippingForm}:has(input[data-kind="PICKUP"]:checked) ${pickupSection}`, {
  display: 'flex',
});

export const searchRow = style({
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});

export const hours = style({
  display: 'block',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const map = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  maxWidth: 480,
  aspectRatio: '480 / 280',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const mapInner = style({ position: 'absolute', inset: 0, width: 480, height: 280 });

export const tile = style({ position: 'absolute', width: 256, height: 256, maxWidth: 'none' });

export const marker = style({
  position: 'absolute',
  transform: 'translate(-50%, -100%)',
  minWidth: '1.5rem',
  height: '1.5rem',
  borderRadius: '50% 50% 50% 0',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `2px solid ${vars.color.background}`,
  cursor: 'pointer',
  selectors: { '&[data-selected="true"]': { background: vars.color.secondaryText } },
});

export const pointNumber = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const line = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.small,
});

export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

export const grandTotal = style({ fontWeight: vars.fontWeight.bold });

export const aside = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const subheading = style({ margin: 0, fontSize: vars.fontSize.large });

export const reviewGrid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const address = style({ fontStyle: 'normal', margin: 0 });

export const page = style({
  maxWidth: 720,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const noMargin = style({ margin: 0 });

/** `/checkout/login`: the customer's sign-in and the guest's way on, side by side from tablets up. */
export const loginColumns = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const loginPage = style([page, { maxWidth: 960 }]);

/** The success page's links: continue shopping, track the order later. */
export const successLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});
