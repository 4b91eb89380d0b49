/**
 * The shop's maintenance state (spec §4 "Application modes"), shared by the page handler (503 + maintenance
 * page), the GraphQL server (`isMaintenance` of @truffe/graphql/server's `useMaintenanceFlag`: 503 with
 * '#503 Maintenance flag') and the operator's admin endpoint (server/platform/admin.ts) that switches it at
 * runtime. Starts from the MAINTENANCE=1 environment flag.
 *
 * With a store (`sharedMaintenanceState`) the switch is a row of the database that every process reads
 * (at most 1 s old, at once after a NOTIFY; decision 0890): switched on one process, it is on for all. Without
 * one (tests of the platform alone) it lives in this process (decision 0350).
 */
import type { SharedMaintenance } from '@truffe/commerce/platform';

export interface MaintenanceState {
  /** Whether every page and GraphQL request is answered 503 now. */
  isMaintenance(): boolean;
  /** Switches maintenance on or off (for every process when shared); resolves with the new state. */
  setMaintenance(enabled: boolean, changedBy?: string): boolean | Promise<boolean>;
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

/** The switch shared by every process of the store's database (@truffe/commerce/platform). */
export function sharedMaintenanceState(shared: SharedMaintenance): MaintenanceState {
  return {
    isMaintenance: () => shared.isMaintenance(),
    setMaintenance: (enabled, changedBy) => shared.setMaintenance(enabled, changedBy),
    changedAt: () => shared.changedAt(),
  };
}
