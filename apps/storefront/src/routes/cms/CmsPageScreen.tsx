import { Breadcrumb } from '@truffe/ui/Breadcrumb';
import { type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { PageBuilderContent } from '../../components/pagebuilder/PageBuilder';
import { localePathPrefixes, type SiteLocale } from '../../i18n/locales';
import * as styles from './cmsPage.css';
import { type CmsPageData } from './cmsPageData';
import { cmsPagePath } from './contentPageHead';
import { homeIdentifier } from './cmsIdentifiers';

export const cmsPageMessages = defineMessages({
  home: { id: 'content.breadcrumb.home', defaultMessage: 'Home' },
  breadcrumb: { id: 'content.breadcrumb.label', defaultMessage: 'Breadcrumb' },
});

export interface CmsPageScreenProps {
  data: CmsPageData;
  /** Shown after the page's content (the FAQ's questions and contact block). */
  children?: ReactNode;
}

/**
 * A content page (spec §2): breadcrumbs ending with the page title, the optional content heading as the main
 * heading (the title, for screen readers, when there is none), then the rich content. The home page has no
 * breadcrumbs and loads its first slide with priority.
 */
export function CmsPageScreen({ data, children }: CmsPageScreenProps) {
  const intl = useIntl();
  const { page } = data;
  const sitePrefix = localePathPrefixes[intl.locale as SiteLocale] ?? '';
  const isHome = page.identifier === homeIdentifier;
  const heading = page.content_heading?.trim();
  return (
    <article className={styles.screen} data-cms-page={page.identifier}>
      {isHome ? null : (
        <Breadcrumb
          items={[{ name: page.title, path: cmsPagePath(page.identifier, sitePrefix) }]}
          rootName={intl.formatMessage(cmsPageMessages.home)}
          rootPath={`${sitePrefix}/`}
          label={intl.formatMessage(cmsPageMessages.breadcrumb)}
        />
      )}
      {heading ? (
        <h1 className={styles.heading}>{heading}</h1>
      ) : (
        <h1 className={styles.visuallyHidden}>{page.title}</h1>
      )}
      <PageBuilderContent
        childNodes={page.contentWysiwyg.childNodes}
        data={page.contentWysiwyg.data}
        sitePrefix={sitePrefix}
        priorityFirstMedia={isHome}
      />
      {children}
    </article>
  );
}
