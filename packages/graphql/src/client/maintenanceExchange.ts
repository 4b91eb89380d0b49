import { mapExchange, type Exchange, type OperationResult } from '@urql/core';

import { isMaintenanceError } from './maintenance';

/** Options of {@link maintenanceExchange}. */
export interface MaintenanceExchangeOptions {
  /** Called for every result that says the shop is in maintenance; the app shows the maintenance page. */
  onMaintenance: (result: OperationResult) => void;
}

/**
 * Maintenance detection (spec §4): an HTTP 503 answer, or a GraphQL error whose message contains
 * '#503 Maintenance flag', switches the application to its maintenance mode at runtime.
 */
export function maintenanceExchange({ onMaintenance }: MaintenanceExchangeOptions): Exchange {
  return mapExchange({
    onResult(result) {
      if (isMaintenanceError(result.error)) onMaintenance(result);
    },
  });
}
