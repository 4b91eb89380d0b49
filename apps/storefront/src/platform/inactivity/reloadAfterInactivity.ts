/**
 * Spec §4: a shopper who leaves the tab hidden and comes back after more than `timeoutMs` gets a full page
 * reload (prices, stock and the session may have changed meanwhile). Returns a function that stops watching.
 */
export function reloadAfterInactivity(
  timeoutMs: number,
  { now = () => Date.now(), reload = () => window.location.reload() } = {},
): () => void {
  let hiddenAt: number | null = document.visibilityState === 'hidden' ? now() : null;
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') {
      hiddenAt = now();
      return;
    }
    if (hiddenAt !== null && now() - hiddenAt > timeoutMs) reload();
    hiddenAt = null;
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => document.removeEventListener('visibilitychange', onVisibilityChange);
}
