import { consentPendingScript } from '../consent/consentPending';

/**
 * The app's JavaScript starts after the page has painted (decision 0810). Vike writes its end-of-body tags —
 * the page context JSON, the entry module script and its module preloads — where its asset placeholder
 * stands; we put that placeholder inside a `<template>`, whose content the browser parses but neither fetches
 * nor runs. A small inline script moves those tags into the document and imports the entry once the page
 * has loaded and its largest paint is on screen, or at the visitor's first pointer or key press, whichever
 * comes first.
 * Before that, the page works as it does without JavaScript: links navigate, forms post to route actions.
 */

/** Vike's placeholder for its end-of-body tags (vike/…/injectHtmlTags.js `injectAtPlaceholder`). */
export const vikeEndAssetsPlaceholder = '__VITE_PLUGIN__SSR_ASSETS_LAST__';

/** The `<template>` element that holds Vike's end-of-body tags until the app starts. */
export const deferredScriptsTemplateId = 'truffe-deferred-scripts';

/** What makes the app start before `load`: the visitor is about to interact. */
export const startEvents = ['pointerdown', 'keydown', 'touchstart'] as const;

/** How long the largest contentful paint must stay unchanged after `load` before the app starts (ms). */
export const paintQuietMs = 250;

/** Starts anyway this long after `load` when no paint is reported (a background tab paints nothing) (ms). */
export const paintWaitLimitMs = 3000;

/** The part of `PerformanceObserver` the loader uses. */
export interface PaintObserverClass {
  new (callback: () => void): {
    observe(options: PerformanceObserverInit): void;
    disconnect(): void;
  };
  readonly supportedEntryTypes?: readonly string[];
}

/** The minimal window the loader uses (the real one in the browser, happy-dom in tests). */
export interface LoaderWindow {
  document: Document;
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void, options?: EventListenerOptions): void;
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms?: number): unknown;
  clearTimeout(handle: unknown): void;
  PerformanceObserver?: PaintObserverClass;
}

/**
 * The loader. Runs in the browser as an inline script (serialised with `Function.prototype.toString`, so it
 * uses nothing from outside its own body); `importEntry` is `(src) => import(src)` there. Returns `start` for
 * the tests.
 *
 * "After the page has painted" is read from the browser's largest-contentful-paint entries, which arrive once
 * a frame is on screen: after `load`, the app starts when at least one has arrived and none for `quietMs` —
 * on a busy device the screen can lag the main thread by a second, and a script fetched during that lag
 * would compete with the page's own images. Browsers without those entries wait one frame after `load`.
 */
export function deferScripts(
  win: LoaderWindow,
  templateId: string,
  events: readonly string[],
  importEntry: (src: string) => Promise<unknown>,
  quietMs: number,
  limitMs: number,
  waitForPaint: boolean,
): () => void {
  const doc = win.document;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of events) win.removeEventListener(type, start, { capture: true });
    const template = doc.getElementById(templateId) as HTMLTemplateElement | null;
    if (!template) return;
    const entries: string[] = [];
    // The page context JSON and the module preloads join the document; module scripts are imported.
    for (const node of Array.from(template.content.children)) {
      if (node.tagName === 'SCRIPT' && node.getAttribute('type') === 'module') {
        const src = node.getAttribute('src');
        if (src) entries.push(src);
      } else {
        doc.body.appendChild(doc.importNode(node, true));
      }
    }
    template.remove();
    for (const src of entries) {
      importEntry(src).catch((error: unknown) => {
        console.error('The app failed to load', error);
      });
    }
  };
  for (const type of events) {
    win.addEventListener(type, start, { capture: true, passive: true });
  }
  const nextFrame = () => win.requestAnimationFrame(() => win.setTimeout(start, 0));
  const Observer = win.PerformanceObserver;
  const afterLoad = () => {
    if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) {
      nextFrame();
      return;
    }
    let quiet: unknown;
    const limit = win.setTimeout(() => done(), limitMs);
    const observer = new Observer(() => {
      win.clearTimeout(quiet);
      quiet = win.setTimeout(() => done(), quietMs);
    });
    const done = () => {
      win.clearTimeout(quiet);
      win.clearTimeout(limit);
      observer.disconnect();
      nextFrame();
    };
    // `buffered`: the entries of paints before `load` arrive first.
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  };
  if (!waitForPaint) start();
  else if (doc.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
  return start;
}

/**
 * The inline scripts of the document (with the response's CSP nonce; cached pages get each response's own
 * nonce back, server/app.ts): `head`, the consent banner's mark; `end`, which ends `<body>`: Vike's tags
 * inside the template, then the loader. `waitForPaint: false` (the render fallback's empty page: nothing to
 * paint before the app) starts the app at once.
 */
export function scriptLoadingHtml(
  nonce: string | undefined,
  { waitForPaint = true }: { waitForPaint?: boolean } = {},
): { head: string; end: string } {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  const loader = `(${deferScripts.toString()})(window, ${JSON.stringify(deferredScriptsTemplateId)}, ${JSON.stringify(startEvents)}, function (src) { return import(src); }, ${paintQuietMs}, ${paintWaitLimitMs}, ${waitForPaint});`;
  return {
    head: `<script${nonceAttribute}>${consentPendingScript()}</script>`,
    end: `<template id="${deferredScriptsTemplateId}">${vikeEndAssetsPlaceholder}</template><script${nonceAttribute}>${loader}</script>`,
  };
}
