/**
 * Screens of the test-only routes (`__test/…` in routes.tsx), mounted when the page config's `testRoutes` flag
 * is on (any start with NODE_ENV other than production, or TRUFFE_TEST_ROUTES=1): they let the end-to-end and
 * integration tests reach behaviours no real screen triggers on purpose.
 */

/** The message of the forced render failure, asserted by the tests. */
export const forcedRenderFailureMessage = 'Forced render failure (test route)';

/** Throws while rendering: the render-failure path of spec §8 (HTTP 500, 'An error occured.'). */
export function RenderFailure(): never {
  throw new Error(forcedRenderFailureMessage);
}

/** A trivial screen inside the standalone layout. */
export function StandaloneProbe() {
  return <h1>Standalone layout</h1>;
}

/** The message of the test loader failure: internal, it must not reach a production page. */
export const internalLoaderFailureMessage = 'relation "internal_table" does not exist (test route)';

/** A loader that fails the way a database error would. */
export function failingLoader(): never {
  throw new Error(internalLoaderFailureMessage);
}
