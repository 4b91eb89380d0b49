import { type AddressInfo } from 'node:net';

import { openStore, type Store } from '@truffe/commerce/store';

import { createApp, type CreateAppOptions } from '../server/app';

let sharedStore: Promise<Store> | undefined;

/**
 * One seeded in-memory store per test file, for servers given no context of their own: pages read their
 * content (home, CMS pages, the no-route page) from it.
 */
function testStore(): Promise<Store> {
  sharedStore ??= openStore({ log: () => {} });
  return sharedStore;
}

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the real storefront server in-process on a free port. `mode` picks the Vite dev middleware or the
 * production build (dist/, from `pnpm build`).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: Omit<CreateAppOptions, 'env'> = {},
): Promise<TestServer> {
  const store = options.createContext || options.resolvers ? null : await testStore();
  const { app, close } = await createApp({
    hmr: false,
    ...(store ? { createContext: (locale, request) => store.createContext(locale, request) } : {}),
    ...options,
    env: { ...process.env, PORT: '0', ...env },
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await close();
    },
  };
}
