import { type StaticHandlerContext } from 'react-router';

import { dispatchRouteId } from '../routes/dispatch/dispatchRoute';
import { dispatchScreenModules } from '../routes/dispatch/dispatchScreenModules';
import { isScreenKind } from '../routes/dispatch/dispatchScreens';

/**
 * The client build's files of every module the app imports on demand, by module path (JSON), written here by
 * the build (vite.config.ts `routeModulePreload`) once the client build is done: the files that module needs
 * and the page's entry does not load (its chunk and their static imports). The dev server and the tests have
 * none.
 */
const builtFilesByModule: string = '__truffe_route_files_by_module__';

let filesByModule: ReadonlyMap<string, readonly string[]> | undefined;

function readFilesByModule(text: string): ReadonlyMap<string, readonly string[]> {
  if (!text.startsWith('{')) return new Map();
  const parsed = JSON.parse(text) as Record<string, unknown>;
  return new Map(
    Object.entries(parsed).map(([key, files]) => [
      key,
      Array.isArray(files) ? files.filter((file) => typeof file === 'string') : [],
    ]),
  );
}

/**
 * The build's keys of the code the browser loads to start a page with these `matches`: each lazy route's
 * (`modulePreloadKey`, the modules its `lazy` imports), and the dispatched screen's.
 */
export function routeModuleKeys(
  matches: StaticHandlerContext['matches'],
  loaderData: StaticHandlerContext['loaderData'],
): string[] {
  const keys: string[] = [];
  for (const { route } of matches) {
    const key = (route as { modulePreloadKey?: unknown }).modulePreloadKey;
    if (typeof key === 'string') keys.push(key);
    const kind = (loaderData[route.id] as { kind?: unknown } | undefined)?.kind;
    if (route.id.startsWith(dispatchRouteId('')) && isScreenKind(kind))
      keys.push(dispatchScreenModules[kind]);
  }
  return keys;
}

/**
 * The files (URLs) of the modules that `keys` name (a key names its modules, separated by spaces), each once,
 * in order: what the browser needs besides the entry to start the page (decision 0913).
 */
export function routeFiles(
  keys: readonly string[],
  byModule: ReadonlyMap<string, readonly string[]> = (filesByModule ??=
    readFilesByModule(builtFilesByModule)),
): string[] {
  const files = new Set<string>();
  for (const key of keys)
    for (const module of key.split(' '))
      for (const file of byModule.get(module) ?? []) files.add(file);
  return [...files];
}
