import { unpackJson } from '../../render/hydrationData';
import { deferredCarrierId, isDeferredMarker } from './deferData';
import { type DeferredPayload } from './DeferredData';

/** The deferred value the server streamed into the page, as a promise (waits for it while streaming). */
export function readDeferredValue(id: string, doc: Document = document): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const read = (): boolean => {
      const carrier = doc.getElementById(deferredCarrierId(id));
      if (!carrier) return false;
      try {
        const payload = unpackJson(
          JSON.parse(carrier.textContent ?? '') as Record<string, unknown>,
        ) as DeferredPayload<unknown>;
        if ('value' in payload) resolve(payload.value);
        else reject(new Error(`Deferred data "${id}" failed on the server`));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
      return true;
    };
    if (read()) return;
    const observer = new MutationObserver(() => {
      if (read()) observer.disconnect();
    });
    observer.observe(doc, { childList: true, subtree: true });
    const giveUp = () => {
      observer.disconnect();
      if (!read()) reject(new Error(`Deferred data "${id}" is missing from the page`));
    };
    if (doc.readyState === 'complete') giveUp();
    else doc.defaultView?.addEventListener('load', giveUp, { once: true });
  });
}

interface HydrationData {
  loaderData?: Record<string, unknown>;
}

/**
 * Replaces the `{ $deferred: id }` markers of React Router's hydration data with promises of the values the
 * server streamed into the page, before the browser router is created (so hydration renders the same
 * `<DeferredData>` content without a request).
 */
export function reviveDeferredData(hydrationData: HydrationData | undefined, doc?: Document): void {
  for (const routeData of Object.values(hydrationData?.loaderData ?? {})) {
    if (typeof routeData !== 'object' || routeData === null) continue;
    const record = routeData as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (isDeferredMarker(value)) {
        const promise = readDeferredValue(value.$deferred, doc);
        promise.catch(() => {});
        record[key] = promise;
      }
    }
  }
}
