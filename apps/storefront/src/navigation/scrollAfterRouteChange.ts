function hashTarget(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    id = hash.slice(1);
  }
  return document.getElementById(id) ?? document.getElementsByName(id).item(0);
}

/**
 * Spec §2: after a route change the view scrolls to the top; if the URL has a hash whose target exists, that
 * element is scrolled into view and focused (made focusable for the occasion when it is not).
 */
export function scrollAfterRouteChange(hash: string): void {
  const target = hashTarget(hash);
  if (!target) {
    window.scrollTo(0, 0);
    return;
  }
  if (!target.hasAttribute('tabindex') && target.tabIndex < 0)
    target.setAttribute('tabindex', '-1');
  target.scrollIntoView();
  target.focus({ preventScroll: true });
}
