import { vars, mediaQueries } from '@truffe/ui/theme';
import { style } from '@vanilla-extract/css';

// In the flow at the very top of the page, before the header (issue 20 item 6, WCAG 2.2 SC 2.4.11): it is
// the first thing the keyboard reaches, and it never covers the element that has the focus — it moves the page
// down rather than lying over it. It shows with the first paint (the head script's mark), so nothing shifts.
// Hidden until known to be needed (ConsentBanner.tsx): the head script's mark on <html> or React's own flag.
export const banner = style({
  display: 'none',
  selectors: {
    ':root[data-consent-pending] &, &[data-shown]': { display: 'block' },
  },
  background: vars.color.background,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bannerInner = style({
  display: 'grid',
  gap: vars.space.medium,
  maxWidth: 1200,
  margin: '0 auto',
  padding: vars.space.medium,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: '1fr auto', alignItems: 'center' },
  },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.large });

export const text = style({ margin: `${vars.space.xsmall} 0 0` });

/** Accept and refuse side by side, same size: refusing is as easy as accepting. */
export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.small,
  alignItems: 'center',
});

export const customise = style({ gridColumn: '1 / -1', justifySelf: 'center' });

export const preferences = style({
  maxWidth: 720,
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.medium}`,
});

export const purposeList = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: `${vars.space.large} 0`,
  padding: 0,
  border: 0,
});

export const preferenceActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
