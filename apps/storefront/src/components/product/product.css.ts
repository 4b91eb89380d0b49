import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@truffe/ui/theme';

// Phone first (360 px): gallery, then the buying column, then details; two columns from the tablet width.

export const screen = style({ display: 'grid', gap: vars.space.large });

export const top = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
});

export const gallery = style({ display: 'grid', gap: vars.space.small });

export const galleryEmpty = style({ aspectRatio: '1 / 1', background: vars.color.surface });

export const mainPicture = style({ position: 'relative', maxWidth: 474, width: '100%' });

export const zoomButton = style({
  position: 'absolute',
  right: vars.space.small,
  bottom: vars.space.small,
  width: 44,
  height: 44,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  color: vars.color.text,
  cursor: 'zoom-in',
  // The enlarged picture is a dialog of JavaScript: without it the button is not drawn (decision 0930).
  '@media': { '(scripting: none)': { display: 'none' } },
});

export const thumbnails = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const thumbnail = style({
  display: 'block',
  width: 56,
  height: 56,
  padding: 2,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.background,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.primary } },
});

export const buyBox = style({ display: 'grid', gap: vars.space.medium, alignContent: 'start' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaQueries.desktop]: { fontSize: vars.fontSize.xxlarge } },
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const noMargin = style({ margin: 0 });

export const ratingLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.link,
  minHeight: 44,
});

export const priceBlock = style({ display: 'grid', gap: vars.space.xsmall });

export const options = style({ display: 'grid', gap: vars.space.medium });

export const option = style({ display: 'grid', gap: vars.space.xsmall });

export const optionLabel = style({ margin: 0, padding: 0, fontWeight: vars.fontWeight.semibold });

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const section = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.large });

export const customOption = style({
  display: 'grid',
  gap: vars.space.xsmall,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

const field = style({
  width: '100%',
  minHeight: 44,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  boxSizing: 'border-box',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.error } },
});

export const textInput = style([field]);
export const textarea = style([field, { minHeight: 96, resize: 'vertical' }]);
export const selectInput = style([field]);

export const help = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const extraCost = style({
  color: vars.color.secondaryText,
  fontWeight: vars.fontWeight.semibold,
});

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 44,
  cursor: 'pointer',
});

export const bundleValue = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const tableScroller = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});

export const attributes = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

globalStyle(`${attributes} dt`, { fontWeight: vars.fontWeight.semibold });
globalStyle(`${attributes} dd`, { margin: 0 });

export const description = style({ whiteSpace: 'pre-line', maxWidth: '70ch', margin: 0 });

export const reviewSummary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const reviewList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const review = style({
  paddingBottom: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const reviewTitle = style({ margin: 0, fontSize: vars.fontSize.medium });

export const reviewComment = style({ whiteSpace: 'pre-line', margin: 0 });

export const reviewForm = style({
  display: 'grid',
  gap: vars.space.medium,
  maxWidth: '40rem',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const ratingFieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const ratingChoices = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
});

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

export const primaryButton = style({
  justifySelf: 'start',
  minHeight: 44,
  padding: `0 ${vars.space.large}`,
  border: 0,
  borderRadius: vars.radius.small,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
});

export const relatedGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
