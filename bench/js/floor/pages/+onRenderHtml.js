// Server render of the floor page: React Router's static handler and React's stream, like the storefront.
import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { cacheExchange, Client, fetchExchange, Provider } from 'urql';
import { escapeInject } from 'vike/server';

import { clientOptions, routes } from '../routes.js';

export async function onRenderHtml(pageContext) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pageContext.urlOriginal, 'http://x')));
  const client = new Client({ ...clientOptions, exchanges: [cacheExchange, fetchExchange] });
  const body = await renderToReadableStream(
    createElement(
      Provider,
      { value: client },
      createElement(StaticRouterProvider, {
        router: createStaticRouter(handler.dataRoutes, context),
        context,
      }),
    ),
  );
  return escapeInject`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Floor</title></head><body><div id="root">${body}</div></body></html>`;
}
