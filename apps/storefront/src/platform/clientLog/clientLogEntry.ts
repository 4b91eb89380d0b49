/**
 * One browser log entry as `POST {base}/client-log-handler` receives it (spec §7): `{ logs: ClientLogEntry[] }`.
 * Shared by the browser collector and the server's zod schema (server/platform/clientLog.ts).
 */
export type ClientLogEntry =
  | { context: string; level: 'error'; data: ClientErrorData }
  | { context: string; level: 'warn' | 'info' | 'debug'; data: Record<string, unknown> };

/** What an error entry carries (spec §7 "for errors: error, message, trace"). */
export interface ClientErrorData {
  /** The error's name, e.g. 'TypeError'. */
  error: string;
  message: string;
  /** The stack, when the browser gives one. */
  trace?: string;
}

/** Limits both sides agree on: the collector trims to them, the server refuses beyond them. */
export const clientLogLimits = {
  /** Entries per request. */
  maxEntries: 50,
  /** Bytes of JSON per request. */
  maxBodyBytes: 64 * 1024,
  maxContextLength: 200,
  maxErrorNameLength: 200,
  maxMessageLength: 2_000,
  maxTraceLength: 8_000,
} as const;

/** Spec §9: the collector sends every 10 s, when there is something to send. */
export const clientLogFlushMs = 10_000;

/** `client_id` query parameter: an opaque id the browser makes (src/platform/clientLog/clientId.ts). */
export const clientIdPattern = /^[A-Za-z0-9_-]{8,64}$/;
