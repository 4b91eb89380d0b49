/** What a deferred value becomes in the serialized hydration data. */
export interface DeferredMarker {
  $deferred: string;
}

export function isDeferredMarker(value: unknown): value is DeferredMarker {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<DeferredMarker>).$deferred === 'string'
  );
}

/** The id of the element carrying a deferred value in the page. */
export function deferredCarrierId(id: string): string {
  return `deferred-data:${id}`;
}

/**
 * Marks a loader's non-critical promise (ARCHITECTURE.md "Rendering and routing": critical data awaited,
 * the rest deferred and streamed). The loader returns it un-awaited; `<DeferredData id>` renders it when it
 * settles. In the hydration data it serializes as `{ $deferred: id }`: the value itself reaches the page
 * once, inside the streamed HTML (see DeferredData.tsx), and the browser reads it from there.
 */
export function deferData<T>(id: string, promise: Promise<T>): Promise<T> {
  // A rejection is rendered by <DeferredData>'s error element; never an unhandled rejection on the server.
  promise.catch(() => {});
  return Object.assign(promise, { toJSON: (): DeferredMarker => ({ $deferred: id }) });
}
