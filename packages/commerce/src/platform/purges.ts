/**
 * Cache purges broadcast to every process of the database (issue 19 item 1, decision 0890). A purge decided in
 * one process (an order took stock, the operator purged, the back office approved a review) is applied there at
 * once and published with NOTIFY; every other process receives it within milliseconds and applies it to its own
 * caches (the HTML cache of each storefront process, the footer's CMS block rows). The shared cache in front
 * (Varnish, a CDN) is purged once, by the process that decided — not by every receiver.
 *
 * LISTEN/NOTIFY rather than a polled purge table: nothing to poll or clean up, delivery in milliseconds on
 * the PostgreSQL server, and PGlite (one process) delivers to itself the same way. What NOTIFY does not give —
 * delivery to a process whose listening connection was down — is covered by purging everything on reconnection
 * (db/notifications.ts): a cache may always be emptied, never left stale.
 */
import { randomUUID } from 'node:crypto';

import type { Database } from '../db/database';
import { maxNotificationBytes, type Notifications } from '../db/notifications';
import { clearCmsBlockCache } from '../resolvers/content';

/** The NOTIFY channel of purges. */
export const purgeChannel = 'truffe_purge';

/** A purge: some Cache-Tag values, or everything; `content` also drops the CMS block rows kept in memory. */
export type Purge = { tags: string[]; content?: boolean } | { all: true };

interface PurgeMessage {
  /** The process that decided (it applied the purge itself). */
  o: string;
  t?: string[];
  a?: true;
  c?: true;
}

export interface PurgeBroadcast {
  /** This process's id in the messages. */
  readonly origin: string;
  /** Sends `purge` to every other process (call after applying it here). Large tag lists are split. */
  publish(purge: Purge): Promise<void>;
  close(): Promise<void>;
}

export interface PurgeBroadcastOptions {
  db: Database;
  notifications: Notifications;
  /**
   * Applies a purge received from another process (or `{ all: true }` after the listening connection came
   * back: purges may have been missed) to this process's caches.
   */
  onPurge(purge: Purge): void;
}

/** The messages of `purge`, each under NOTIFY's payload limit. */
export function purgeMessages(origin: string, purge: Purge): string[] {
  if ('all' in purge) return [JSON.stringify({ o: origin, a: true } satisfies PurgeMessage)];
  const messages: string[] = [];
  const base = { o: origin, ...(purge.content ? { c: true as const } : {}) };
  let batch: string[] = [];
  let size = JSON.stringify({ ...base, t: [] }).length;
  for (const tag of new Set(purge.tags)) {
    const cost = Buffer.byteLength(JSON.stringify(tag)) + 1;
    if (batch.length > 0 && size + cost > maxNotificationBytes) {
      messages.push(JSON.stringify({ ...base, t: batch } satisfies PurgeMessage));
      batch = [];
      size = JSON.stringify({ ...base, t: [] }).length;
    }
    batch.push(tag);
    size += cost;
  }
  if (batch.length > 0 || purge.content)
    messages.push(JSON.stringify({ ...base, t: batch } satisfies PurgeMessage));
  return messages;
}

function parseMessage(payload: string): PurgeMessage | null {
  try {
    const value = JSON.parse(payload) as PurgeMessage;
    if (typeof value?.o !== 'string') return null;
    if (value.t && !(Array.isArray(value.t) && value.t.every((tag) => typeof tag === 'string')))
      return null;
    return value;
  } catch {
    return null;
  }
}

/** Listens for the other processes' purges; see the module comment. */
export async function openPurgeBroadcast(options: PurgeBroadcastOptions): Promise<PurgeBroadcast> {
  const { db, notifications, onPurge } = options;
  const origin = randomUUID();
  const apply = (purge: Purge) => {
    if ('all' in purge || purge.content) clearCmsBlockCache(db);
    onPurge(purge);
  };
  const unlisten = await notifications.listen(purgeChannel, (payload) => {
    if (payload === null) return apply({ all: true });
    const message = parseMessage(payload);
    if (!message || message.o === origin) return;
    apply(message.a ? { all: true } : { tags: message.t ?? [], content: message.c === true });
  });
  return {
    origin,
    async publish(purge) {
      if ('all' in purge || purge.content) clearCmsBlockCache(db);
      for (const message of purgeMessages(origin, purge))
        await notifications.notify(purgeChannel, message);
    },
    close: () => unlisten(),
  };
}
