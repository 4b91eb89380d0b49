import { type LoaderFunctionArgs, useLoaderData } from 'react-router';

import { cacheHandle, sharedPage } from '../data/cachePolicy';
import { DeferredData } from '../data/deferred/DeferredData';
import { deferData } from '../data/deferred/deferData';

/** Header of a test request asking the slow probe's loader to wait (milliseconds, or `forever`). */
export const slowProbeHeader = 'x-test-delay';

/**
 * Header of a test request asking for deferred data that settles after so many milliseconds: the page's
 * shell is ready before it, so the server streams the rest (server/streamedRender.test.ts).
 */
export const slowProbeDeferredHeader = 'x-test-deferred-delay';

/**
 * Test-only route `__test/slow` (decision 0853): a loader that waits as long as the request's
 * `x-test-delay` header says — `forever` never settles and ignores the abort signal, like a stuck query —
 * so that tests can show the render deadline and the HTML cache's coalescing. Without the header it answers
 * at once. The header is not part of the HTML cache key: waiters of one key may or may not send it.
 */
export async function slowProbeLoader({ request }: LoaderFunctionArgs) {
  const delay = request.headers.get(slowProbeHeader);
  if (delay === 'forever') await new Promise<never>(() => undefined);
  const ms = Number(delay);
  if (Number.isFinite(ms) && ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
  const deferredDelay = Number(request.headers.get(slowProbeDeferredHeader) ?? Number.NaN);
  const later = Number.isFinite(deferredDelay)
    ? deferData(
        'slow-probe',
        new Promise<string>((resolve) =>
          setTimeout(() => resolve(`after ${deferredDelay} ms`), Math.max(0, deferredDelay)),
        ),
      )
    : undefined;
  return { waited: delay ?? 'no', later };
}

export function SlowProbe() {
  const { waited, later } = useLoaderData<typeof slowProbeLoader>();
  return (
    <>
      <p data-testid="slow-probe">{`Slow probe (waited: ${waited})`}</p>
      {later ? (
        <DeferredData
          id="slow-probe"
          resolve={later}
          fallback={<p data-testid="slow-probe-pending">Slow probe: deferred data pending</p>}
        >
          {(value) => <p data-testid="slow-probe-later">{`Slow probe: deferred data ${value}`}</p>}
        </DeferredData>
      ) : null}
    </>
  );
}

/** Shared, like a catalogue page: the HTML cache's coalescing is what its tests exercise. */
export const handle = cacheHandle(sharedPage());

export { SlowProbe as Component, slowProbeLoader as loader };
