import { type ImagePresetName } from '@truffe/image/presets';
import { placeholderImage } from '@truffe/image/placeholder';
import { buildSizes } from '@truffe/image/srcset';
import { type FocalPoint, type ImageExtension } from '@truffe/image/url';
import { useEffect, useRef, useState } from 'react';

import * as styles from './Image.css';
import { type ImageState } from './Image.css';
import { buildPictureSources, type ImageUrlBuilder } from './pictureSources';

export { imageStates, type ImageState } from './Image.css';
export { buildPictureSources, type ImageUrlBuilder } from './pictureSources';

/** Spec §9: lazy images start loading within 200 px of the viewport. */
export const lazyLoadMargin = '200px';

export interface ImageProps {
  /** The master's path under the media root, e.g. 'catalog/product/CRQ-001.png'. */
  path: string;
  /** The preset (spec §9) that fixes the size and aspect ratio. */
  preset: ImagePresetName;
  /** Text alternative; '' for a decorative picture. */
  alt: string;
  /** Fallback format after webp: png for transparent images. @defaultValue 'jpeg' */
  extension?: ImageExtension;
  /** Padding colour, hex without '#'. @defaultValue 'FFFFFF' */
  bg?: string;
  /** Crop to fill the frame around `focalPoint` instead of fitting and padding. @defaultValue false */
  cover?: boolean;
  focalPoint?: FocalPoint;
  /** Where the resizer is mounted. @defaultValue '/media' */
  baseUrl?: string;
  /** The `sizes` attribute. @defaultValue full width up to the preset's width */
  sizes?: string;
  /** Above-the-fold image: loads at once (eager) with `fetchpriority="high"`. @defaultValue false */
  priority?: boolean;
  /** Waits until the image is within 200 px of the viewport. @defaultValue true */
  lazy?: boolean;
  /**
   * Shown until the image has loaded. @defaultValue the default placeholder of @truffe/image while loading;
   * before (lazy), the frame's surface colour alone, no `<img>` (decision 0903; a transparent pixel before)
   */
  placeholder?: string;
  /** Shown when the image fails to load. @defaultValue the default placeholder of @truffe/image */
  errorPlaceholder?: string;
  /** Replaces the URL builder (a CDN, static derivatives). @defaultValue buildImageUrl */
  urlBuilder?: ImageUrlBuilder;
  onStateChange?: (state: ImageState) => void;
  className?: string;
}

/**
 * The frame's `aspect-ratio`, reduced: `1` for a square preset, `4 / 1` for 1200 × 300 (decision 0907: a
 * product page writes a dozen frames, a category page dozens).
 */
export function aspectRatioOf(width: number, height: number): string {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const divisor = gcd(width, height) || 1;
  return width === height ? '1' : `${width / divisor} / ${height / divisor}`;
}

/**
 * A responsive product or content image (spec §4 "Image"): lazy → loading (within 200 px of the viewport, at
 * once when lazy loading is off or `priority` is set) → done on load or error on failure. A placeholder holds
 * the preset's aspect ratio throughout, so the page does not shift.
 */
export function Image({
  path,
  preset,
  alt,
  extension,
  bg,
  cover,
  focalPoint,
  baseUrl,
  sizes: sizesProp,
  priority = false,
  lazy = true,
  placeholder,
  errorPlaceholder = placeholderImage,
  urlBuilder,
  onStateChange,
  className,
}: ImageProps) {
  const sizes = sizesProp ?? buildSizes({ preset });
  const { src, sources, width, height } = buildPictureSources(
    { path, preset, extension, bg, cover, focalPoint, baseUrl },
    urlBuilder,
    sizes,
  );
  const initialState: ImageState = priority || !lazy ? 'loading' : 'lazy';
  const [state, setState] = useState<ImageState>(initialState);
  // Fades in only an image the browser starts after this component is live (lazy → loading, a new source):
  // one in the server HTML stays visible, with or without JavaScript, so that it paints as soon as it loads.
  const [fadeIn, setFadeIn] = useState(false);
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    // A new image: start over (https://react.dev/learn/you-might-not-need-an-effect).
    setShownSrc(src);
    setState(initialState);
    setFadeIn(true);
  }
  const frameRef = useRef<HTMLSpanElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);

  // No preload hint for a priority image (decision 0903): React writes it at the start of the body, a few kB
  // before the image itself in the same response (the server sends the page in one piece, decision 0902), so
  // the browser's preload scanner finds the eager `fetchpriority="high"` image as early; the hint repeated
  // the whole srcset (0.5 kB per priority image, 2 kB on a category page).

  useEffect(() => {
    const frame = frameRef.current;
    if (state !== 'lazy' || !frame) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      // No observer (old browser): load right after this render.
      const timer = setTimeout(() => {
        setFadeIn(true);
        setState('loading');
      }, 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setFadeIn(true);
          setState('loading');
        }
      },
      { rootMargin: lazyLoadMargin },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [state]);

  useEffect(() => {
    // An image that finished before hydration fired its load event before React listened. (A failed one
    // is left to its error event: `complete` is also true for requests not started yet in some engines.)
    const image = imageRef.current;
    if (state === 'loading' && image?.complete && image.naturalWidth > 0) setState('done');
  }, [state]);

  const onStateChangeRef = useRef(onStateChange);
  useEffect(() => {
    onStateChangeRef.current = onStateChange;
  });
  useEffect(() => {
    onStateChangeRef.current?.(state);
  }, [state]);

  const showPicture = state === 'loading' || state === 'done';
  // Lazy without a caller's placeholder: the frame alone (its surface colour), no blank `<img>`; it carries
  // the text alternative itself until the picture comes (decision 0903: ~150 bytes per lazy image).
  const bareFrame = state === 'lazy' && placeholder === undefined;
  return (
    <span
      ref={frameRef}
      className={[styles.frame, className].filter(Boolean).join(' ')}
      role={bareFrame && alt ? 'img' : undefined}
      aria-label={bareFrame && alt ? alt : undefined}
      data-state={state}
      data-fade-in={fadeIn ? '' : undefined}
      style={{
        aspectRatio: aspectRatioOf(width, height),
        maxWidth: width,
        // Without a caller's placeholder, the stylesheet draws the default one (Image.css.ts).
        backgroundImage:
          state === 'loading' && placeholder !== undefined ? `url("${placeholder}")` : undefined,
      }}
    >
      {showPicture ? (
        <picture className={styles.picture}>
          {sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
          ))}
          <img
            ref={imageRef}
            className={styles.image}
            src={src}
            alt={alt}
            width={width}
            height={height}
            loading={priority || !lazy ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            onLoad={() => setState('done')}
            onError={() => setState('error')}
          />
        </picture>
      ) : bareFrame ? null : (
        <img
          className={styles.image}
          src={state === 'error' ? errorPlaceholder : placeholder}
          alt={alt}
          width={width}
          height={height}
          data-placeholder={state}
        />
      )}
      {state === 'lazy' ? (
        // Without JavaScript nothing turns `lazy` into `loading`: the browser shows this image instead,
        // lazily loaded by itself (issue 20 item 5). With JavaScript the browser ignores it. One URL, the
        // fallback format at multiplier 1 (decision 0903): the sources and their `srcset`s weighed 0.5–1 kB
        // per lazy image of every listing, for browsers that run no script.
        <noscript>
          <img className={styles.noscriptImage} src={src} alt="" loading="lazy" />
        </noscript>
      ) : null}
    </span>
  );
}
