// https://vike.dev/onRenderHtml
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import { type PageContextServer } from 'vike/types';

import { scriptLoadingHtml } from '../platform/scriptLoader/deferredScripts';
import { injectFilter } from '../render/assetFilter';
import { renderApp } from '../render/renderApp.server';

export async function onRenderHtml(pageContext: PageContextServer) {
  const { pageConfig } = pageContext;
  const headers = new Headers();
  for (const [name, value] of Object.entries(pageContext.headersOriginal ?? {})) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const signal = pageContext.renderSignal;
  let render;
  try {
    render = await renderApp({
      urlOriginal: pageContext.urlOriginal,
      headers,
      pageConfig,
      loaderContext: pageContext.loaderContext,
      requestForm: pageContext.requestForm,
      signal,
      nonce: pageContext.cspNonce ?? undefined,
    });
  } catch (error) {
    // A render stopped by the server (its deadline, or nobody needs it): the server has answered already
    // (decision 0853); this document is never sent, and the stop is not a render error worth a stack.
    if (!signal?.aborted) throw error;
    return {
      documentHtml: escapeInject`<!DOCTYPE html><html><head><title>Stopped</title></head></html>`,
      pageContext: { appResponse: { status: 504 } },
    };
  }
  if (render.kind === 'redirect') {
    return {
      documentHtml: escapeInject`<!DOCTYPE html><html><head><title>Redirect</title></head></html>`,
      pageContext: { appResponse: { status: render.status, location: render.location } },
    };
  }
  // H9c: script loading (decision 0810) — `head`: the consent banner's inline mark; `end`: Vike's end-of-body
  // tags wait in a template, and a loader starts the app after the page has painted or at the first interaction.
  const scripts = scriptLoadingHtml(pageContext.cspNonce ?? undefined, {
    waitForPaint: !pageConfig.flags.ssrFallback,
    preloads: render.routeFiles,
  });
  const scriptsHead = dangerouslySkipEscape(scripts.head);
  const scriptsEnd = dangerouslySkipEscape(scripts.end);
  // H9c: end of script loading
  // A body rendered whole goes round Vike (decision 0925): Vike finishes a document with the marker in its
  // place, and the server puts the body there. Vike copies and searches the whole document several times to
  // add its tags, and the body is ~95 % of it. A streamed body (deferred data still pending) goes through Vike.
  const spliced = typeof render.body === 'string' && pageContext.bodyMarker !== undefined;
  const body = spliced
    ? dangerouslySkipEscape(pageContext.bodyMarker!)
    : typeof render.body === 'string'
      ? dangerouslySkipEscape(render.body)
      : render.body;
  return {
    documentHtml: escapeInject`<!DOCTYPE html>
<html lang="${render.lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${render.title}</title>
    <link rel="icon" type="image/svg+xml" href="${pageConfig.baseUrl}favicon.svg">
    ${dangerouslySkipEscape(render.headHtml)}
    ${scriptsHead}
  </head>
  <body>
    <div id="root">${body}</div>
    ${scriptsEnd}
  </body>
</html>`,
    pageContext: {
      appResponse: { status: render.status, cachePolicy: render.cachePolicy },
      bodyHtml: spliced ? (render.body as string) : undefined,
    },
    // Only the Latin font subset is preloaded (decision 0803).
    injectFilter,
  };
}
