// Started by the browser's app before it hydrates (src/i18n/loadMessages.ts, decision 0912), in a worker named
// after the site's locale. A process's first `Intl.NumberFormat` loads ICU's number data into caches that the
// whole renderer process shares: 12–20 ms of main-thread work at desktop speed (a long task on a phone) when
// the first price hydrates, 0.1 ms once a worker has built one. This builds the site's price and plural
// formats off the main thread, then ends.
const locale = (globalThis as { name?: string }).name || 'fr-FR';
new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(0);
new Intl.PluralRules(locale).select(0);
(globalThis as { close?: () => void }).close?.();

export {};
