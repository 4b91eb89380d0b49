import { type AddressInfo } from 'node:net';

import type express from 'express';

/** An Express app listening on a free port of 127.0.0.1: its base URL and how to close it. */
export async function listen(app: express.Express) {
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
