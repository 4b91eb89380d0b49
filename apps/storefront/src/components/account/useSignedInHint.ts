import { useSyncExternalStore } from 'react';

import { documentCookie } from '../../platform/documentCookie';
import { hasSignedInHint } from './signedInHint';

/** The hint is read once per render: nothing announces cookie changes (a sign-in navigates anyway). */
const ignoreChanges = () => () => undefined;

/**
 * Whether this browser has a customer session, from the signed-in hint (signedInHint.ts): `false` in the
 * server HTML and while hydrating (shared pages are rendered for anonymous visitors), then the hint.
 */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(
    ignoreChanges,
    () => hasSignedInHint(documentCookie()),
    () => false,
  );
}
