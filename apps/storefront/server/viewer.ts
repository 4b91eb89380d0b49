import { type EditorSession, readEditorSession } from './editor/editorSession';

/** Who is asking for a page, as far as caching is concerned (spec §6). */
export interface Viewer {
  /** The logged-in customer's id; `null` for a visitor. */
  customerId: string | null;
  editor: EditorSession;
}

/**
 * The viewer of a request. Customer sessions do not exist yet (accounts issue): `customerId` is always
 * `null` until the session cookie is read here — the one seam that makes every page of a logged-in
 * customer `no-store, max-age=0`.
 */
export function readViewer(headers: Pick<Headers, 'get'>, editorToken: string | undefined): Viewer {
  return { customerId: null, editor: readEditorSession(headers, editorToken) };
}

/** A response for this viewer must not be stored by any cache (spec §6). */
export function isPersonalViewer(viewer: Viewer): boolean {
  return viewer.customerId !== null || viewer.editor.modes.size > 0;
}
