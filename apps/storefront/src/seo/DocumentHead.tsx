import { useEffect } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router';

import { type SiteLocale } from '../i18n/locales';
import { usePageConfig } from '../PageConfigProvider';
import { importOnce } from '../platform/importOnce';
import { useShop } from '../shop/ShopProvider';

// The head's code (head functions, JSON-LD, Open Graph, the DOM update) is a chunk of its own (decision 0906).
const headRuntime = importOnce(() => import('./applyPageHead'));

// The server wrote the head of the page the browser loaded: the first render at that address keeps it.
const loadedHref = typeof window === 'undefined' ? '' : window.location.href;
let serverHeadKept = false;

function reportFailure(error: unknown) {
  console.error('The page head could not be updated', error);
}

/**
 * Keeps the document's `<head>` in step with the route after client navigation: the server wrote the first
 * page's head (src/render/renderApp.server.tsx), which stays; on each later page this replaces the title and
 * the elements marked `data-page-head` with the new page's. Its code is loaded when the first navigation
 * starts (a page that is never left never loads it), and the new head is written once it is there. Renders
 * nothing.
 */
export function DocumentHead() {
  const matches = useMatches();
  const config = usePageConfig();
  const shop = useShop();
  const { pathname } = useLocation();
  const navigating = useNavigation().state !== 'idle';

  useEffect(() => {
    // Fetched while the next page's loaders run (they load the routes' lazy heads), so that its title is there
    // when the page is.
    if (navigating) headRuntime().catch(reportFailure);
  }, [navigating]);

  useEffect(() => {
    // The render that hydrated the page: its head is the one the server wrote. (A page the browser rendered
    // from scratch, and a layout first mounted by a client navigation after an error page, write theirs.)
    if (!serverHeadKept) {
      serverHeadKept = true;
      if (!config.flags.ssrFallback && window.location.href === loadedHref) return;
    }
    let current = true;
    headRuntime()
      .then((runtime) =>
        runtime.applyPageHead(
          matches,
          {
            shop,
            locale: config.locale as SiteLocale,
            publicUrl: config.settings.publicUrl,
            baseUrl: config.baseUrl,
            pathname,
          },
          () => current,
        ),
      )
      .catch(reportFailure);
    return () => {
      current = false;
    };
  }, [matches, shop, config, pathname]);
  return null;
}
