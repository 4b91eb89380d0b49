// The storefront's service worker (spec §4, decision 0354), served at `{base}service-worker.js` by
// server/platform/serviceWorker.ts, which prepends `const swConfig = { baseUrl, cacheName, offlinePages,
// shell }` (shell: the client build's scripts and stylesheets).
//
// - Precaches the offline page of each site and the shell assets it references.
// - Navigations go to the network; when the network fails, the site's offline page answers.
// - Hashed build assets (`{base}assets/…`, immutable) are served cache-first.
// - Nothing else is cached: no page (they may be personal), no POST, no /graphql, no logs, no media.
/* global swConfig */

const { baseUrl, cacheName, offlinePages, shell: shellFiles } = swConfig;

/** Same-origin shell URLs an HTML page references (scripts, stylesheets, module preloads, icons). */
function shellUrls(html) {
  const urls = new Set();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"[^>]*>/g)) {
    const tag = match[0];
    if (tag.startsWith('<link') && !/\brel="(?:stylesheet|modulepreload|icon)"/.test(tag)) continue;
    const url = new URL(match[1].replace(/&amp;/g, '&'), self.location.origin);
    if (url.origin === self.location.origin && url.pathname.startsWith(baseUrl)) {
      urls.add(url.pathname + url.search);
    }
  }
  return [...urls];
}

async function precache() {
  const cache = await caches.open(cacheName);
  const shell = new Set([`${baseUrl}favicon.svg`, ...shellFiles]);
  for (const page of offlinePages) {
    const response = await fetch(page, { cache: 'reload', credentials: 'omit' });
    if (!response.ok) throw new Error(`Cannot precache ${page}: HTTP ${response.status}`);
    const html = await response.clone().text();
    for (const url of shellUrls(html)) shell.add(url);
    await cache.put(page, response);
  }
  await Promise.all(
    [...shell].map(async (url) => {
      const response = await fetch(url, { credentials: 'omit' });
      if (response.ok) await cache.put(url, response);
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('truffe-') && name !== cacheName) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** The offline page of the site a path belongs to (`{base}en/…` is the English site). */
function offlinePageFor(pathname) {
  const inApp = pathname.slice(baseUrl.length);
  const english = inApp === 'en' || inApp.startsWith('en/');
  return offlinePages.find((page) => page.includes('/en/') === english) ?? offlinePages[0];
}

async function navigate(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(offlinePageFor(new URL(request.url).pathname), {
      cacheName,
    });
    if (cached) return cached;
    throw error;
  }
}

async function hashedAsset(request) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

async function networkThenShell(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(request, { cacheName });
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(baseUrl)) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request));
    return;
  }
  const inApp = url.pathname.slice(baseUrl.length);
  if (inApp.startsWith('assets/')) {
    event.respondWith(hashedAsset(request));
    return;
  }
  // Other shell files (the favicon; module URLs in development) stay fresh online, cached offline.
  if (/^(?:favicon\.svg|@|src\/|node_modules\/)/.test(inApp)) {
    event.respondWith(networkThenShell(request));
  }
});
