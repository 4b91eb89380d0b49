/** State shared by every process of the database (decision 0890): the maintenance switch, purges, rate limits. */
export {
  maintenanceChannel,
  openSharedMaintenance,
  type SharedMaintenance,
  type SharedMaintenanceOptions,
} from './maintenance';
export {
  openPurgeBroadcast,
  type Purge,
  type PurgeBroadcast,
  type PurgeBroadcastOptions,
  purgeChannel,
} from './purges';
export {
  type BusinessRateLimits,
  businessRateLimitsFromEnv,
  hitRateLimit,
  type RateLimitDecision,
  type RateLimitRule,
  rateLimitedCode,
} from './rateLimits';
export {
  maxUnitsPerOrder,
  type UnpaidHoldPolicy,
  unpaidHoldPolicyFromEnv,
} from '../catalog/unpaidHold';
export type { Notifications } from '../db/notifications';
