// JavaScript shipped on the product page (issue 8): gzip bytes of the scripts the page's HTML loads (script
// and modulepreload tags) plus the lazy route chunks of the page type (from the client manifest; the router
// loads them before hydration), against the "framework floor".
// Floor: no bench-only empty entry exists yet, so the floor reported is the shell's own JavaScript (client
// entry and its static imports: Vike + React + React Router + urql + the layout) — an upper bound of the
// true framework floor, which makes the ratio look better than it is. Said so in the report.
import { gzipSync } from 'node:zlib';

import { pageBundles } from '../lib/bundle.mjs';

async function htmlScripts(base, html) {
  const urls = new Set();
  for (const match of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g))
    urls.add(match[1]);
  const files = [...urls].filter((url) => url.startsWith('/'));
  let bytes = 0;
  for (const url of files) {
    const response = await fetch(`${base}${url}`);
    if (response.ok)
      bytes += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  }
  return { files, bytes };
}

export async function benchJs(context) {
  const { report, server, pages } = context;
  const bundles = pageBundles();
  const shell = bundles.shell;
  const product = bundles.product;
  const page = pages?.product;
  if (!page || page.missing || product.missing) {
    report.missing(
      'js',
      'product page JavaScript (gzip)',
      `product page not available yet (${page?.missing ?? product.missing})`,
      '≤ 85 KB and ≤ 1.3 × floor',
    );
    report.row({
      bench: 'js',
      figure: 'shell JavaScript (gzip), every page',
      value: shell.jsBytes / 1000,
      unit: 'KB',
      note: `${shell.js.length} files; CSS ${(shell.cssBytes / 1000).toFixed(1)} KB`,
    });
    return;
  }
  const fromHtml = server ? await htmlScripts(server.base, page.html) : { files: [], bytes: 0 };
  const total = Math.max(product.jsBytes, fromHtml.bytes);
  report.row({
    bench: 'js',
    figure: 'product page JavaScript (gzip)',
    value: total / 1000,
    unit: 'KB',
    target: '≤ 85 KB',
    met: total / 1000 <= 85,
    note: `manifest closure ${(product.jsBytes / 1000).toFixed(1)} KB in ${product.js.length} files; HTML tags ${(fromHtml.bytes / 1000).toFixed(1)} KB in ${fromHtml.files.length}`,
  });
  report.row({
    bench: 'js',
    figure: 'product page JavaScript vs framework floor',
    value: total / 1000,
    unit: 'KB',
    reference: "floor = the shell's own JS (no empty-page entry yet: an upper bound of the floor)",
    referenceValue: shell.jsBytes / 1000,
    target: '≤ 1.3',
    met: total / shell.jsBytes <= 1.3,
  });
}
