import { useEffect } from 'react';

/** Spec §9: the maintenance and offline pages refresh every 5 s. */
export const statusPageReloadMs = 5_000;

/** Reloads the page after `delayMs`, as long as the component stays mounted. */
export function useReloadEvery(delayMs: number = statusPageReloadMs) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.reload(), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
}
