import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

/**
 * Real-user Core Web Vitals (decision 0353): measured by `web-vitals`, sent to our own `POST {base}rum` when
 * the page is hidden (a beacon survives the page). Path only — no query string, no identifier, no cookie —
 * so it needs no consent.
 */
export function reportWebVitals(endpoint: string): void {
  const pending = new Map<string, Metric>();
  const record = (metric: Metric) => pending.set(metric.name, metric);
  const send = () => {
    if (pending.size === 0) return;
    const body = JSON.stringify({
      path: window.location.pathname.slice(0, 300),
      metrics: [...pending.values()].map(({ name, value, rating, navigationType }) => ({
        name,
        value: Math.max(0, value),
        rating,
        navigationType,
      })),
    });
    pending.clear();
    const blob = new Blob([body], { type: 'text/plain' });
    if (!navigator.sendBeacon?.(endpoint, blob)) {
      void fetch(endpoint, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'content-type': 'text/plain' },
      }).catch(() => {});
    }
  };
  onCLS(record);
  onFCP(record);
  onINP(record);
  onLCP(record);
  onTTFB(record);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
}
