import { type AddressInfo } from 'node:net';

import type { Store } from '@truffe/commerce/store';

import { createApp, type CreateAppOptions, type StorefrontApp } from '../server/app';
import { openTestStore } from './testStore';

let sharedStore: Promise<Store> | undefined;
let sharedStoreUsers = 0;

/**
 * One store per test file, shared by its servers given no context of their own: pages read their content (home,
 * CMS pages, the no-route page) and catalogue from it. A copy of the run's seeded store (test/globalSetup.ts),
 * closed and removed when the file's last server closes.
 */
async function acquireStore(): Promise<Store> {
  sharedStoreUsers += 1;
  sharedStore ??= openTestStore();
  try {
    return await sharedStore;
  } catch (error) {
    await releaseStore();
    throw error;
  }
}

async function releaseStore(): Promise<void> {
  sharedStoreUsers -= 1;
  if (sharedStoreUsers > 0 || !sharedStore) return;
  const opened = sharedStore;
  sharedStore = undefined;
  await opened.then(
    (store) => store.close(),
    () => undefined,
  );
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
  const store = options.createContext || options.resolvers ? null : await acquireStore();
  const release = () => (store ? releaseStore() : Promise.resolve());
  let started: StorefrontApp | undefined;
  try {
    started = await createApp({
      hmr: false,
      ...(store
        ? {
            createContext: (locale, request) => store.createContext(locale, request),
            readiness: () => store.ping(),
          }
        : {}),
      ...options,
      env: {
        ...process.env,
        PORT: '0',
        // A development server compiles each module on its first use: on a loaded machine the first render of a
        // page can pass the production render deadline (10 s) and answer a 504 no test asked for. Tests of the
        // deadline set their own.
        ...(env.NODE_ENV === 'development' ? { PAGE_RENDER_TIMEOUT_MS: '60000' } : {}),
        ...env,
      },
    });
    const { app, close } = started;
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
        await close().finally(release);
      },
    };
  } catch (error) {
    await started?.close();
    await release();
    throw error;
  }
}
