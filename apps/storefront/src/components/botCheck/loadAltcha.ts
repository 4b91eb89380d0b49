/**
 * Loads the ALTCHA widget on demand (decision 0756), only on the pages of a form that has it and only in the
 * browser: the `external` build, whose styles and workers are separate files (the page's Content-Security-Policy
 * allows workers from our origin only, not from blobs), its SHA-256 worker built by Vite, and the French texts.
 */
import type { SiteLocale } from '../../i18n/locales';

interface AltchaGlobal {
  algorithms: Map<string, () => Worker>;
}

let loading: Promise<void> | null = null;

export function loadAltcha(locale: SiteLocale): Promise<void> {
  loading ??= (async () => {
    const [{ default: ShaWorker }, { default: css }] = await Promise.all([
      import('altcha/workers/sha?worker'),
      import('altcha/altcha.css?inline'),
      import('altcha/external'),
    ]);
    if (locale === 'fr-FR') await import('altcha/i18n/fr-fr');
    const style = document.createElement('style');
    style.dataset.altcha = '';
    style.textContent = css;
    document.head.append(style);
    const registry = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
    registry.algorithms.set('SHA-256', () => new ShaWorker());
  })();
  loading.catch(() => (loading = null));
  return loading;
}
