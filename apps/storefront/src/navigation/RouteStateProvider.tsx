import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '@truffe/ui/visuallyHidden';
import { useLocation } from 'react-router';

import { focusPageHeading, scrollAfterRouteChange } from './scrollAfterRouteChange';

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
 * §2); on a new page (another path, no hash target), focus its main heading and announce its title; toggle
 * `refreshing`.
 */
export function RouteStateProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [refreshing, setRefreshing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const previousKey = useRef(location.key);
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    if (previousKey.current === location.key) return;
    previousKey.current = location.key;
    const newPage = previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    // A listing changed in place (a filter, the sort) keeps the shopper's scroll position (decision 0601).
    const keepScroll = (location.state as { keepScroll?: boolean } | null)?.keepScroll;
    if (!keepScroll) scrollAfterRouteChange(location.hash);
    let headingFrame = 0;
    // A form answered on the same page (a checkout step) keeps the focus where the shopper is.
    if (newPage && !keepScroll && !location.hash) {
      // The page's head (its title) follows the render: read both on the next frame.
      headingFrame = window.requestAnimationFrame(() => {
        focusPageHeading();
        setAnnouncement(document.title);
      });
    }
    setRefreshing(true);
    const frame = window.requestAnimationFrame(() => setRefreshing(false));
    return () => {
      window.cancelAnimationFrame(frame);
      window.cancelAnimationFrame(headingFrame);
    };
  }, [location.key, location.hash, location.state, location.pathname]);

  return (
    <RouteStateContext value={{ refreshing }}>
      {children}
      {/* The route announcer: the new page's title, read politely after a client-side navigation. */}
      <p role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden}>
        {announcement}
      </p>
    </RouteStateContext>
  );
}

/** The route-state flags of the current route change. */
export function useRouteState(): RouteState {
  return useContext(RouteStateContext);
}
