import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { type To, useHref } from 'react-router';
import { RouterLink as Link } from '@truffe/ui/RouterLink';

import { type SiteLocale, siteLocales } from '../i18n/locales';
import { useAlternatePaths } from '../seo/useAlternatePaths';
import * as styles from './header.css';

export const languageSwitchMessages = defineMessages({
  label: { id: 'shell.language.label', defaultMessage: 'Language:' },
  'fr-FR': { id: 'shell.language.fr-FR', defaultMessage: 'Français' },
  'en-GB': { id: 'shell.language.en-GB', defaultMessage: 'English' },
});

/** Native names: a shopper finds their language whatever the page's language is. */
const nativeNames: Record<SiteLocale, string> = { 'fr-FR': 'Français', 'en-GB': 'English' };
const languageTags: Record<SiteLocale, string> = { 'fr-FR': 'fr', 'en-GB': 'en' };

/** The other site's page as a plain link (no script needed), its address from the router (base path included). */
function PlainLanguageLink({ locale, to }: { locale: SiteLocale; to: To }) {
  return (
    <a
      className={styles.languageLink}
      href={useHref(to)}
      hrefLang={languageTags[locale]}
      lang={languageTags[locale]}
    >
      {nativeNames[locale]}
    </a>
  );
}

/**
 * Disclosure menu to the same page in the other site — the page's own `hreflang` alternates, so a product or
 * category lands on the same entity although its friendly URL differs per site (src/seo/useAlternatePaths.ts).
 * Switching site is a full page load (`reloadDocument`): the new site's message bundle and shop record load
 * with it.
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const alternates = useAlternatePaths();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const current = intl.locale as SiteLocale;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className={styles.languageSwitch} ref={container}>
      <button
        ref={button}
        type="button"
        className={styles.languageButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {/* "Language:" is only hidden visually on phones: the accessible name stays whole. */}
        <span className={styles.languageLabel}>
          {intl.formatMessage(languageSwitchMessages.label)}
        </span>{' '}
        {intl.formatMessage(languageSwitchMessages[current])}
      </button>
      {/* Without JavaScript the button opens nothing: the other site's page is a plain link beside it. */}
      <noscript>
        {siteLocales
          .filter((locale) => locale !== current)
          .map((locale) => (
            <PlainLanguageLink key={locale} locale={locale} to={alternates[locale]} />
          ))}
      </noscript>
      <ul id={menuId} className={styles.languageMenu} hidden={!open}>
        {siteLocales.map((locale) => (
          <li key={locale}>
            <Link
              reloadDocument
              discover="none"
              className={styles.languageLink}
              to={alternates[locale]}
              hrefLang={languageTags[locale]}
              lang={languageTags[locale]}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => setOpen(false)}
            >
              {nativeNames[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
