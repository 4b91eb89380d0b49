import { useEffect, useRef } from 'react';

/** Spec §9: the maintenance and offline pages refresh every 5 s. */
export const statusPageReloadMs = 5_000;

/** Calls `reload` (by default a page reload) after `delayMs`, while mounted; 0 turns it off. */
export function useReloadAfter(delayMs: number, reload?: () => void) {
  const reloadRef = useRef(reload);
  useEffect(() => {
    reloadRef.current = reload;
  });
  useEffect(() => {
    if (delayMs <= 0) return undefined;
    const timer = window.setTimeout(
      () => (reloadRef.current ? reloadRef.current() : window.location.reload()),
      delayMs,
    );
    return () => window.clearTimeout(timer);
  }, [delayMs]);
}
