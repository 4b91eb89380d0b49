/**
 * The shop's maintenance state (spec §4 "Application modes"), shared by the page handler (503 + maintenance
 * page), the GraphQL server (`isMaintenance` of @truffe/graphql/server's `useMaintenanceFlag`: 503 with
 * '#503 Maintenance flag') and the operator's admin endpoint (server/platform/admin.ts) that switches it at
 * runtime. Starts from the MAINTENANCE=1 environment flag.
 *
 * The state lives in this process: with several processes behind a load balancer, an operator switches each
 * one (decision 0350).
 */
export interface MaintenanceState {
  /** Whether every page and GraphQL request is answered 503 now. */
  isMaintenance(): boolean;
  /** Switches maintenance on or off; returns the new state. */
  setMaintenance(enabled: boolean): boolean;
  /** When the state last changed (epoch ms), or null when it still is the start-up flag. */
  changedAt(): number | null;
}

export function createMaintenanceState(initial: boolean): MaintenanceState {
  let enabled = initial;
  let changedAt: number | null = null;
  return {
    isMaintenance: () => enabled,
    setMaintenance(next) {
      if (next !== enabled) changedAt = Date.now();
      enabled = next;
      return enabled;
    },
    changedAt: () => changedAt,
  };
}
