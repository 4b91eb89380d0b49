// https://vike.dev/onRenderHtml
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import { type PageContextServer } from 'vike/types';

import { injectFilter } from '../render/assetFilter';
import { renderApp } from '../render/renderApp.server';

export async function onRenderHtml(pageContext: PageContextServer) {
  const { pageConfig } = pageContext;
  const headers = new Headers();
  for (const [name, value] of Object.entries(pageContext.headersOriginal ?? {})) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const render = await renderApp({
    urlOriginal: pageContext.urlOriginal,
    headers,
    pageConfig,
    loaderContext: pageContext.loaderContext,
    requestForm: pageContext.requestForm,
    nonce: pageContext.cspNonce ?? undefined,
  });
  if (render.kind === 'redirect') {
    return {
      documentHtml: escapeInject`<!DOCTYPE html><html><head><title>Redirect</title></head></html>`,
      pageContext: { appResponse: { status: render.status, location: render.location } },
    };
  }
  const body = typeof render.body === 'string' ? dangerouslySkipEscape(render.body) : render.body;
  return {
    documentHtml: escapeInject`<!DOCTYPE html>
<html lang="${render.lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${render.title}</title>
    <link rel="icon" type="image/svg+xml" href="${pageConfig.baseUrl}favicon.svg">
    ${dangerouslySkipEscape(render.headHtml)}
  </head>
  <body>
    <div id="root">${body}</div>
  </body>
</html>`,
    pageContext: { appResponse: { status: render.status, personal: render.personal } },
    // Only the Latin font subset is preloaded (decision 0803).
    injectFilter,
  };
}
