/**
 * Route `handle` of the screens that show a cart, an order or a wishlist (spec §6): their pages are never
 * stored by a cache. Screens add `handle: personalRouteHandle`.
 */
export const personalRouteHandle = { personal: true } as const;

/** Whether one of the matched routes shows personal data. */
export function showsPersonalData(matches: readonly { route: { handle?: unknown } }[]): boolean {
  return matches.some(
    ({ route }) => (route.handle as { personal?: unknown } | undefined)?.personal === true,
  );
}
