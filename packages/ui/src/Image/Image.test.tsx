import { imagePresets } from '@truffe/image/presets';
import { buildImageSources } from '@truffe/image/srcset';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  aspectRatioOf,
  buildPictureSources,
  Image,
  lazyLoadMargin,
  type ImageState,
} from './Image';
import { axeViolations } from '../test/axe';

/** A stand-in for the browser's IntersectionObserver (happy-dom has no layout to intersect). */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords() {
    return [];
  }
  /** Tells the observer its elements came within the root margin. */
  enter() {
    const entries = [...this.elements].map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

const path = 'catalog/product/CRQ-001.png';
const frameOf = (container: HTMLElement) => container.querySelector('[data-state]');

describe('buildPictureSources', () => {
  it('matches @truffe/image with the default URL builder', () => {
    const options = {
      path,
      preset: 'medium' as const,
      cover: true,
      focalPoint: { x: 0.5, y: 0.3 },
    };
    expect(buildPictureSources(options)).toEqual(buildImageSources(options));
  });

  it('uses a custom URL builder for every candidate', () => {
    const sources = buildPictureSources(
      { path, preset: 'small', extension: 'png' },
      ({ preset, multiplier, format }) => `/static/${preset}@${multiplier}x.${format}`,
    );
    expect(sources.src).toBe('/static/small@1x.png');
    expect(sources.sources.map((source) => source.type)).toEqual(['image/webp']);
    expect(sources.sources[0]?.srcSet).toBe(
      '/static/small@0.5x.webp 60w, /static/small@1x.webp 120w, /static/small@2x.webp 240w, /static/small@4x.webp 480w',
    );
  });

  it('lists only the candidates its sizes can select', () => {
    const sources = buildPictureSources({ path, preset: 'thumbnail' }, undefined, '50px');
    expect(sources.sources[0]?.srcSet).not.toContain('width=25&');
    expect(sources.sources[0]?.srcSet).toContain('width=200&');
  });
});

describe('Image', () => {
  it('goes lazy → loading within 200 px of the viewport → done on load', async () => {
    const states: ImageState[] = [];
    const { container } = render(
      <Image
        path={path}
        preset="productItemLarge"
        alt="Croquettes"
        onStateChange={(state) => states.push(state)}
      />,
    );
    expect(frameOf(container)).toHaveAttribute('data-state', 'lazy');
    // Lazy: the frame alone, which carries the text alternative (decision 0903; a transparent pixel
    // carried it since decision 0898).
    expect(screen.getByRole('img', { name: 'Croquettes' })).toBe(frameOf(container));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('picture')).toBeNull();

    const observer = FakeIntersectionObserver.instances.at(-1);
    expect(observer?.options.rootMargin).toBe(lazyLoadMargin);
    expect(lazyLoadMargin).toBe('200px');
    act(() => observer?.enter());
    expect(frameOf(container)).toHaveAttribute('data-state', 'loading');
    // Started in the browser: it fades in once loaded (hidden until then, Image.css.ts).
    expect(frameOf(container)).toHaveAttribute('data-fade-in', '');

    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/webp']);
    // The default sizes never give less than a phone's 320 px: the 200 px candidate is left out.
    expect(sources[0]?.getAttribute('srcset')).not.toContain('width=200&');
    expect(sources[0]?.getAttribute('srcset')).toContain('format=webp&width=400&height=400');
    expect(sources[0]?.getAttribute('srcset')).toContain('format=webp&width=1600&height=1600');
    expect(sources[0]?.getAttribute('sizes')).toBe('(max-width: 400px) 100vw, 400px');
    const image = screen.getByRole('img', { name: 'Croquettes' });
    // The jpeg fallback at multiplier 1; jpeg is the default format, left out of the URL.
    expect(image.getAttribute('src')).toBe(
      '/media/catalog/product/CRQ-001.png?width=400&height=400&size=productItemLarge',
    );
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');

    fireEvent.load(image);
    expect(frameOf(container)).toHaveAttribute('data-state', 'done');
    expect(states).toEqual(['lazy', 'loading', 'done']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the error placeholder when the image fails', () => {
    const { container } = render(
      <Image
        path="missing.png"
        preset="small"
        alt="Missing"
        lazy={false}
        errorPlaceholder="data:image/gif;base64,R0lGODlhAQABAAAAACw="
      />,
    );
    expect(frameOf(container)).toHaveAttribute('data-state', 'loading');
    fireEvent.error(screen.getByRole('img', { name: 'Missing' }));
    expect(frameOf(container)).toHaveAttribute('data-state', 'error');
    const placeholder = screen.getByRole('img', { name: 'Missing' });
    expect(placeholder).toHaveAttribute('src', 'data:image/gif;base64,R0lGODlhAQABAAAAACw=');
    expect(placeholder).toHaveAttribute('data-placeholder', 'error');
  });

  it('gives a browser without JavaScript the real picture of a lazy image (noscript)', () => {
    const html = renderToString(<Image path={path} preset="categoryImage" alt="Jouets" />);
    const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? '';
    const { src } = buildPictureSources({ path, preset: 'categoryImage' });
    expect(noscript).toContain(`src="${src.replace(/&/g, '&amp;')}"`);
    expect(noscript).toContain('loading="lazy"');
    // One URL (decision 0903): no sources or srcset in the copy a scripted browser never reads.
    expect(noscript).not.toContain('<source');
    expect(noscript).not.toMatch(/srcset/i);
    // A priority image is real from the start: no second copy.
    expect(
      renderToString(<Image path={path} preset="categoryImage" alt="" priority />),
    ).not.toContain('<noscript>');
  });

  it('reserves the aspect ratio of its preset from the first render', () => {
    const { container } = render(<Image path={path} preset="categoryImage" alt="" />);
    const { width, height } = imagePresets.categoryImage;
    // Written reduced (decision 0907): 1200 × 300 is `4 / 1`, a square `1`.
    expect(frameOf(container)).toHaveStyle({ aspectRatio: '4 / 1' });
    expect(aspectRatioOf(width, height)).toBe('4 / 1');
    expect(aspectRatioOf(474, 474)).toBe('1');
    expect(aspectRatioOf(1200, 504)).toBe('50 / 21');
    // A lazy image is its frame alone (decision 0903); the picture, once there, has the preset's size.
    expect(container.querySelector('img')).toBeNull();
    act(() => FakeIntersectionObserver.instances.at(-1)?.enter());
    expect(container.querySelector('img')).toHaveAttribute('width', String(width));
  });

  it("lazy: a decorative frame has no role; a caller's placeholder is still shown as an image", () => {
    const { container } = render(<Image path={path} preset="small" alt="" />);
    expect(frameOf(container)).not.toHaveAttribute('role');
    expect(frameOf(container)).not.toHaveAttribute('aria-label');
    const custom = render(
      <Image path={path} preset="small" alt="Chiot" placeholder="data:image/gif;base64,R0lGOD" />,
    );
    const frame = frameOf(custom.container);
    expect(frame).toHaveAttribute('data-state', 'lazy');
    expect(frame).not.toHaveAttribute('role');
    expect(custom.container.querySelector('img')).toHaveAttribute(
      'src',
      'data:image/gif;base64,R0lGOD',
    );
    expect(custom.container.querySelector('img')).toHaveAttribute('alt', 'Chiot');
  });

  it('loads a priority image at once with fetchpriority high, eagerly, without a preload hint', () => {
    const { container } = render(
      <Image path={path} preset="homepageSlider" alt="Soldes" priority />,
    );
    expect(frameOf(container)).toHaveAttribute('data-state', 'loading');
    // In the server HTML: shown as it loads, with or without JavaScript (no fade that waits for React).
    expect(frameOf(container)).not.toHaveAttribute('data-fade-in');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    const image = screen.getByRole('img', { name: 'Soldes' });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    // Decision 0903: the image itself is found as early as a hint written before it in the same response.
    expect(document.querySelector('link[rel="preload"][as="image"]')).toBeNull();
    expect(container.querySelector('source')?.getAttribute('srcset')).toContain('format=webp');
  });

  it("leaves the default placeholder to the stylesheet; a caller's own is an inline background", () => {
    const { container, rerender } = render(
      <Image path={path} preset="small" alt="Chiot" priority />,
    );
    expect(frameOf(container)).toHaveAttribute('data-state', 'loading');
    expect(frameOf(container)?.getAttribute('style')).not.toContain('background-image');
    rerender(
      <Image
        path={path}
        preset="small"
        alt="Chiot"
        priority
        placeholder="data:image/gif;base64,R0lGOD"
      />,
    );
    expect(frameOf(container)?.getAttribute('style')).toContain('data:image/gif;base64,R0lGOD');
  });

  it('carries bg, cover, focal point and png in the URLs', () => {
    render(
      <Image
        path={path}
        preset="medium"
        alt="Laisse"
        lazy={false}
        extension="png"
        bg="F7F7F8"
        cover
        focalPoint={{ x: 0.25, y: 0.75 }}
      />,
    );
    const src = screen.getByRole('img', { name: 'Laisse' }).getAttribute('src') ?? '';
    expect(src).not.toContain('format=');
    expect(src).toContain('bg=F7F7F8&cover=1&extension=png&focalPoint=0.25x0.75');
  });

  it('loads right away where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<Image path={path} preset="small" alt="Old browser" />);
    expect(frameOf(container)).toHaveAttribute('data-state', 'lazy');
    await waitFor(() => expect(frameOf(container)).toHaveAttribute('data-state', 'loading'));
  });

  it('starts over when the image changes', () => {
    const { container, rerender } = render(<Image path={path} preset="small" alt="A" />);
    act(() => FakeIntersectionObserver.instances.at(-1)?.enter());
    fireEvent.load(screen.getByRole('img', { name: 'A' }));
    expect(frameOf(container)).toHaveAttribute('data-state', 'done');
    rerender(<Image path="catalog/other.png" preset="small" alt="B" />);
    expect(frameOf(container)).toHaveAttribute('data-state', 'lazy');
  });
});
