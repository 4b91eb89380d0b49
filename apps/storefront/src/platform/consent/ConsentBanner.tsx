import { Button } from '@truffe/ui/Button';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { RouterLink as Link } from '@truffe/ui/RouterLink';

import { type SiteLocale, localizePath } from '../../i18n/locales';
import { usePageConfig } from '../../PageConfigProvider';
import * as styles from './consent.css';
import { consentBannerMessages } from './consentBannerMessages';
import { allAccepted, allRefused } from './consentPurposes';
import { useConsentChoices } from './useConsentChoices';

/** Path of the preferences page inside a site. */
export const consentPreferencesPath = '/consent';

/**
 * Spec §4 consent banner (decision 0353): shown until the shopper chooses. Refusing is as easy as accepting:
 * two buttons of the same look and size, one click each; the preferences page offers purpose-by-purpose
 * choices. Not a modal: the shop stays usable, and nothing optional loads before a choice.
 *
 * It is in the server HTML (the same for everyone, hidden by its CSS) so that it paints with the page instead
 * of after the app has started (decision 0810): the head script of `consentPendingScript` marks `<html>` when
 * there is no choice yet, which shows it; once React knows the choices it shows or removes it itself. Without
 * JavaScript it stays hidden: nothing optional can load anyway.
 */
export function ConsentBanner() {
  const intl = useIntl();
  const locale = intl.locale as SiteLocale;
  const { settings } = usePageConfig();
  const { pathname } = useLocation();
  const [choices, save] = useConsentChoices();
  const titleId = useId();
  // `undefined`: not known yet (server render, hydration) — the head script's mark decides.
  if (choices || pathname.endsWith(consentPreferencesPath)) return null;
  return (
    <section
      className={styles.banner}
      aria-labelledby={titleId}
      data-consent-banner=""
      data-shown={choices === null ? '' : undefined}
    >
      <div className={styles.bannerInner}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {intl.formatMessage(consentBannerMessages.bannerTitle)}
          </h2>
          <p className={styles.text}>
            {intl.formatMessage(consentBannerMessages.bannerText, { siteName: settings.siteName })}
          </p>
        </div>
        <div className={styles.actions}>
          <Button appearance="outline" onClick={() => save(allRefused)}>
            {intl.formatMessage(consentBannerMessages.refuseAll)}
          </Button>
          <Button appearance="outline" onClick={() => save(allAccepted)}>
            {intl.formatMessage(consentBannerMessages.acceptAll)}
          </Button>
          <Link
            to={localizePath(consentPreferencesPath, locale)}
            discover="none"
            className={styles.customise}
          >
            {intl.formatMessage(consentBannerMessages.customise)}
          </Link>
        </div>
      </div>
    </section>
  );
}
