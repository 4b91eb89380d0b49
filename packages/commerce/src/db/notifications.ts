/**
 * PostgreSQL's LISTEN/NOTIFY for the state every process must agree on (decision 0890): cache purges, the
 * maintenance switch, CMS block edits. On a server, one dedicated connection per process listens (a pooled one
 * would be handed to other work); it reconnects after an error and then tells every handler `null` — messages
 * sent while it was away are lost, so a handler treats `null` as "anything may have changed" (purge all, read
 * the switch again). On PGlite (one process) the engine delivers its own notifications in-process.
 *
 * NOTIFY is sent after the sender's commit (outside transactions here), its payload is at most 8000 bytes
 * (callers split longer ones), and a process receives its own notifications too (handlers skip their own by an
 * origin id when they already acted locally).
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** A payload, or `null` after a reconnection (messages may have been missed). */
export type NotificationHandler = (payload: string | null) => void;

export interface Notifications {
  /** Calls `handler` for every notification on `channel`; resolves once listening, with the unsubscribe. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  /** Sends `payload` (≤ 8000 bytes) to every listener of `channel`, in every process. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** Longest NOTIFY payload PostgreSQL accepts (bytes, exclusive). */
export const maxNotificationBytes = 7_999;

function checkChannel(channel: string) {
  // Channels are identifiers written into LISTEN statements: our own constants, never input.
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Bad channel name "${channel}"`);
}

type Handlers = Map<string, Set<NotificationHandler>>;

function dispatch(handlers: Handlers, channel: string, payload: string | null) {
  for (const handler of handlers.get(channel) ?? []) {
    try {
      handler(payload);
    } catch (error) {
      console.error(`[commerce] notification handler of ${channel} failed`, error);
    }
  }
}

/** Notifications of the embedded engine (one process: its own notifications come back to it). */
export function pgliteNotifications(client: PGlite): Notifications {
  const handlers: Handlers = new Map();
  const unlisteners = new Map<string, () => Promise<void>>();
  return {
    async listen(channel, handler) {
      checkChannel(channel);
      let set = handlers.get(channel);
      if (!set) {
        handlers.set(channel, (set = new Set()));
        unlisteners.set(
          channel,
          await client.listen(channel, (payload) => dispatch(handlers, channel, payload)),
        );
      }
      set.add(handler);
      return async () => void set.delete(handler);
    },
    async notify(channel, payload) {
      checkChannel(channel);
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      handlers.clear();
      if (client.closed) return;
      for (const unlisten of unlisteners.values()) await unlisten().catch(() => undefined);
    },
  };
}

/**
 * Notifications over a PostgreSQL server: `notify` through the pool, one dedicated listening connection
 * opened on the first `listen`, reconnected with a growing delay (≤ 5 s) after an error.
 */
export function serverNotifications(pool: pg.Pool, connectionString: string): Notifications {
  const handlers: Handlers = new Map();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retryMs = 250;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) =>
      dispatch(handlers, message.channel, message.payload ?? ''),
    );
    // An error or an end (the server restarted, a proxy cut the connection): listen again, once per connection.
    let lost = false;
    const onLost = (reason: string) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      if (closed) return;
      console.error('[commerce] notification connection lost', reason);
      void next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', (error) => onLost(error.message));
    next.on('end', () => onLost('ended'));
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`);
    return next;
  }

  function ensure(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().then(
      (connected) => {
        connecting = null;
        if (closed) {
          void connected.end().catch(() => undefined);
          throw new Error('notifications closed');
        }
        client = connected;
        retryMs = 250;
        return connected;
      },
      (error: unknown) => {
        connecting = null;
        throw error;
      },
    );
    return connecting;
  }

  function scheduleReconnect() {
    if (closed) return;
    const delay = retryMs;
    retryMs = Math.min(retryMs * 2, 5_000);
    setTimeout(() => {
      ensure().then(
        // Whatever was sent while the connection was down is lost: every handler reads its state again.
        () => {
          for (const channel of handlers.keys()) dispatch(handlers, channel, null);
        },
        () => scheduleReconnect(),
      );
    }, delay).unref();
  }

  return {
    async listen(channel, handler) {
      checkChannel(channel);
      let set = handlers.get(channel);
      const fresh = !set;
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(handler);
      const listening = await ensure();
      // A new connection LISTENs to every known channel itself; an existing one learns the new channel.
      if (fresh && listening === client) await listening.query(`LISTEN ${channel}`);
      return async () => void set.delete(handler);
    },
    async notify(channel, payload) {
      checkChannel(channel);
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      handlers.clear();
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
