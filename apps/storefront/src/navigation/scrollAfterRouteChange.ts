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

/**
 * Issue 20 item 6 (WCAG 2.4.3, 4.1.3): after a client-side navigation to another page, focus goes to the new
 * page's main heading (made focusable for the occasion, without a visible ring), so that a keyboard user
 * continues from the top of the new content and a screen reader reads where they are. Returns false when the
 * page has no heading yet.
 */
export function focusPageHeading(): boolean {
  const heading =
    document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}
