import { consentCookie, readConsentCookie } from './consentCookie';
import { type ConsentChoices } from './consentPurposes';

type Listener = (choices: ConsentChoices) => void;

/**
 * The shopper's consent in the browser: read from the cookie, written back on every change, and announced to
 * the subscribers (the plugin manager, the banner, the preferences page).
 */
export interface ConsentStore {
  /** The stored choices, or null when the shopper has not chosen yet. */
  get(): ConsentChoices | null;
  set(choices: ConsentChoices): void;
  subscribe(listener: Listener): () => void;
}

export function createConsentStore(options: { path: string }): ConsentStore {
  const listeners = new Set<Listener>();
  let current = readConsentCookie(document.cookie);
  return {
    get: () => current,
    set(choices) {
      document.cookie = consentCookie(choices, {
        now: new Date(),
        path: options.path,
        secure: window.location.protocol === 'https:',
      });
      current = { ...choices };
      for (const listener of listeners) listener(current);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let browserStore: ConsentStore | null = null;

/** The page's one consent store (created on first use, in the browser only). */
export function browserConsentStore(path: string): ConsentStore {
  browserStore ??= createConsentStore({ path });
  return browserStore;
}
