import {
  FaqQueryDocument,
  type FaqQueryQuery,
  FooterBlocksQueryDocument,
  type FooterBlocksQueryQuery,
} from '@truffe/graphql/documents';
import { Accordion } from '@truffe/ui/Accordion';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';

import { PageBuilderContent } from '../../components/pagebuilder/PageBuilder';
import { queryData } from '../../data/queryData';
import { localePathPrefixes, type SiteLocale } from '../../i18n/locales';
import { headHandle } from '../../seo/headHandle';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { cmsPageData, type CmsPageData } from '../cms/cmsPageData';
import { CmsPageScreen } from '../cms/CmsPageScreen';
import { contentPageHead } from '../cms/contentPageHead';
import * as styles from './faq.css';
import { cacheHandle, sharedPage } from '../../data/cachePolicy';

/** The configured FAQ contact block (spec §2). */
export const faqContactBlockIdentifier = 'faq-contact';

export interface FaqData extends CmsPageData {
  sections: FaqQueryQuery['faq'];
  contact: FooterBlocksQueryQuery['cmsBlockList'][number] | null;
}

async function faqLoader({ context }: LoaderFunctionArgs) {
  const [page, faq, blocks] = await Promise.all([
    cmsPageData(context, 'faq'),
    queryData(context, FaqQueryDocument, {}),
    queryData(context, FooterBlocksQueryDocument, { identifiers: [faqContactBlockIdentifier] }),
  ]);
  // Without its CMS page the FAQ is the not-found page.
  if (!('kind' in page)) return page;
  return {
    ...page,
    sections: faq.faq,
    contact: blocks.cmsBlockList[0] ?? null,
  } satisfies FaqData;
}

function FaqScreen({ locale }: { locale: SiteLocale }) {
  const data = useLoaderData<FaqData>();
  const sitePrefix = localePathPrefixes[locale];
  return (
    <CmsPageScreen data={data}>
      {data.sections?.map((section, index) => (
        <section
          key={section.title}
          className={styles.section}
          aria-labelledby={`faq-section-${index}`}
        >
          <h2 id={`faq-section-${index}`} className={styles.sectionTitle}>
            {section.title}
          </h2>
          <Accordion
            headingLevel={3}
            items={section.entries.map((entry) => ({
              id: entry.id,
              title: entry.question,
              content: <p>{entry.answer}</p>,
            }))}
          />
        </section>
      ))}
      {data.contact ? (
        <section
          className={styles.contact}
          aria-labelledby="faq-contact-title"
          data-cms-block={data.contact.identifier}
        >
          <h2 id="faq-contact-title" className={styles.sectionTitle}>
            {data.contact.title}
          </h2>
          <PageBuilderContent
            childNodes={data.contact.contentWysiwyg.childNodes}
            data={[]}
            sitePrefix={sitePrefix}
          />
        </section>
      ) : null}
    </CmsPageScreen>
  );
}

/** `/faq` (spec §2 standalone route): the FAQ CMS page, its questions in an accordion, the contact block. */
export function faqRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: faqLoader,
    Component: () => <FaqScreen locale={locale} />,
    handle: { ...headHandle(contentPageHead), ...cacheHandle(sharedPage()) },
  };
}
