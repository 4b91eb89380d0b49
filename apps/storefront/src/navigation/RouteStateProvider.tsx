import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

import { scrollAfterRouteChange } from './scrollAfterRouteChange';

export interface RouteState {
  /**
   * True for the render right after a route change, then reset (spec §2 "a route-state flag named refreshing is
   * toggled then reset"): components that keep state across routes use it to refresh themselves.
   */
  refreshing: boolean;
}

const RouteStateContext = createContext<RouteState>({ refreshing: false });

/**
 * After each route change (not the first render): scroll to the top, or to the hash target and focus it (spec
 * §2), and toggle `refreshing`.
 */
export function RouteStateProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [refreshing, setRefreshing] = useState(false);
  const previousKey = useRef(location.key);

  useEffect(() => {
    if (previousKey.current === location.key) return;
    previousKey.current = location.key;
    // A listing changed in place (a filter, the sort) keeps the shopper's scroll position (decision 0601).
    if (!(location.state as { keepScroll?: boolean } | null)?.keepScroll) {
      scrollAfterRouteChange(location.hash);
    }
    setRefreshing(true);
    const frame = window.requestAnimationFrame(() => setRefreshing(false));
    return () => window.cancelAnimationFrame(frame);
  }, [location.key, location.hash, location.state]);

  return <RouteStateContext value={{ refreshing }}>{children}</RouteStateContext>;
}

/** The route-state flags of the current route change. */
export function useRouteState(): RouteState {
  return useContext(RouteStateContext);
}
