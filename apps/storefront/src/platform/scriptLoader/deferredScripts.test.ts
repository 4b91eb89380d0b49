// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { consentPendingAttribute } from '../consent/consentPending';
import {
  compactPreloads,
  deferScripts,
  deferredScriptsTemplateId,
  scriptLoadingHtml,
  startEvents,
  vikeEndAssetsPlaceholder,
  type LoaderWindow,
} from './deferredScripts';
import { minifiedDeferScripts } from './minifiedLoader';
import { minifyLoader } from './minifyLoader';

/** What Vike writes in place of its placeholder (vike/…/getHtmlTags.js), with a nonce. */
const vikeTags =
  '<script id="vike_pageContext" type="application/json" nonce="n0">{"pageId":"/src/pages/app"}</script>' +
  '<script src="/assets/entries/entry.js" type="module" async nonce="n0"></script>' +
  '<link rel="modulepreload" href="/assets/chunks/shell.js" as="script" type="text/javascript">';

/** Lets the loader's frame and timer run (happy-dom runs both on timers). */
const frames = () => new Promise((resolve) => setTimeout(resolve, 50));

/** The loader the pages ship: the generated minified text, evaluated as the browser does. */
const shippedLoader = new Function(`return (${minifiedDeferScripts});`)() as typeof deferScripts;

describe('the minified loader (decision 0903)', () => {
  it('is generated from the current source (pnpm --filter @truffe/storefront loader:minify)', async () => {
    expect(minifiedDeferScripts).toBe(await minifyLoader());
    expect(minifiedDeferScripts.length).toBeLessThan(deferScripts.toString().length * 0.75);
  });
});

describe.each([
  ['deferScripts (source)', deferScripts],
  ['deferScripts (minified, shipped)', shippedLoader],
])('%s', (_, deferScripts) => {
  let imported: string[];
  const importEntry = async (src: string) => {
    imported.push(src);
  };
  /** The loader with the tests' defaults: 20 ms of quiet, a 200 ms limit, a paint to wait for, no preloads. */
  const defer = (
    win: Parameters<typeof deferScripts>[0],
    {
      quietMs = 20,
      limitMs = 200,
      waitForPaint = true,
      prefix = '',
      preloads = [] as readonly string[],
      perTask = 3,
      importer = importEntry as (src: string) => Promise<unknown>,
    } = {},
  ) =>
    deferScripts(
      win,
      deferredScriptsTemplateId,
      startEvents,
      importer,
      quietMs,
      limitMs,
      waitForPaint,
      prefix,
      preloads,
      perTask,
    );

  beforeEach(() => {
    imported = [];
    // The page as the parser leaves it: `load` is still to come (tests that need it delete this).
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    document.body.innerHTML = `<div id="root"><a href="/cart">Cart</a></div><template id="${deferredScriptsTemplateId}">${vikeTags}</template>`;
  });
  afterEach(() => {
    delete (document as { readyState?: string }).readyState;
    document.body.innerHTML = '';
  });

  /** A window whose events the test fires. */
  function loadingWindow(): LoaderWindow & { fire(type: string): void } {
    const listeners = new Map<string, Set<() => void>>();
    return {
      document,
      addEventListener(type, listener) {
        if (!listeners.has(type)) listeners.set(type, new Set());
        listeners.get(type)!.add(listener);
      },
      removeEventListener(type, listener) {
        listeners.get(type)?.delete(listener);
      },
      requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
      fire(type) {
        for (const listener of [...(listeners.get(type) ?? [])]) listener();
      },
    };
  }

  it('leaves the tags inert until `load`, then moves the data in and imports the entry once', async () => {
    const win = loadingWindow();
    defer(win);
    await frames();
    expect(imported).toEqual([]);
    expect(document.getElementById('vike_pageContext')).toBeNull();
    expect(document.querySelector('link[rel="modulepreload"]')).toBeNull();

    win.fire('load');
    await frames();
    expect(imported).toEqual(['/assets/entries/entry.js']);
    // The page context is readable by Vike's client, the preload is live, the module is not inserted twice.
    expect(document.getElementById('vike_pageContext')?.textContent).toBe(
      '{"pageId":"/src/pages/app"}',
    );
    expect(document.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/chunks/shell.js',
    );
    expect(document.querySelector('script[type="module"]')).toBeNull();
    expect(document.getElementById(deferredScriptsTemplateId)).toBeNull();

    win.fire('pointerdown');
    await frames();
    expect(imported).toHaveLength(1);
  });

  it('starts at the first pointer or key press before `load`, and not again on `load`', async () => {
    for (const type of startEvents) {
      imported = [];
      document.body.innerHTML = `<template id="${deferredScriptsTemplateId}">${vikeTags}</template>`;
      const win = loadingWindow();
      defer(win);
      win.fire(type);
      expect(imported, type).toEqual(['/assets/entries/entry.js']);
      win.fire('load');
      await frames();
      expect(imported, type).toHaveLength(1);
    }
  });

  it('starts after a frame when the page has already loaded', async () => {
    delete (document as { readyState?: string }).readyState;
    expect(document.readyState).toBe('complete');
    const start = defer(window);
    expect(imported).toEqual([]);
    await frames();
    expect(imported).toEqual(['/assets/entries/entry.js']);
    start();
    expect(imported).toHaveLength(1);
  });

  /** A browser that reports largest-contentful-paint entries when the test says a frame is on screen. */
  function paintingWindow() {
    const observers = new Set<{ callback: () => void; observing: boolean }>();
    class Observer {
      static readonly supportedEntryTypes = ['largest-contentful-paint'];
      private readonly entry: { callback: () => void; observing: boolean };
      constructor(callback: () => void) {
        this.entry = { callback, observing: false };
        observers.add(this.entry);
      }
      observe() {
        this.entry.observing = true;
      }
      disconnect() {
        observers.delete(this.entry);
      }
    }
    return {
      ...loadingWindow(),
      PerformanceObserver: Observer,
      paint() {
        for (const observer of observers) if (observer.observing) observer.callback();
      },
      observing: () => observers.size,
    };
  }
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('after `load`, waits until the largest paint is on screen and has stayed the same', async () => {
    const win = paintingWindow();
    defer(win, { quietMs: 40, limitMs: 2000 });
    win.fire('load');
    // A busy screen: no paint reported yet, so nothing starts (the limit is far).
    await wait(120);
    expect(imported).toEqual([]);
    win.paint();
    await wait(20);
    win.paint(); // a larger element painted: the quiet period starts again
    await wait(25);
    expect(imported).toEqual([]);
    await wait(80);
    expect(imported).toEqual(['/assets/entries/entry.js']);
    expect(win.observing()).toBe(0);
  });

  it('starts at the limit when no paint is ever reported (a background tab)', async () => {
    const win = paintingWindow();
    defer(win, { limitMs: 100 });
    win.fire('load');
    await wait(60);
    expect(imported).toEqual([]);
    await wait(100);
    expect(imported).toEqual(['/assets/entries/entry.js']);
  });

  it('starts at once when told not to wait for a paint (the render fallback sends an empty page)', () => {
    defer(loadingWindow(), { waitForPaint: false });
    expect(imported).toEqual(['/assets/entries/entry.js']);
  });

  it("links the page's route files once the entry is imported, a few per task (decision 0913)", async () => {
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    const linked = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    document.head.innerHTML = '';
    defer(loadingWindow(), {
      waitForPaint: false,
      prefix: '/assets/chunks/chunk-',
      preloads: ['a1', 'b2', 'c3', 'd4'],
    });
    expect(imported).toEqual(['/assets/entries/entry.js']);
    // Not in the task that imports the entry: each link starts a request.
    expect(linked()).toEqual([]);
    await tick();
    expect(linked()).toEqual([
      '/assets/chunks/chunk-a1.js',
      '/assets/chunks/chunk-b2.js',
      '/assets/chunks/chunk-c3.js',
    ]);
    await tick();
    expect(linked()).toHaveLength(4);
    expect(linked()[3]).toBe('/assets/chunks/chunk-d4.js');
    await frames();
    expect(linked()).toHaveLength(4);
    document.head.innerHTML = '';
  });

  it('logs an entry that fails to load instead of throwing', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const start = defer(window, { importer: () => Promise.reject(new Error('offline')) });
      start();
      await frames();
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });
});

describe('scriptLoadingHtml', () => {
  it('puts the placeholder inside the template and the nonce on both scripts', () => {
    const { head, end } = scriptLoadingHtml('abc+/=');
    expect(head).toMatch(/^<script nonce="abc\+\/=">[^<]+<\/script>$/);
    expect(end).toContain(
      `<template id="${deferredScriptsTemplateId}">${vikeEndAssetsPlaceholder}</template><script nonce="abc+/=">`,
    );
    // Exactly one placeholder (Vike refuses two), and the loader is valid JavaScript on its own.
    expect(end.split(vikeEndAssetsPlaceholder)).toHaveLength(2);
    const loader = /<script[^>]*>([\s\S]*)<\/script>$/.exec(end)?.[1] ?? '';
    expect(() => new Function(loader)).not.toThrow();
    expect(loader).toContain(minifiedDeferScripts);
    expect(loader).not.toContain('</');
  });

  it('tells the loader whether to wait for a paint', () => {
    expect(scriptLoadingHtml('n').end).toMatch(/, true, "", \[\], 3\);<\/script>$/);
    expect(scriptLoadingHtml('n', { waitForPaint: false }).end).toMatch(
      /, false, "", \[\], 3\);<\/script>$/,
    );
  });

  it("gives the loader the page's route files, their shared prefix once", () => {
    const { end } = scriptLoadingHtml('n', {
      preloads: ['/assets/chunks/chunk-Ab1.js', '/assets/chunks/chunk-Cd2.js'],
    });
    expect(end).toMatch(/, true, "\/assets\/chunks\/chunk-", \["Ab1","Cd2"\], 3\);<\/script>$/);
    const loader = /<script[^>]*>([\s\S]*)<\/script>$/.exec(end)?.[1] ?? '';
    expect(() => new Function(loader)).not.toThrow();
  });

  it('has no nonce attribute without a nonce', () => {
    const { head, end } = scriptLoadingHtml(undefined);
    expect(head.startsWith('<script>')).toBe(true);
    expect(end).toContain('</template><script>');
  });

  it('marks <html> for the consent banner only when there is no consent cookie', () => {
    const { head } = scriptLoadingHtml(undefined);
    const mark = /<script>([\s\S]*)<\/script>/.exec(head)?.[1] ?? '';
    const cases: Array<[string, boolean]> = [
      ['', true],
      ['truffe_cart=abc; other=1', true],
      ['xtruffe_consent=analytics:1', true],
      ['truffe_consent=analytics%3A0%7Creviews%3A0%7Cperformance%3A0', false],
      ['a=1; truffe_consent=analytics%3A1', false],
    ];
    for (const [cookie, pending] of cases) {
      document.documentElement.removeAttribute(consentPendingAttribute);
      new Function('document', mark)({ cookie, documentElement: document.documentElement });
      expect(document.documentElement.hasAttribute(consentPendingAttribute), cookie).toBe(pending);
    }
    document.documentElement.removeAttribute(consentPendingAttribute);
  });
});

describe('compactPreloads', () => {
  it('keeps the files’ shared prefix once and each rest without `.js`', () => {
    expect(
      compactPreloads(['/shop/assets/chunks/chunk-a.js', '/shop/assets/chunks/chunk-b_c.js']),
    ).toEqual({ prefix: '/shop/assets/chunks/chunk-', names: ['a', 'b_c'] });
  });

  it('leaves every name at least one character, and other files out', () => {
    expect(compactPreloads(['/assets/chunks/chunk-abc.js'])).toEqual({
      prefix: '/assets/chunks/chunk-ab',
      names: ['c'],
    });
    expect(compactPreloads(['/a/x.js', '/a/x.js.map', '/a/style.css'])).toEqual({
      prefix: '/a/',
      names: ['x'],
    });
    expect(compactPreloads([])).toEqual({ prefix: '', names: [] });
  });

  it('writes what makes each file again', () => {
    const files = ['/assets/chunks/chunk-Ab-1.js', '/assets/entries/x.Y.js', '/assets/chunks/c.js'];
    const { prefix, names } = compactPreloads(files);
    expect(names.map((name) => `${prefix}${name}.js`)).toEqual(files);
  });
});
