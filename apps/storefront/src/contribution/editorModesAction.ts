import {
  SetPreviewModeMutationDocument,
  SetXRayModeMutationDocument,
} from '@truffe/graphql/documents';
import { type ActionFunctionArgs } from 'react-router';
import { z } from '../platform/zod';

import { mutationAction, safeReturnPath } from '../data/mutationAction';

export { editorModesPath } from './editorModesPath';

const modeForm = z.object({
  enabled: z.enum(['true', 'false']).transform((value) => value === 'true'),
  returnTo: z.string().max(2048).optional(),
});

const previewAction = mutationAction({
  schema: modeForm,
  document: SetPreviewModeMutationDocument,
  variables: ({ enabled }) => ({ enabled }),
  outcome: (data) => data.setPreviewMode,
  redirectTo: ({ returnTo }) => (returnTo ? safeReturnPath(returnTo, '/') : null),
});

const xRayAction = mutationAction({
  schema: modeForm,
  document: SetXRayModeMutationDocument,
  variables: ({ enabled }) => ({ enabled }),
  outcome: (data) => data.setXRayMode,
  redirectTo: ({ returnTo }) => (returnTo ? safeReturnPath(returnTo, '/') : null),
});

/**
 * The contribution toolbar's forms (spec §4): `mode=preview|xray`, `enabled=true|false`. Without
 * JavaScript the form posts to the server, which runs this same action and redirects back (`returnTo`).
 */
export async function editorModesAction(args: ActionFunctionArgs) {
  const mode = new URL(args.request.url).searchParams.get('mode');
  if (mode === 'preview') return previewAction(args);
  if (mode === 'xray') return xRayAction(args);
  return new Response(null, { status: 404 });
}
