import { type Client } from '@urql/core';

/**
 * What the server hands to route loaders and actions (React Router `requestContext`), one per page request
 * (built by the page handler of server/app.ts).
 */
export interface ServerLoaderContext {
  /**
   * The request's urql client (@truffe/graphql/client/server): executes against the in-process schema
   * with yoga's plugins, no HTTP hop; it collects the content metadata and cache hints of what the page
   * shows.
   */
  client: Client;
  /**
   * The request presents a customer session cookie (server/viewer.ts `signedIn`): its page is personal, never
   * cached, so it may show what only signed-in customers see. @defaultValue false
   */
  signedIn?: boolean;
  /** The request's Server-Timing recorder (server/platform/timing.ts): loaders add what they measure. */
  timing?: { measure<T>(name: string, work: () => Promise<T>): Promise<T> };
}

export function isServerLoaderContext(value: unknown): value is ServerLoaderContext {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<ServerLoaderContext>).client?.query === 'function'
  );
}
