/**
 * THE route table (spec §2, ARCHITECTURE.md "Rendering and routing"): every route of both sites lives here,
 * and nowhere else. Vike renders one catch-all page; React Router decides what it shows.
 *
 * Each site is one root route — fr-FR at `/`, en-GB at `/en` — built from the same table. A root loads the
 * shop; under it, the standalone layout, the main layout, the /user area with its own layout and error
 * screen, and the `/:slug` CMS catch-all last.
 *
 * Every route of the spec's table has its screen. Lazy screens (category, product, cms-page…) use
 * `lazy: () => import(…)`; their CSS is in the app's one stylesheet, which the server HTML links
 * (vite.config.ts, decision 0802).
 */
import { data, type LoaderFunctionArgs, redirect, type RouteObject } from 'react-router';

import {
  LayoutErrorBoundary,
  RootErrorBoundary,
  UserErrorBoundary,
} from './errors/lazyErrorBoundaries';
import { shopLoadFailedCode } from './errors/shopLoadFailedCode';
import { editorModesPath } from './contribution/editorModesPath';
import { cacheHandle, personalPage, sharedPage } from './data/cachePolicy';
import { localePathPrefixes, type SiteLocale, siteLocales } from './i18n/locales';
import { MainLayout } from './layouts/MainLayout';
import { SiteRoot, type SiteRootData } from './layouts/SiteRoot';
import { StandaloneLayout } from './layouts/StandaloneLayout';
import { headHandle } from './seo/headHandle';
import { importOnce } from './platform/importOnce';
import { ShopLoadError } from './shop/shopLoadError';
import { dispatchRoute } from './routes/dispatch/dispatchRoute';
import { type TestRouteTable } from './testing/testRoutes';

export interface RouteTableOptions {
  /** Mount path of the app ('/' or '/shop/'), for the browser's GraphQL endpoint. */
  baseUrl: string;
  /**
   * The test-only `__test/…` routes to mount (page config flag `testRoutes`): src/testing/testRoutes.ts, which
   * the browser loads only then (decision 0913). @defaultValue none
   */
  testRoutes?: TestRouteTable;
}

/** Id of a site's root route (for `useRouteLoaderData`). */
export function siteRootId(locale: SiteLocale): string {
  return `root-${locale}`;
}

// The root's and the main layout's loaders run on the server, and in the browser only for a page it renders from
// scratch (or the main layout after a standalone page): their code and queries load then, not with every page
// (decision 0906).
const shopModule = importOnce(() => import('./shop/loadShop'));
const mainLayoutDataModule = importOnce(() => import('./data/footer/footerBlocks'));

/**
 * Id of a site's main layout route: `mainLayoutRouteId` of src/data/footer/FooterBlocks.tsx, by which the header
 * and the footer read its data. Not imported from there: that would keep the footer's blocks (and their rich
 * text) in every page's first script, the footer being hydrated on demand (decision 0910); routes.test.ts
 * checks that the two agree.
 */
export function mainLayoutId(locale: SiteLocale): string {
  return `main-layout-${locale}`;
}

/** An unmatched path: the 404 page with HTTP 404 (spec §2, §8). */
function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

function siteRoute(locale: SiteLocale, options: RouteTableOptions): RouteObject {
  const prefix = localePathPrefixes[locale];
  return {
    id: siteRootId(locale),
    path: prefix || '/',
    async loader({ context }: LoaderFunctionArgs): Promise<SiteRootData> {
      const { loadShop } = await shopModule();
      try {
        return { shop: await loadShop(context) };
      } catch (error) {
        console.error(error);
        // An unreachable database is a 503 (Retry-After, decision 0892); anything else a 500.
        const unavailable = error instanceof ShopLoadError && error.unavailable;
        throw data({ code: shopLoadFailedCode }, { status: unavailable ? 503 : 500 });
      }
    },
    // The shop is loaded once per page load; changing site is a full page load.
    shouldRevalidate: () => false,
    // Every page is shared unless a deeper route says otherwise (decision 0854).
    handle: cacheHandle(sharedPage()),
    element: <SiteRoot />,
    errorElement: <RootErrorBoundary />,
    HydrateFallback: () => null,
    children: [
      {
        element: <StandaloneLayout />,
        handle: cacheHandle(sharedPage()),
        children: [
          {
            errorElement: <LayoutErrorBoundary />,
            children: [
              // Customer accounts (issue 15): personal lazy screens whose forms post to their actions.
              {
                path: 'login',
                lazy: () =>
                  import('./routes/account/accountRoutes').then((module) =>
                    module.loginRoute(locale),
                  ),
              },
              // Social sign-in waiting for the customer (decision 0756); the forms post to the server.
              {
                path: 'login/social/link',
                lazy: () =>
                  import('./routes/account/socialSignInRoutes').then((module) =>
                    module.socialLinkRoute(),
                  ),
              },
              {
                path: 'login/social/terms',
                lazy: () =>
                  import('./routes/account/socialSignInRoutes').then((module) =>
                    module.socialTermsRoute(),
                  ),
              },
              {
                path: 'register',
                lazy: () =>
                  import('./routes/account/accountRoutes').then((module) =>
                    module.registerRoute(locale),
                  ),
              },
              {
                path: 'register/pro',
                lazy: () =>
                  import('./routes/account/accountRoutes').then((module) =>
                    module.proRegisterRoute(locale),
                  ),
              },
              {
                path: 'account/password-request',
                lazy: () =>
                  import('./routes/account/accountRoutes').then((module) =>
                    module.passwordRequestRoute(),
                  ),
              },
              {
                path: 'account/password-reset',
                lazy: () =>
                  import('./routes/account/accountRoutes').then((module) =>
                    module.passwordResetRoute(locale),
                  ),
              },
              {
                path: 'account/sign-out',
                lazy: () =>
                  import('./routes/account/accountRoutes').then((module) =>
                    module.signOutRoute(locale),
                  ),
              },
              // Checkout (issue 7): personal lazy screens; the provider's hosted page returns to payment-return.
              {
                path: 'checkout',
                lazy: () =>
                  import('./routes/checkout/checkoutRoute').then((module) =>
                    module.checkoutRoute(locale),
                  ),
              },
              {
                path: 'checkout/login',
                lazy: () =>
                  import('./routes/checkout/checkoutLoginRoute').then((module) =>
                    module.checkoutLoginRoute(locale),
                  ),
              },
              {
                path: 'checkout/success',
                lazy: () =>
                  import('./routes/checkout/checkoutSuccessRoute').then((module) =>
                    module.checkoutSuccessRoute(locale),
                  ),
              },
              {
                path: 'checkout/payment-return',
                lazy: () =>
                  import('./routes/checkout/paymentReturnRoute').then((module) =>
                    module.paymentReturnRoute(locale),
                  ),
              },
              ...(options.testRoutes?.standalone() ?? []),
            ],
          },
        ],
      },
      // Contribution mode's preview / x-ray forms (spec §4): a success redirects back, a refusal shows why.
      // Lazy (decision 0802): its form validation (zod) stays out of the shell.
      {
        path: editorModesPath,
        lazy: async () => {
          const [{ editorModesAction }, { EditorModesResult }] = await Promise.all([
            import('./contribution/editorModesAction'),
            import('./contribution/EditorModesResult'),
          ]);
          // An editor's own result (its action sets the editor's cookie).
          return {
            action: editorModesAction,
            Component: EditorModesResult,
            handle: cacheHandle(personalPage),
          };
        },
      },
      {
        id: mainLayoutId(locale),
        element: <MainLayout />,
        handle: cacheHandle(sharedPage()),
        // Footer CMS blocks, deferred: streamed after the shell (src/data/deferred).
        loader: async ({ context }: LoaderFunctionArgs) =>
          (await mainLayoutDataModule()).loadMainLayoutData(context),
        shouldRevalidate: () => false,
        children: [
          {
            errorElement: <LayoutErrorBoundary />,
            children: [
              // The home page: the CMS page `home` (lazy cms-page screen); `/home` redirects here.
              {
                index: true,
                lazy: () => import('./routes/home/homeRoute').then((module) => module.homeRoute()),
              },
              {
                // The header's search form (GET ?q=) lands here and goes to /search/:query.
                path: 'search',
                element: null,
                handle: cacheHandle(sharedPage()),
                loader({ request }: LoaderFunctionArgs) {
                  const query = new URL(request.url).searchParams.get('q')?.trim();
                  return redirect(
                    query ? `${prefix}/search/${encodeURIComponent(query)}` : `${prefix}/`,
                  );
                },
              },
              // Cookie preferences (spec §4; decision 0353), linked from the footer and the banner.
              {
                path: 'consent',
                lazy: async () => {
                  // The head's code with the screen's, not in every page's first script (decision 0906).
                  const [{ ConsentPreferences }, { personalPageHead }, { consentPageTitles }] =
                    await Promise.all([
                      import('./platform/consent/ConsentPreferences'),
                      import('./seo/personalPageHead'),
                      import('./platform/consent/consentMessages'),
                    ]);
                  return {
                    Component: ConsentPreferences,
                    // The visitor's choices are read in the browser, after the app starts.
                    handle: {
                      ...cacheHandle(sharedPage()),
                      ...headHandle(personalPageHead(consentPageTitles), { withoutData: true }),
                    },
                  };
                },
              },
              // Catalogue screens (lazy: category, product; search shares the listing's chunk).
              {
                path: 'search/:query',
                lazy: () =>
                  import('./routes/search/searchRoute').then((module) =>
                    module.searchRoute(locale),
                  ),
              },
              {
                path: 'category/:id',
                lazy: () =>
                  import('./routes/category/categoryRoute').then((module) =>
                    module.categoryRoute(locale),
                  ),
              },
              {
                path: 'product/:id',
                lazy: () =>
                  import('./routes/product/productRoute').then((module) =>
                    module.productRoute(locale),
                  ),
              },
              // The data-protection page (CMS page `rgpd`).
              {
                path: 'rgpd',
                lazy: () =>
                  import('./routes/cms/cmsPageRoute').then((module) => module.cmsPageRoute('rgpd')),
              },
              // The FAQ (spec §2 lists it with the standalone routes: its own screen, here inside the main
              // layout's header and footer — issue 20).
              {
                path: 'faq',
                lazy: () =>
                  import('./routes/faq/faqRoute').then((module) => module.faqRoute(locale)),
              },
              // The legal notice (issue 20): publisher, director of publication, host, contact.
              {
                path: 'mentions-legales',
                lazy: () =>
                  import('./routes/legal/legalNoticeRoute').then((module) =>
                    module.legalNoticeRoute(),
                  ),
              },
              // Cart screens (lazy, personal routes: never cached).
              {
                path: 'cart',
                lazy: () => import('./routes/cart/cartRoute').then((module) => module.cartRoute()),
              },
              {
                path: 'ajoutparref',
                lazy: () =>
                  import('./routes/addByReference/addByReferenceRoute').then((module) =>
                    module.addByReferenceRoute(),
                  ),
              },
              {
                path: 'quick-order',
                lazy: () =>
                  import('./routes/quickOrder/quickOrderRoute').then((module) =>
                    module.quickOrderRoute(),
                  ),
              },
              // The contact form (issue 17 item 4): opens a helpdesk ticket; personal (reads the session).
              {
                path: 'contact',
                lazy: () =>
                  import('./routes/contact/contactRoute').then((module) =>
                    module.contactRoute(locale),
                  ),
              },
              // The newsletter's double opt-in (issue 17 item 4): personal (its addresses carry tokens).
              {
                path: 'newsletter',
                lazy: () =>
                  import('./routes/newsletter/newsletterRoute').then((module) =>
                    module.newsletterRoute(),
                  ),
              },
              // A guest's order, by its number and e-mail address (spec §2 `/orders/`, decision 0919).
              {
                path: 'orders',
                lazy: () =>
                  import('./routes/orders/guestOrderRoute').then((module) =>
                    module.guestOrderRoute(locale),
                  ),
              },
              // "Notify me" on an out-of-stock product, and the unsubscribe link of its e-mail (issue 17 item 3).
              {
                path: 'stock-alert',
                lazy: () =>
                  import('./routes/wishlist/stockAlertRoutes').then((module) =>
                    module.stockAlertRoute(locale),
                  ),
              },
              {
                path: 'stock-alert/unsubscribe/:token',
                lazy: () =>
                  import('./routes/wishlist/stockAlertRoutes').then((module) =>
                    module.stockAlertUnsubscribeRoute(),
                  ),
              },
              // A shared wishlist (issue 17 item 2): personal (no-store, noindex), 404 once revoked; its
              // `add` routes take the visitor's "add all" / "add one" into the visitor's own cart.
              {
                path: 'wishlist/share/:shareCode',
                lazy: () =>
                  import('./routes/wishlist/wishlistRoutes').then((module) =>
                    module.sharedWishlistRoute(locale),
                  ),
              },
              {
                path: 'wishlist/share/:shareCode/add',
                lazy: () =>
                  import('./routes/wishlist/wishlistRoutes').then((module) =>
                    module.sharedWishlistRoute(locale, true),
                  ),
              },
              {
                path: 'wishlist/share/:shareCode/add/:itemId',
                lazy: () =>
                  import('./routes/wishlist/wishlistRoutes').then((module) =>
                    module.sharedWishlistRoute(locale, true),
                  ),
              },
              {
                path: 'user',
                // Lazy (decision 0901): only the customer's own pages need the layout's code.
                lazy: async () => {
                  const [layout, blocks] = await Promise.all([
                    import('./layouts/UserLayout'),
                    import('./layouts/userLayoutLoader'),
                  ]);
                  // Signed in or not, and the account blocks (spec §2), read once for the area.
                  return {
                    Component: layout.UserLayout,
                    loader: blocks.userLayoutLoader,
                    shouldRevalidate: () => false,
                  };
                },
                // The customer's own area (issue 15): personal, whatever its pages show.
                handle: cacheHandle(personalPage),
                children: [
                  {
                    errorElement: <UserErrorBoundary />,
                    children: [
                      // The dashboard; a visitor is sent to /login?redirect=….
                      {
                        index: true,
                        lazy: () =>
                          import('./routes/account/accountRoutes').then((module) =>
                            module.dashboardRoute(locale),
                          ),
                      },
                      // The customer's information, address book and newsletter choice (lazy, each
                      // sends a visitor to /login?redirect=…).
                      {
                        path: 'information',
                        lazy: () =>
                          import('./routes/account/user/userRoutes').then((module) =>
                            module.informationRoute(locale),
                          ),
                      },
                      {
                        path: 'address-book',
                        lazy: () =>
                          import('./routes/account/user/userRoutes').then((module) =>
                            module.addressBookRoute(locale),
                          ),
                      },
                      {
                        path: 'newsletter',
                        lazy: () =>
                          import('./routes/account/user/userRoutes').then((module) =>
                            module.newsletterRoute(locale),
                          ),
                      },
                      // The customer's orders, one order, one invoice (issue 16; the invoice PDF is a server
                      // route, server/orderPages.ts).
                      {
                        path: 'orders',
                        lazy: () =>
                          import('./routes/account/orders/ordersRoutes').then((module) =>
                            module.ordersRoute(locale),
                          ),
                      },
                      {
                        path: 'orders/:orderId',
                        lazy: () =>
                          import('./routes/account/orders/ordersRoutes').then((module) =>
                            module.orderRoute(locale),
                          ),
                      },
                      {
                        path: 'orders/:orderId/invoice/:invoiceId',
                        lazy: () =>
                          import('./routes/account/orders/ordersRoutes').then((module) =>
                            module.invoiceRoute(locale),
                          ),
                      },
                      // What the customer bought to download (issue 16 item 7; the files are server
                      // routes, server/downloadPages.ts).
                      {
                        path: 'downloadable-products',
                        lazy: () =>
                          import('./routes/account/downloads/downloadsRoutes').then((module) =>
                            module.downloadsRoute(locale),
                          ),
                      },
                      // Returns, refunds and store credit (issue 16 items 4–6).
                      {
                        path: 'orders/:orderId/returns/create',
                        lazy: () =>
                          import('./routes/account/afterSales/afterSalesRoutes').then((module) =>
                            module.returnCreateRoute(locale),
                          ),
                      },
                      {
                        path: 'orders/:orderId/refunds',
                        lazy: () =>
                          import('./routes/account/afterSales/afterSalesRoutes').then((module) =>
                            module.refundsRoute(locale),
                          ),
                      },
                      {
                        path: 'returns',
                        lazy: () =>
                          import('./routes/account/afterSales/afterSalesRoutes').then((module) =>
                            module.returnsRoute(locale),
                          ),
                      },
                      {
                        path: 'store-credit',
                        lazy: () =>
                          import('./routes/account/afterSales/afterSalesRoutes').then((module) =>
                            module.storeCreditRoute(locale),
                          ),
                      },
                      // The customer's helpdesk requests and one request's conversation (issue 17 item 5;
                      // replies with a file are read by the server, server/helpdeskPages.ts).
                      {
                        path: 'helpdesk',
                        lazy: () =>
                          import('./routes/account/helpdesk/helpdeskRoutes').then((module) =>
                            module.helpdeskRoute(locale),
                          ),
                      },
                      {
                        path: 'helpdesk/:id',
                        lazy: () =>
                          import('./routes/account/helpdesk/helpdeskRoutes').then((module) =>
                            module.ticketRoute(locale),
                          ),
                      },
                      // The wishlist (issue 17 item 1); its action also takes every page's heart.
                      {
                        path: 'wishlist',
                        lazy: () =>
                          import('./routes/wishlist/wishlistRoutes').then((module) =>
                            module.wishlistRoute(locale),
                          ),
                      },
                      // The terms pages (CMS pages `cgv` and `conditions-achats`).
                      {
                        path: 'cgv',
                        lazy: () =>
                          import('./routes/cms/cmsPageRoute').then((module) =>
                            module.cmsPageRoute('cgv'),
                          ),
                      },
                      {
                        path: 'conditions-achats',
                        lazy: () =>
                          import('./routes/cms/cmsPageRoute').then((module) =>
                            module.cmsPageRoute('conditions-achats'),
                          ),
                      },
                      ...(options.testRoutes?.user() ?? []),
                      {
                        path: '*',
                        loader: notFound,
                        element: null,
                        handle: cacheHandle(personalPage),
                      },
                    ],
                  },
                ],
              },
              ...(options.testRoutes?.site() ?? []),
              // The `/:slug` catch-all, matched last, for friendly URLs of any depth: the entity dispatch
              // (CMS page, category, product, redirect, or the no-route CMS page with HTTP 404).
              dispatchRoute({ locale, baseUrl: options.baseUrl }),
            ],
          },
        ],
      },
    ],
  };
}

/** The route table of both sites. */
export function createRoutes(options: RouteTableOptions): RouteObject[] {
  return siteLocales.map((locale) => siteRoute(locale, options));
}
