/** Redirect statuses a Redirect entity may ask for; anything else is answered as a temporary redirect. */
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

export interface RedirectTarget {
  /** Where the browser goes: an absolute URL (external) or a path of the app, site prefix included. */
  location: string;
  external: boolean;
  status: number;
}

/**
 * Spec §2 Redirect entity: `redirectTo` is external when it starts with http or https; otherwise it is a
 * path of the site, with a leading slash added when missing (and never a `//host` address). The status
 * comes from `redirectType`.
 */
export function redirectTarget(
  redirectTo: string,
  redirectType: number,
  /** The site's path prefix ('' or '/en'). */
  sitePrefix: string,
): RedirectTarget {
  const status = redirectStatuses.has(redirectType) ? redirectType : 302;
  const target = redirectTo.trim();
  if (/^https?:\/\//i.test(target)) return { location: target, external: true, status };
  // Backslashes count as slashes for browsers: `/\host` must not become a protocol-relative address.
  const path = `/${target.replace(/^[/\\]+/, '')}`;
  const prefixed =
    sitePrefix && (path === sitePrefix || path.startsWith(`${sitePrefix}/`))
      ? path
      : `${sitePrefix}${path}`;
  return { location: prefixed, external: false, status };
}
