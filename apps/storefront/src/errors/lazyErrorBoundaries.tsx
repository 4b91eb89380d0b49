import { type ComponentType, lazy } from 'react';

import { importOnce } from '../platform/importOnce';

// The error screens (404 page, error view, the root's "Failed to load store") are a chunk of their own
// (decision 0906): a page loads their code only when a route fails. The server loads it once, at start, so
// that its renders never wait for it; the browser loads it before hydrating an error page (startApp.client).
const loadBoundaries = importOnce(() => import('./RouteErrorBoundaries'));
type Boundaries = Awaited<ReturnType<typeof loadBoundaries>>;
let loaded: Boundaries | undefined;

/** Loads the error screens' code (once). */
export function loadErrorBoundaries(): Promise<Boundaries> {
  return loadBoundaries().then((boundaries) => {
    loaded = boundaries;
    return boundaries;
  });
}

if (import.meta.env.SSR) void loadErrorBoundaries();

type BoundaryName = 'RootErrorBoundary' | 'LayoutErrorBoundary' | 'UserErrorBoundary';

function lazyBoundary(name: BoundaryName): ComponentType {
  const Lazy = lazy(async () => ({ default: (await loadErrorBoundaries())[name] }));
  function ErrorBoundary() {
    // The loaded component when its code is there (the server, a second error), else the lazy one: an error
    // screen has no state to lose if a later render switches.
    const Component = loaded?.[name] ?? Lazy;
    return <Component />;
  }
  ErrorBoundary.displayName = name;
  return ErrorBoundary;
}

/** Error boundary of a site root (RouteErrorBoundaries.tsx). */
export const RootErrorBoundary = lazyBoundary('RootErrorBoundary');
/** Error boundary inside the main and standalone layouts (RouteErrorBoundaries.tsx). */
export const LayoutErrorBoundary = lazyBoundary('LayoutErrorBoundary');
/** The /user area's error screen (RouteErrorBoundaries.tsx). */
export const UserErrorBoundary = lazyBoundary('UserErrorBoundary');
