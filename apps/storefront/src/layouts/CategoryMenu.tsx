import { Image } from '@truffe/ui/Image';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useRouteLoaderData } from 'react-router';
import { RouterLink as Link } from '@truffe/ui/RouterLink';

import { mainLayoutRouteId } from '../data/footer/FooterBlocks';
import { type MainLayoutData } from '../data/footer/footerBlocks';
import { DeferredData } from '../data/deferred/DeferredData';
import { menuFeaturedDeferredId } from '../data/mainLayoutDeferredIds';
import { type MenuCategory, type MenuFeaturedProduct } from '../data/menu/categoryMenu';
import { type SiteLocale, localizePath } from '../i18n/locales';
import { usePageConfig } from '../PageConfigProvider';
import * as styles from './categoryMenu.css';

export const categoryMenuMessages = defineMessages({
  button: { id: 'shell.menu.button', defaultMessage: 'Menu' },
  label: { id: 'shell.menu.label', defaultMessage: 'Categories' },
  featured: { id: 'shell.menu.featured', defaultMessage: 'Featured' },
});

/** The main layout's loader data (undefined outside the main layout). */
// The menus' links are on every page (~40): `discover="none"` leaves out React Router's `data-discover`
// attribute, which serves framework mode's route discovery, unused by this data router (issue 21, decision 0900).
function useMainLayoutData(locale: SiteLocale): MainLayoutData | undefined {
  return useRouteLoaderData(mainLayoutRouteId(locale)) as MainLayoutData | undefined;
}

/** The header's category menu, from the main layout's loader (empty outside the main layout). */
function useMenuCategories(locale: SiteLocale): MenuCategory[] {
  return useMainLayoutData(locale)?.categoryMenu ?? [];
}

/**
 * Phones and tablets: a "Menu" disclosure (`<details>`) opening a drawer of the top categories and their
 * children (the children once the app runs). Without JavaScript the browser opens and closes it; once the
 * app runs, Escape closes it and gives the focus back to its button, a press outside or a new page closes
 * it. The browser exposes the button's expanded state itself (`<summary>` of a `<details>`).
 */
export function MobileCategoryMenu() {
  const intl = useIntl();
  const locale = intl.locale as SiteLocale;
  const categories = useMenuCategories(locale);
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();

  // A link followed inside the drawer: the header stays, the drawer closes. Not when the header hydrates: a
  // drawer opened before (the header's code loads on demand, decision 0910) stays open, and the app takes its
  // state over.
  const shownAt = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (shownAt.current === `${pathname}${search}`) return;
    shownAt.current = `${pathname}${search}`;
    if (details.current) details.current.open = false;
  }, [pathname, search]);
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (details.current && !details.current.contains(event.target as Node)) {
        details.current.open = false;
      }
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.current) return;
      details.current.open = false;
      summary.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (categories.length === 0) return null;
  return (
    <details
      ref={details}
      className={styles.mobileMenu}
      data-testid="mobile-menu"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary ref={summary} className={styles.menuButton}>
        <span aria-hidden="true" className={styles.menuIcon} />
        {intl.formatMessage(categoryMenuMessages.button)}
      </summary>
      <nav className={styles.drawer} aria-label={intl.formatMessage(categoryMenuMessages.label)}>
        <ul className={styles.drawerList}>
          {categories.map((category) => (
            <li key={category.id}>
              <Link discover="none" to={localizePath(category.path, locale)}>
                {category.name}
              </Link>
              {/* The children are drawn once the drawer is opened by the app (decision 0898): ~2 kB of every
                  page otherwise, duplicating the desktop panels. Without JavaScript the drawer lists the top
                  categories, whose pages list their children. */}
              {open && category.children.length > 0 ? (
                <ul className={styles.drawerChildren}>
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <Link
                        discover="none"
                        className={styles.drawerLink}
                        to={localizePath(child.path, locale)}
                      >
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}

/** The panel's product: its picture in the spec's `menuBestseller` preset (100×100) and its name, one link. */
function FeaturedProduct({
  product,
  locale,
}: {
  product: MenuFeaturedProduct | undefined;
  locale: SiteLocale;
}) {
  const intl = useIntl();
  const { baseUrl } = usePageConfig();
  if (!product) return null;
  return (
    <p className={styles.featured}>
      <span className={styles.featuredLabel}>
        {intl.formatMessage(categoryMenuMessages.featured)}
      </span>
      <Link discover="none" className={styles.featuredLink} to={localizePath(product.path, locale)}>
        <Image
          path={product.imageUrl}
          preset="menuBestseller"
          alt=""
          extension="png"
          baseUrl={`${baseUrl}media`}
          sizes="100px"
        />
        <span>{product.name}</span>
      </Link>
    </p>
  );
}

/** The bar of top categories; `featured` (by category id) pictures a product in their panels. */
function MenuBar({
  categories,
  featured,
  dismissed,
  locale,
}: {
  categories: MenuCategory[];
  featured: Record<string, MenuFeaturedProduct>;
  dismissed: string | null;
  locale: SiteLocale;
}) {
  return (
    <ul className={styles.bar}>
      {categories.map((category) => (
        <li
          key={category.id}
          data-category-id={category.id}
          data-dismissed={dismissed === category.id ? '' : undefined}
        >
          {/* Drawn through the bar's class (categoryMenu.css.ts): no class per element. */}
          <Link discover="none" to={localizePath(category.path, locale)}>
            {category.name}
          </Link>
          {category.children.length > 0 || featured[category.id] ? (
            <div>
              {category.children.length > 0 ? (
                <ul>
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <Link discover="none" to={localizePath(child.path, locale)}>
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
              <FeaturedProduct product={featured[category.id]} locale={locale} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Desktops: the top categories in a bar, each one's children (and its first product's picture) in a panel
 * shown on hover and while the focus is inside (CSS only, so it works without JavaScript). Escape hides the open panel and puts the focus back on
 * its category (WCAG 1.4.13: content shown on hover or focus can be dismissed).
 */
export function DesktopCategoryMenu() {
  const intl = useIntl();
  const locale = intl.locale as SiteLocale;
  const data = useMainLayoutData(locale);
  const categories = data?.categoryMenu ?? [];
  const nav = useRef<HTMLElement>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  // The panels' pictures are drawn by the browser once the app runs (issue 21, decision 0898): streaming a
  // second copy of the whole bar with them cost ~30 kB of every page, for panels that show only on hover and
  // that a page without JavaScript never got (the streamed swap is a script). The bar and its links are
  // server-rendered; the value arrives once, in its data block (<DeferredData> below).
  const [featured, setFeatured] = useState<Record<string, MenuFeaturedProduct>>({});
  const menuFeatured = data?.menuFeatured;
  useEffect(() => {
    if (!menuFeatured) return undefined;
    let live = true;
    menuFeatured.then(
      (value) => {
        if (live) setFeatured(value);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [menuFeatured]);

  // Listeners on the menu itself: Escape hides the panel the focus is in; leaving that category (focus or
  // pointer) lets the hover and focus rules decide again.
  useEffect(() => {
    const element = nav.current;
    if (!element) return;
    const itemOf = (node: EventTarget | null) =>
      node instanceof Element ? node.closest<HTMLElement>('[data-category-id]') : null;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const item = itemOf(event.target);
      if (event.key !== 'Escape' || !item) return;
      setDismissed(item.dataset.categoryId ?? null);
      item.querySelector<HTMLAnchorElement>('a')?.focus();
    };
    const onLeave = (event: FocusEvent | PointerEvent) => {
      const item = itemOf(event.target);
      if (item && !item.contains(event.relatedTarget as Node | null)) setDismissed(null);
    };
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusout', onLeave);
    element.addEventListener('pointerout', onLeave);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusout', onLeave);
      element.removeEventListener('pointerout', onLeave);
    };
  }, [categories.length]);

  if (categories.length === 0) return null;
  return (
    <nav
      ref={nav}
      className={styles.desktopMenu}
      aria-label={intl.formatMessage(categoryMenuMessages.label)}
      data-testid="desktop-menu"
    >
      <MenuBar categories={categories} featured={featured} dismissed={dismissed} locale={locale} />
      {/* Only the value's data block is streamed (nothing rendered): the browser reads it without a request. */}
      {menuFeatured ? (
        <DeferredData id={menuFeaturedDeferredId} resolve={menuFeatured} fallback={null}>
          {() => null}
        </DeferredData>
      ) : null}
    </nav>
  );
}
