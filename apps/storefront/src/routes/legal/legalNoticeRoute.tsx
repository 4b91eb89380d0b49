import { LegalNoticeQueryDocument, type LegalNoticeQueryQuery } from '@truffe/graphql/documents';
import { Breadcrumb } from '@truffe/ui/Breadcrumb';
import { Link } from '@truffe/ui/Link';
import { useIntl } from 'react-intl';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';

import { cacheHandle, sharedPage } from '../../data/cachePolicy';
import { queryData } from '../../data/queryData';
import { localePathPrefixes, localizePath, type SiteLocale } from '../../i18n/locales';
import { absoluteUrl, documentTitle, type HeadInput } from '../../seo/pageHead';
import { headHandle } from '../../seo/headHandle';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { cmsPageMessages } from '../cms/CmsPageScreen';
import * as styles from '../cms/cmsPage.css';
import { legalNoticeMessages as messages, legalNoticeTitles } from './legalNoticeMessages';
import { legalNoticePath, termsOfSalePath } from './legalPaths';

type LegalNotice = LegalNoticeQueryQuery['legalNotice'];

async function legalNoticeLoader({ context }: LoaderFunctionArgs): Promise<LegalNotice> {
  return (await queryData(context, LegalNoticeQueryDocument, {})).legalNotice;
}

function LegalNoticeScreen() {
  const notice = useLoaderData<LegalNotice>();
  const intl = useIntl();
  const locale = intl.locale as SiteLocale;
  const sitePrefix = localePathPrefixes[locale];
  const country =
    new Intl.DisplayNames([locale], { type: 'region' }).of(notice.countryCode) ??
    notice.countryCode;
  const address = [...notice.street, `${notice.postcode} ${notice.city}`, country].join(', ');
  const title = intl.formatMessage(messages.title);
  return (
    <article className={styles.screen} data-testid="legal-notice">
      <Breadcrumb
        items={[{ name: title, path: localizePath(legalNoticePath, locale) }]}
        rootName={intl.formatMessage(cmsPageMessages.home)}
        rootPath={`${sitePrefix}/`}
        label={intl.formatMessage(cmsPageMessages.breadcrumb)}
      />
      <h1 className={styles.heading}>{title}</h1>
      <section aria-labelledby="legal-publisher">
        <h2 id="legal-publisher">{intl.formatMessage(messages.publisher)}</h2>
        <p>
          {intl.formatMessage(messages.company, {
            company: notice.company,
            legalForm: notice.legalForm,
            capital: notice.capital,
          })}
          <br />
          {intl.formatMessage(messages.office, { address })}
          <br />
          {intl.formatMessage(messages.siret, { siret: notice.siret })}
          <br />
          {intl.formatMessage(messages.rcs, { rcs: notice.rcs })}
          <br />
          {intl.formatMessage(messages.vatNumber, { vatNumber: notice.vatNumber })}
        </p>
      </section>
      <section aria-labelledby="legal-director">
        <h2 id="legal-director">{intl.formatMessage(messages.director)}</h2>
        <p>{notice.publicationDirector}</p>
      </section>
      <section aria-labelledby="legal-host">
        <h2 id="legal-host">{intl.formatMessage(messages.host)}</h2>
        <p>
          {notice.hostName}
          <br />
          {notice.hostAddress}
          {notice.hostPhone ? (
            <>
              <br />
              {intl.formatMessage(messages.hostPhone, { phone: notice.hostPhone })}
            </>
          ) : null}
        </p>
      </section>
      <section aria-labelledby="legal-contact">
        <h2 id="legal-contact">{intl.formatMessage(messages.contact)}</h2>
        <p>
          {intl.formatMessage(messages.contactEmail, {
            email: <a href={`mailto:${notice.email}`}>{notice.email}</a>,
          })}
        </p>
        <ul>
          <li>
            <Link to={localizePath(termsOfSalePath, locale)}>
              {intl.formatMessage(messages.terms)}
            </Link>
          </li>
          <li>
            <Link to={localizePath('/rgpd', locale)}>
              {intl.formatMessage(messages.dataProtection)}
            </Link>
          </li>
        </ul>
      </section>
    </article>
  );
}

function legalNoticeHead({ shop, locale, origin }: HeadInput<LegalNotice>) {
  return {
    title: documentTitle(legalNoticeTitles[locale], shop.defaultTitle),
    meta: [{ name: 'description', content: shop.defaultDescription }],
    canonical: absoluteUrl(origin, localizePath(legalNoticePath, locale)),
  };
}

/**
 * `/mentions-legales` (issue 20): the legal notice a French shop must publish — the seller of the invoices as
 * publisher, the director of publication, the host, a contact — from the shop configuration. Shared page.
 */
export function legalNoticeRoute(): LazyScreenRoute {
  return {
    loader: legalNoticeLoader,
    Component: LegalNoticeScreen,
    handle: { ...headHandle(legalNoticeHead), ...cacheHandle(sharedPage()) },
  };
}
