import generatedPossibleTypes from '@truffe/graphql/possible-types';
import { type HydrationState, isRouteErrorResponse, type StaticHandlerContext } from 'react-router';

/** Id of the page's router data block (`<script type="application/json">`, not executed). */
export const routerDataId = 'router-data';

/**
 * Type names that tell an abstract type's members apart (Entity, WysiwygData): screens switch on these
 * (the dispatch, the page builder's widgets). Every other `__typename` is graphcache's, and graphcache never
 * sees the hydration data (decision 0506: the browser's urql cache starts empty).
 */
const discriminatingTypenames = new Set(
  Object.values(generatedPossibleTypes.possibleTypes as Record<string, string[]>).flat(),
);

/**
 * The loader data's JSON without the `__typename` fields no screen reads: codegen adds one to every selection
 * set, and on a configurable product they were 787 of 55 KB (issue 21).
 */
function withoutCacheTypenames(key: string, value: unknown): unknown {
  if (key === '__typename' && typeof value === 'string' && !discriminatingTypenames.has(value)) {
    return undefined;
  }
  return value;
}

/** React Router's own error serialization (`serializeErrors`, not exported), which its hydration reverses. */
function serializeErrors(errors: StaticHandlerContext['errors']): HydrationState['errors'] {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => {
      if (isRouteErrorResponse(error)) return [routeId, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error) {
        return [
          routeId,
          {
            message: error.message,
            __type: 'Error',
            ...(error.name === 'Error' ? {} : { __subType: error.name }),
          },
        ];
      }
      return [routeId, error];
    }),
  );
}

/** What HTML must not see inside a script element's text: `</script>`, `<!--`, and JS line terminators. */
const unsafeInScript = /[<>&\u2028\u2029]/g;
const escapeForScript = (json: string) =>
  json.replace(
    unsafeInScript,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * The router's hydration data as the text of a JSON data block, serialized once (issue 21 item 1, decision
 * 0893). React Router's own script wrote `JSON.parse("…")`: the JSON inside a JavaScript string, so every
 * quote of the data cost two bytes, and it needed the CSP nonce. A data block is parsed as it is.
 */
export function routerDataJson(context: StaticHandlerContext): string {
  const state = {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  };
  return escapeForScript(JSON.stringify(state, withoutCacheTypenames));
}

/**
 * In the browser, before the router is created (and before lazy routes read it): the server's data block
 * becomes `window.__staticRouterHydrationData`, where React Router's `createBrowserRouter` reads it.
 */
export function readRouterData(doc: Document = document): void {
  const block = doc.getElementById(routerDataId);
  if (!block?.textContent) return;
  (window as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData = JSON.parse(
    block.textContent,
  ) as unknown;
}
