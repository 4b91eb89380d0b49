/**
 * Spec §4: the service worker (`{base}service-worker.js`, server/platform/service-worker.js) is registered on
 * window load, so that it never competes with the page's own first requests.
 */
export function registerServiceWorker(baseUrl: string): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(`${baseUrl}service-worker.js`, { scope: baseUrl })
      .catch((error: unknown) => console.warn('The service worker was not registered', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
