import { type HeadInput, type PageHead } from './pageHead';

/** A route's head function: what its page puts in the document's `<head>`. */
export type HeadFunction<Data = unknown> = (input: HeadInput<Data>) => PageHead | null;

/**
 * Route `handle` of a screen that sets its head: `handle: headHandle((input) => …)`, or
 * `lazyHeadHandle(() => import(…))` for a head whose code the browser loads only when it needs it.
 */
export interface HeadHandle<Data = unknown> {
  /** The head function; on a lazy head, set once {@link loadHead} has loaded it. */
  head?: HeadFunction<Data>;
  /** Loads the head function of a lazy head (decision 0906). */
  loadHead?: () => Promise<HeadFunction<Data>>;
  /** The head does not read the route's data: it applies even to a route without a loader. */
  withoutData?: boolean;
  /**
   * The page's entity route (`/product/SKU`, the same path on every site) when its friendly URL differs per
   * site: its head's `hreflang` alternates point there, and so does the language switch, which needs it
   * without the head's code (decision 0906).
   */
  entityPath?: (data: Data) => string | undefined;
}

export function headHandle<Data>(
  head: HeadFunction<Data>,
  options: { withoutData?: boolean; entityPath?: (data: Data) => string | undefined } = {},
): HeadHandle {
  return { head: head as HeadFunction, ...(options as Omit<HeadHandle, 'head'>) };
}

/**
 * A head whose code is loaded when it is needed (decision 0906): in the browser the first page's head is the
 * one the server wrote, so a route's head function (its JSON-LD and Open Graph builders) is only needed after
 * a client navigation. The route's loader loads it with its data ({@link withHead}), on the server and in a
 * client navigation, so the server's head and the browser's DocumentHead find it.
 */
export function lazyHeadHandle<Data>(
  load: () => Promise<HeadFunction<Data>>,
  options: { entityPath?: (data: Data) => string | undefined } = {},
): HeadHandle {
  return {
    loadHead: load as () => Promise<HeadFunction>,
    ...(options as Omit<HeadHandle, 'head'>),
  };
}

/** Loads a lazy head's function into its handle (nothing to do for a head that has one). */
export async function loadHead(handle: HeadHandle): Promise<void> {
  if (handle.head || !handle.loadHead) return;
  handle.head = await handle.loadHead();
}

/**
 * A loader's data once the route's lazy head is loaded too (`handle` is the route's own `handle` object, which
 * receives the function).
 */
export async function withHead<T>(handle: HeadHandle, data: Promise<T>): Promise<T> {
  const [result] = await Promise.all([data, loadHead(handle)]);
  return result;
}

interface MatchLike {
  data: unknown;
  handle?: unknown;
}

/**
 * The entity route of a page: that of the route whose head decides the page's (the deepest with a head and
 * loader data, or a head that needs none, as `pageHeadOf` chooses), when it has one.
 */
export function pageEntityPath(matches: readonly MatchLike[]): string | undefined {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as HeadHandle | undefined;
    if (typeof handle?.head !== 'function' && typeof handle?.loadHead !== 'function') continue;
    if ((match.data === undefined || match.data === null) && handle.withoutData !== true) continue;
    return handle.entityPath?.(match.data);
  }
  return undefined;
}
