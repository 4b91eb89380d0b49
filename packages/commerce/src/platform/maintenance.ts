/**
 * The maintenance switch shared by every process of the database (decision 0890, replacing 0350's per-process
 * state): a `shared_setting` row. Readers are synchronous (every request asks), so each process keeps the last
 * value it read and reads the row again when that value is older than `ttlMs` (1 s) — in the background, the
 * request goes on with the value it has. A change is also announced with NOTIFY, so the other processes read
 * the row at once instead of within the second; a lost listening connection leaves the 1 s reading.
 */
import { sql } from 'drizzle-orm';

import { selectRows, type Database } from '../db/database';
import type { Notifications } from '../db/notifications';

/** The NOTIFY channel of switch changes (the payload is empty: listeners read the row). */
export const maintenanceChannel = 'truffe_maintenance';
const settingKey = 'maintenance';

export interface SharedMaintenance {
  /** The last value read (at most `ttlMs` old, or a notification later). */
  isMaintenance(): boolean;
  /** When the switch last changed (epoch ms), or null when it never changed. */
  changedAt(): number | null;
  /** Writes the switch for every process and announces it; resolves with the new state. */
  setMaintenance(enabled: boolean, changedBy?: string): Promise<boolean>;
  /** Reads the row now (tests, and after a notification). */
  refresh(): Promise<boolean>;
  close(): Promise<void>;
}

export interface SharedMaintenanceOptions {
  db: Database;
  notifications: Notifications;
  /** `MAINTENANCE=1` at start: the process switches maintenance on for everyone (as the operator would). */
  startInMaintenance?: boolean;
  /** How old the value a reader gets may be. @defaultValue 1000 */
  ttlMs?: number;
  /** @defaultValue Date.now */
  now?: () => number;
}

interface SettingRow {
  enabled: boolean | null;
  updatedAt: string | Date;
}

async function readSwitch(db: Database): Promise<{ enabled: boolean; changedAt: number | null }> {
  const [row] = await selectRows<SettingRow>(
    db,
    sql`SELECT (value ->> 'enabled')::boolean AS enabled, updated_at AS "updatedAt"
      FROM shared_setting WHERE key = ${settingKey}`,
  );
  return row
    ? { enabled: row.enabled === true, changedAt: new Date(row.updatedAt).getTime() }
    : { enabled: false, changedAt: null };
}

/** Opens the shared switch: reads it once (after writing the start flag), then listens for changes. */
export async function openSharedMaintenance(
  options: SharedMaintenanceOptions,
): Promise<SharedMaintenance> {
  const { db, notifications, ttlMs = 1000, now = Date.now } = options;
  let state = { enabled: false, changedAt: null as number | null };
  let readAt = 0;
  let reading: Promise<boolean> | null = null;

  function refresh(): Promise<boolean> {
    reading ??= readSwitch(db)
      .then((read) => {
        state = read;
        readAt = now();
        return state.enabled;
      })
      // The database is away: keep the last value (a page that cannot reach it will say so itself).
      .catch(() => state.enabled)
      .finally(() => (reading = null));
    return reading;
  }

  async function write(enabled: boolean, changedBy: string | null) {
    await db.execute(
      sql`INSERT INTO shared_setting (key, value, changed_by, updated_at)
        VALUES (${settingKey}, ${JSON.stringify({ enabled })}::jsonb, ${changedBy}, now())
        ON CONFLICT (key) DO UPDATE SET value = excluded.value, changed_by = excluded.changed_by,
          updated_at = CASE WHEN shared_setting.value = excluded.value THEN shared_setting.updated_at
            ELSE excluded.updated_at END`,
    );
    await notifications
      .notify(maintenanceChannel, '')
      .catch((error: unknown) => console.warn('[platform] maintenance NOTIFY failed', error));
  }

  if (options.startInMaintenance) await write(true, 'MAINTENANCE=1 at start');
  await refresh();
  const unlisten = await notifications.listen(maintenanceChannel, () => void refresh());

  return {
    isMaintenance() {
      if (now() - readAt >= ttlMs) void refresh();
      return state.enabled;
    },
    changedAt: () => state.changedAt,
    async setMaintenance(enabled, changedBy) {
      await write(enabled, changedBy ?? null);
      return refresh();
    },
    refresh,
    close: () => unlisten(),
  };
}
