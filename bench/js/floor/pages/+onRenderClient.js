// Browser start of the floor page: hydrate a browser router under urql's provider, like the storefront.
import { createElement, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { cacheExchange, Client, fetchExchange, Provider } from 'urql';

import { clientOptions, routes } from '../routes.js';

export function onRenderClient() {
  const client = new Client({ ...clientOptions, exchanges: [cacheExchange, fetchExchange] });
  const router = createBrowserRouter(routes);
  hydrateRoot(
    document.getElementById('root'),
    createElement(
      StrictMode,
      null,
      createElement(Provider, { value: client }, createElement(RouterProvider, { router })),
    ),
  );
}
