import { type ComponentProps, use } from 'react';
import {
  Link as ReactRouterLink,
  NavLink as ReactRouterNavLink,
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
} from 'react-router';

/**
 * React Router's `Link` and `NavLink`, rendered on the server without their hooks (decision 0920).
 *
 * On the server a link is only its markup, yet React Router's link runs ~10 hooks to be able to navigate when
 * clicked, and its `NavLink` resolves its path twice and parses a `URL` to say whether it is active: ~4 µs a
 * link, 0.3–0.5 ms of every page (70–100 links). The server versions below write the same `<a>` for an
 * app-absolute path (`/…`, the shop's own links), from two context reads; any other `to` (a relative path, an
 * object, another origin) is rendered by React Router's own. The browser always uses React Router's, so the
 * links hydrate and navigate as before. `routerLinks.test.tsx` compares both markups.
 */

type LinkProps = ComponentProps<typeof ReactRouterLink>;
type NavLinkProps = ComponentProps<typeof ReactRouterNavLink>;

const pathKeys = new Set(['pathname', 'search', 'hash']);

/**
 * What React Router's `useHref` makes of a path object whose pathname is app-absolute (the language switch's
 * link keeps the query and the fragment this way): its search and hash with their `?` and `#`, as
 * React Router's `resolvePath` normalizes them; `null` for any other object.
 */
function appPathOfObject(to: object): { pathname: string; search: string; hash: string } | null {
  const { pathname, search = '', hash = '' } = to as Record<string, unknown>;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//'))
    return null;
  if (typeof search !== 'string' || typeof hash !== 'string') return null;
  for (const key in to) if (!pathKeys.has(key)) return null;
  return {
    pathname,
    search: !search || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`,
    hash: !hash || hash === '#' ? '' : hash.startsWith('#') ? hash : `#${hash}`,
  };
}

/** What React Router's `useHref` makes of an app-absolute path: `null` for any other `to`. */
function appPath(to: unknown): { pathname: string; search: string; hash: string } | null {
  if (typeof to === 'object' && to !== null) return appPathOfObject(to);
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//')) return null;
  let pathname = to;
  let search = '';
  let hash = '';
  const hashAt = pathname.indexOf('#');
  if (hashAt >= 0) {
    hash = pathname.slice(hashAt);
    pathname = pathname.slice(0, hashAt);
  }
  const searchAt = pathname.indexOf('?');
  if (searchAt >= 0) {
    search = pathname.slice(searchAt);
    pathname = pathname.slice(0, searchAt);
  }
  return {
    pathname,
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
  };
}

function hrefOf(path: { pathname: string; search: string; hash: string }, basename: string) {
  const pathname =
    basename === '/'
      ? path.pathname
      : path.pathname === '/'
        ? basename
        : `${basename}/${path.pathname}`.replace(/\/\/+/g, '/');
  return pathname + path.search + path.hash;
}

/**
 * The path React Router compares with the location's to find the active link (the static router encodes it as
 * a URL's path): the path itself when it has nothing a URL would encode or resolve; `null` otherwise.
 */
function plainPathname(pathname: string): string | null {
  return /^[\w\-.~/]*$/.test(pathname) && !/\/\.\.?(\/|$)/.test(pathname) ? pathname : null;
}

/**
 * React Router's link props that its `<a>` does not get (`to` becomes `href`; `target` is set apart). The props
 * are copied without them by a loop rather than by object rest: rest with excluded keys goes through a V8
 * runtime call, several times slower than the loop, on every link of every page (decision 0929).
 */
const linkOnlyProps = /* @__PURE__ */ new Set([
  'to',
  'discover',
  'prefetch',
  'reloadDocument',
  'target',
  'onClick',
  'replace',
  'state',
  'preventScrollReset',
  'relative',
  'viewTransition',
  'defaultShouldRevalidate',
  'mask',
]);

/** React Router's `NavLink` props that its link does not get (`children` is passed apart). */
const navLinkOnlyProps = /* @__PURE__ */ new Set([
  'aria-current',
  'caseSensitive',
  'className',
  'end',
  'style',
  'to',
  'viewTransition',
  'children',
]);

function propsWithout(props: object, excluded: ReadonlySet<string>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key in props) {
    if (!excluded.has(key)) kept[key] = (props as Record<string, unknown>)[key];
  }
  return kept;
}

function ServerLink(props: LinkProps) {
  const {
    to,
    discover = 'render',
    prefetch = 'none',
    reloadDocument,
    target,
    relative,
    mask,
  } = props;
  const { basename } = use(NavigationContext);
  const path =
    prefetch === 'none' && relative === undefined && mask === undefined ? appPath(to) : null;
  const rest = propsWithout(props, linkOnlyProps);
  if (!path) {
    return (
      <ReactRouterLink
        {...rest}
        to={to}
        discover={discover}
        prefetch={prefetch}
        reloadDocument={reloadDocument}
        target={target}
        relative={relative}
        mask={mask}
      />
    );
  }
  rest.href = hrefOf(path, basename);
  rest.target = target;
  rest['data-discover'] = discover === 'render' ? 'true' : undefined;
  // The content is the caller's `children`, in `rest` as React Router's own link takes it.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...rest} />;
}

function ServerNavLink(props: NavLinkProps) {
  const {
    'aria-current': ariaCurrentProp = 'page',
    caseSensitive = false,
    className: classNameProp = '',
    end = false,
    style: styleProp,
    to,
    viewTransition,
    children,
    relative,
  } = props;
  const location = useLocation();
  const rest = propsWithout(props, navLinkOnlyProps);
  const path = relative === undefined ? appPath(to) : null;
  const plain = path && plainPathname(path.pathname);
  if (!plain) {
    return (
      <ReactRouterNavLink
        {...rest}
        aria-current={ariaCurrentProp}
        caseSensitive={caseSensitive}
        className={classNameProp}
        end={end}
        style={styleProp}
        to={to}
        viewTransition={viewTransition}
      >
        {children}
      </ReactRouterNavLink>
    );
  }
  const toPathname = caseSensitive ? plain : plain.toLowerCase();
  const locationPathname = caseSensitive ? location.pathname : location.pathname.toLowerCase();
  const endSlashPosition =
    toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive =
    locationPathname === toPathname ||
    (!end &&
      locationPathname.startsWith(toPathname) &&
      locationPathname.charAt(endSlashPosition) === '/');
  // The server renders no navigation in progress and no view transition.
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  const className =
    typeof classNameProp === 'function'
      ? classNameProp(renderProps)
      : [classNameProp, isActive ? 'active' : null].filter(Boolean).join(' ');
  const style = typeof styleProp === 'function' ? styleProp(renderProps) : styleProp;
  return (
    <ServerLink
      {...(rest as unknown as LinkProps)}
      aria-current={isActive ? ariaCurrentProp : undefined}
      className={className}
      style={style}
      to={to}
    >
      {typeof children === 'function' ? children(renderProps) : children}
    </ServerLink>
  );
}

/** React Router's `Link`; on the server, its markup without its hooks for an app-absolute path. */
export const RouterLink: typeof ReactRouterLink = import.meta.env.SSR
  ? (ServerLink as typeof ReactRouterLink)
  : ReactRouterLink;

/** React Router's `NavLink`; on the server, its markup without its hooks for an app-absolute path. */
export const RouterNavLink: typeof ReactRouterNavLink = import.meta.env.SSR
  ? (ServerNavLink as typeof ReactRouterNavLink)
  : ReactRouterNavLink;

/** The server versions, for the test that compares their markup with React Router's. */
export const serverLinksForTests = { ServerLink, ServerNavLink };
