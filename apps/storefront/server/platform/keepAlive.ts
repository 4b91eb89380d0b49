import { type Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open (ms). Longer than what sits in front of the shop keeps idle
 * (Varnish's `backend_idle_timeout` and most load balancers: 60 s), so that the proxy, not the shop, closes an idle
 * connection: with Node's default of 5 s, a proxy or client reusing a connection at the moment the shop closes
 * it gets a reset instead of an answer (seen in the e2e suite: `read ECONNRESET` on a request after 5 s idle).
 */
export const keepAliveTimeoutMs = 65_000;

/** Idle keep-alive connections outlive the proxy's; the headers deadline stays above it, as Node requires. */
export function keepConnectionsAlive<T extends Server>(server: T): T {
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.headersTimeout = keepAliveTimeoutMs + 1_000;
  return server;
}
