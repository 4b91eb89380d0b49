import type { CombinedError } from '@urql/core';

/** The message the server puts in every GraphQL error while in maintenance (spec §4, §8). */
export const maintenanceMessage = '#503 Maintenance flag';

/** True when an error means the shop is in maintenance: HTTP 503, or the maintenance message. */
export function isMaintenanceError(error: CombinedError | undefined): boolean {
  if (!error) return false;
  if ((error.response as { status?: unknown } | undefined)?.status === 503) return true;
  return error.graphQLErrors.some((item) => item.message.includes(maintenanceMessage));
}
