import { sessionTokenOf } from './customerSession';
import { type EditorSession, readEditorSession } from './editor/editorSession';

/** Who is asking for a page, as far as caching is concerned (spec §6). */
export interface Viewer {
  /**
   * The request presents a well-formed customer session cookie: its token is not looked up here (pages are
   * rendered after this decision), so that is enough to make the viewer personal.
   */
  signedIn: boolean;
  editor: EditorSession;
}

/**
 * The viewer of a request: the one seam that makes every page of a signed-in customer `no-store, max-age=0`
 * (spec §6). A request presenting a well-formed session cookie (server/customerSession.ts) is treated as
 * signed in, whether or not its session is still alive: an expired one gets a personal page once, and `me`
 * clears its cookie.
 */
export function readViewer(headers: Pick<Headers, 'get'>, editorToken: string | undefined): Viewer {
  const session = sessionTokenOf(headers.get('cookie'));
  return {
    signedIn: session !== undefined,
    editor: readEditorSession(headers, editorToken),
  };
}

/** A response for this viewer must not be stored by any cache (spec §6). */
export function isPersonalViewer(viewer: Viewer): boolean {
  return viewer.signedIn || viewer.editor.modes.size > 0;
}
