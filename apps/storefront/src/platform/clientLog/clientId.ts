import { clientIdPattern } from './clientLogEntry';

const storageKey = 'truffe.clientLogId';

function randomId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The `client_id` of the client log (spec §7): random, kept for the tab's session only (sessionStorage), so
 * that the logs of one visit group together without tracking a person across visits (decision 0352).
 */
export function clientLogId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSessionStorage(),
): string {
  const stored = storage?.getItem(storageKey);
  if (stored && clientIdPattern.test(stored)) return stored;
  const id = randomId();
  try {
    storage?.setItem(storageKey, id);
  } catch {
    // Storage full or refused: the id lives as long as the page.
  }
  return id;
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
