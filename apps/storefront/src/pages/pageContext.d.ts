import { type PageConfig } from '../publicConfig';
import { type RouteCachePolicy } from '../data/cachePolicy';
import { type ServerLoaderContext } from '../data/loaderContext';

// https://vike.dev/pageContext#typescript
declare global {
  namespace Vike {
    interface PageContext {
      /** The page-level settings; the only app data Vike serializes into the page (`passToClient`). */
      pageConfig: PageConfig;
    }
    interface PageContextServer {
      /** Server-only services of the request (never passed to the client). */
      loaderContext: ServerLoaderContext;
      /** The urlencoded body of a same-origin form post (route action), else undefined. */
      requestForm?: string;
      /** Aborted when the render must stop (its deadline, or nobody waits for it any more: decision 0853). */
      renderSignal?: AbortSignal;
      /** Status and redirect decided by the app's render; server/app.ts applies them to the response. */
      appResponse?: { status: number; location?: string; cachePolicy?: RouteCachePolicy };
      /**
       * The comment that stands for the rendered body in the document Vike finishes (decision 0925), unique
       * to the server process; the body comes back as `bodyHtml` and the server puts it in the marker's place.
       */
      bodyMarker?: string;
      /** The rendered body, when the document holds `bodyMarker` instead of it (a body rendered whole). */
      bodyHtml?: string;
    }
  }
}

export {};
