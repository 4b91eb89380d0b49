import type { Plugin } from 'graphql-yoga';

import { maintenanceMessage } from '../client/maintenance';

/** Options of {@link useMaintenanceFlag}. */
export interface MaintenanceFlagOptions {
  /** Whether the shop is in maintenance now; asked on every request (an operator toggles it). */
  isMaintenance: () => boolean | Promise<boolean>;
  /** Seconds in the `Retry-After` header (spec §9: maintenance refresh 5 s). @defaultValue 5 */
  retryAfterSeconds?: number;
}

/**
 * Maintenance mode (spec §4, §8): while the flag is on, every GraphQL request is answered HTTP 503 with
 * the error '#503 Maintenance flag', before any parsing or database access. A batch gets ONE
 * request-level answer (the client applies it to each operation of the batch).
 */
export function useMaintenanceFlag(options: MaintenanceFlagOptions): Plugin {
  const retryAfter = String(options.retryAfterSeconds ?? 5);
  return {
    async onRequest({ endResponse, fetchAPI }) {
      if (!(await options.isMaintenance())) return;
      const body = JSON.stringify({
        errors: [{ message: maintenanceMessage, extensions: { code: 'MAINTENANCE' } }],
      });
      endResponse(
        new fetchAPI.Response(body, {
          status: 503,
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'cache-control': 'no-store',
            'retry-after': retryAfter,
          },
        }),
      );
    },
  };
}
