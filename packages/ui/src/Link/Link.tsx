import {
  createContext,
  use,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

import * as styles from './Link.css';
import { RouterNavLink as NavLink } from './routerLinks';
import { classifyLink, opensInNewTab, type LinkKind } from './linkTarget';
import { button, type ButtonAppearance, type ButtonSize } from '../Button/Button.css';
import { classNames } from '../styles/classNames';
import { visuallyHidden } from '../styles/visuallyHidden.css';

export { classifyLink, fileExtensions, type LinkKind } from './linkTarget';

/** The class the active internal link gets (spec §2 "Links"). */
export const activeLinkClass = 'link--active';

const BrandDomainsContext = createContext<readonly string[]>([]);

export interface BrandDomainsProviderProps {
  /** Host names of the shop's own brands (subdomains included): their links open in the same tab. */
  domains: readonly string[];
  children: ReactNode;
}

/** Configures the brand domains for every Link below it. */
export function BrandDomainsProvider({ domains, children }: BrandDomainsProviderProps) {
  return <BrandDomainsContext value={domains}>{children}</BrandDomainsContext>;
}

type NativeAnchorProps = Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'className' | 'children' | 'target' | 'download' | 'onClick'
>;

export interface LinkProps extends NativeAnchorProps {
  /** The address: an internal path, a file, an external URL, `mailto:` or `tel:`. */
  to: string;
  children: ReactNode;
  /** Gives the link the look of a Button of this appearance. */
  appearance?: ButtonAppearance;
  /** With `appearance`: the button size. @defaultValue 'medium' */
  size?: ButtonSize;
  /** Marks the link as a download (a file name when a string); it is then a plain anchor. */
  download?: boolean | string;
  /** Overrides the brand domains of `BrandDomainsProvider`. */
  brandDomains?: readonly string[];
  /** Internal links: active only on an exact match of the path. @defaultValue false */
  end?: boolean;
  /** Read by screen readers after the text of a link that opens a new tab. @defaultValue '(opens in a new tab)' */
  newTabLabel?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
  'data-state'?: string;
}

/**
 * A link that follows spec §2 "Links": internal paths navigate client-side (React Router) and the active one
 * gets the class `link--active`; files, `mailto:`, `tel:` and other hosts are plain anchors; other hosts open
 * in a new tab with `rel="noopener noreferrer"` unless they are brand domains.
 */
export function Link({
  to,
  children,
  appearance,
  size = 'medium',
  download,
  brandDomains,
  end = false,
  newTabLabel = '(opens in a new tab)',
  className,
  ...rest
}: LinkProps) {
  const contextDomains = use(BrandDomainsContext);
  const kind: LinkKind = classifyLink(to, brandDomains ?? contextDomains);
  const look = appearance ? button({ appearance, size }) : styles.link;

  if (kind === 'internal' && download === undefined) {
    return (
      <NavLink
        // React Router's `data-discover` serves framework mode's route discovery, unused by a data router:
        // left out of the HTML (issue 21, decision 0900); a caller may still ask for it.
        discover="none"
        {...rest}
        to={to}
        end={end}
        // No `data-link="internal"`: the kind of most links of every page, said by their `href` already
        // (decision 0903); files, mail, phone and other hosts keep theirs.
        className={({ isActive }) => classNames(look, className, isActive && activeLinkClass)}
      >
        {children}
      </NavLink>
    );
  }

  const newTab = opensInNewTab(kind);
  return (
    <a
      {...rest}
      href={to}
      data-link={kind}
      className={classNames(look, className)}
      download={download === true ? '' : download || undefined}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
    >
      {children}
      {newTab && newTabLabel ? <span className={visuallyHidden}> {newTabLabel}</span> : null}
    </a>
  );
}
