import {
  type EditorMode,
  editorModesSetCookie,
  queueSetCookie,
  readEditorSession,
} from './editorSession';

interface EditorContext {
  locale: string;
  request?: Request;
  editorToken?: string;
}

const notAuthorized: Record<string, string> = {
  'fr-FR': 'Seule une session de contribution autorisée peut activer ce mode.',
  'en-GB': 'Only an authorized editor session can turn this mode on.',
};

const noBrowser: Record<string, string> = {
  'fr-FR': 'Ce mode se règle depuis le navigateur.',
  'en-GB': 'This mode is set from a browser.',
};

function setMode(mode: EditorMode) {
  return (_parent: unknown, { enabled }: { enabled: boolean }, context: EditorContext) => {
    const message = (messages: Record<string, string>) =>
      messages[context.locale] ?? messages['en-GB'];
    if (!context.request) return { success: false, errorMessage: message(noBrowser) };
    const session = readEditorSession(context.request.headers, context.editorToken);
    // Turning a mode off is always allowed; turning one on needs an authorized editor session.
    if (enabled && !session.editor) return { success: false, errorMessage: message(notAuthorized) };
    const modes = new Set(session.modes);
    if (enabled) modes.add(mode);
    else modes.delete(mode);
    const secure = new URL(context.request.url).protocol === 'https:';
    queueSetCookie(context.request, editorModesSetCookie(modes, secure));
    return { success: true, errorMessage: null };
  };
}

/**
 * Spec §3/§4: `setPreviewMode` and `setXRayMode` (result `{ success, errorMessage }`) and the request's
 * `editorModes`; merged with the commerce resolvers in server/graphql.ts.
 */
export const editorResolvers = {
  Query: {
    editorModes(_parent: unknown, _args: unknown, context: EditorContext) {
      const session = readEditorSession(context.request?.headers, context.editorToken);
      return {
        editor: session.editor,
        preview: session.modes.has('preview'),
        xRay: session.modes.has('xray'),
      };
    },
  },
  Mutation: {
    setPreviewMode: setMode('preview'),
    setXRayMode: setMode('xray'),
  },
};
