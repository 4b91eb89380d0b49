import { createHash, timingSafeEqual } from 'node:crypto';

import { type Plugin } from 'graphql-yoga';

/** Cookie carrying the editor token of an editor's browser (set by the editor tooling, HttpOnly). */
export const editorTokenCookie = 'truffe_editor';
/** Header alternative to the cookie, for tools. */
export const editorTokenHeader = 'x-editor-token';
/** Cookie keeping the modes an editor turned on (`preview`, `xray`); worth nothing without the token. */
export const editorModesCookie = 'truffe_editor_modes';

export type EditorMode = 'preview' | 'xray';

/** Editing state of one request (spec §4 contribution mode). */
export interface EditorSession {
  /** The request presents the configured editor token. */
  editor: boolean;
  /** Modes in effect: only ever on for an editor. */
  modes: ReadonlySet<EditorMode>;
}

export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison of a presented token with the configured one (unset: nobody is an editor). */
export function isEditorToken(presented: string | null, configured: string | undefined): boolean {
  if (!presented || !configured) return false;
  return timingSafeEqual(digest(presented), digest(configured));
}

/**
 * The editing state of a request. There are no customer or staff accounts yet: an editor is a browser
 * presenting EDITOR_TOKEN (header or cookie); the account issue replaces this with a staff session.
 */
export function readEditorSession(
  headers: Pick<Headers, 'get'> | undefined,
  editorToken: string | undefined,
): EditorSession {
  const cookies = headers?.get('cookie');
  const presented = headers?.get(editorTokenHeader) ?? readCookie(cookies, editorTokenCookie);
  const editor = isEditorToken(presented, editorToken);
  const modes = new Set<EditorMode>();
  if (editor) {
    for (const mode of (readCookie(cookies, editorModesCookie) ?? '').split('.')) {
      if (mode === 'preview' || mode === 'xray') modes.add(mode);
    }
  }
  return { editor, modes };
}

/** `Set-Cookie` of the modes cookie (session cookie; cleared when no mode is left). */
export function editorModesSetCookie(modes: ReadonlySet<EditorMode>, secure: boolean): string {
  const value = [...modes].sort().join('.');
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return value
    ? [`${editorModesCookie}=${value}`, ...attributes].join('; ')
    : [`${editorModesCookie}=`, 'Max-Age=0', ...attributes].join('; ');
}

const pendingCookies = new WeakMap<Request, string[]>();

/** Queues a `Set-Cookie` for the response of a GraphQL request (written by {@link useEditorCookies}). */
export function queueSetCookie(request: Request, cookie: string): void {
  pendingCookies.set(request, [...(pendingCookies.get(request) ?? []), cookie]);
}

/** The cookies queued for a request's response, once (the page handler writes them for route actions). */
export function takeQueuedCookies(request: Request): string[] {
  const cookies = pendingCookies.get(request) ?? [];
  pendingCookies.delete(request);
  return cookies;
}

/** Writes the cookies resolvers queued with {@link queueSetCookie} on the GraphQL response. */
export function useEditorCookies(): Plugin {
  return {
    onResponse({ request, response }) {
      for (const cookie of takeQueuedCookies(request))
        response.headers.append('set-cookie', cookie);
    },
  };
}
