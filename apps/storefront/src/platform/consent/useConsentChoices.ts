import { useCallback, useSyncExternalStore } from 'react';

import { usePageConfig } from '../../PageConfigProvider';
import { type ConsentChoices } from './consentPurposes';
import { browserConsentStore } from './consentStore';

/**
 * The shopper's stored choices: `undefined` while unknown (server render and hydration: pages are cached
 * for everyone, so the server never reads the cookie), null when not chosen yet, else the choices; and the
 * function that stores new ones.
 */
export function useConsentChoices(): [
  ConsentChoices | null | undefined,
  (choices: ConsentChoices) => void,
] {
  const { baseUrl } = usePageConfig();
  const choices = useSyncExternalStore(
    (listener) => browserConsentStore(baseUrl).subscribe(listener),
    () => browserConsentStore(baseUrl).get(),
    () => undefined,
  );
  const save = useCallback(
    (next: ConsentChoices) => browserConsentStore(baseUrl).set(next),
    [baseUrl],
  );
  return [choices, save];
}
