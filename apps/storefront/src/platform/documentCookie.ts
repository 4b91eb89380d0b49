/** What `document.cookie` read in the current turn of the event loop; cleared by a microtask. */
let current: string | undefined;

/**
 * `document.cookie`, read once per turn of the event loop. Each read of `document.cookie` asks the browser's
 * cookie store (an inter-process call in Chrome): a category page's 24 wishlist hearts read it in their
 * effects, all in one task of the hydration, 31 ms of a phone's main thread in a Lighthouse trace (decision
 * 0912). Reads in one task (one commit's effects, one render's snapshots) share the first; the next task
 * reads again, so a cookie set since is seen. Not for code that writes a cookie and reads it back at once.
 */
export function documentCookie(): string {
  if (current === undefined) {
    current = document.cookie;
    queueMicrotask(() => {
      current = undefined;
    });
  }
  return current;
}
