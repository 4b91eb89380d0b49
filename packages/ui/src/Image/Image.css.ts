import { placeholderImage } from '@truffe/image/placeholder';
import { style } from '@vanilla-extract/css';

import { vars } from '../theme/vars.css';

export const imageStates = ['lazy', 'loading', 'done', 'error'] as const;
export type ImageState = (typeof imageStates)[number];

/** Reserves the image's box from its preset's aspect ratio: nothing moves when it arrives. */
export const frame = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  // The default placeholder behind a picture that is loading, from the stylesheet (a caller's own placeholder
  // is an inline style): written in the page, its data URL was ~600 bytes per eager image (decision 0903).
  selectors: {
    '&[data-state="loading"]': { backgroundImage: `url("${placeholderImage}")` },
  },
});

export const picture = style({ display: 'contents' });

/**
 * The real picture of a lazy image for a browser without JavaScript (its `<noscript>`): laid over the
 * placeholder, loaded by the browser's own lazy loading.
 */
export const noscriptImage = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  transition: `opacity ${vars.motion.medium}`,
  selectors: {
    // Only an image started in the browser (Image.tsx `fadeIn`): server-rendered ones show as they load.
    '[data-state="loading"][data-fade-in] > picture > &': { opacity: 0 },
  },
});
