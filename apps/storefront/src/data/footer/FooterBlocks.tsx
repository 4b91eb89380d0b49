import { Skeleton } from '@truffe/ui/Skeleton';
import { useRouteLoaderData } from 'react-router';

import { RichText } from '../../components/RichText/RichText';
import { DeferredData } from '../deferred/DeferredData';
import { type FooterBlock, type MainLayoutData } from './footerBlocks';
import { footerBlocksDeferredId } from '../mainLayoutDeferredIds';
import * as styles from './footerBlocks.css';

/** Id of the main layout route (its loader returns {@link MainLayoutData}). */
export const mainLayoutRouteId = (locale: string) => `main-layout-${locale}`;

/**
 * The footer's CMS blocks (contact, news; a signed-in customer's links): non-critical data, streamed into the page after the shell
 * (src/data/deferred). Their internal links get the site's prefix (`/new-arrivals` → `/en/new-arrivals`).
 */
export function FooterBlocks({ routeId, sitePrefix }: { routeId: string; sitePrefix: string }) {
  const data = useRouteLoaderData(routeId) as MainLayoutData | undefined;
  if (!data) return null;
  return (
    <DeferredData
      id={footerBlocksDeferredId}
      resolve={data.footerBlocks}
      fallback={<Skeleton width="100%" height="4rem" />}
    >
      {(blocks: FooterBlock[]) => (
        <div className={styles.blocks}>
          {blocks.map((block) => (
            <section
              key={block.identifier}
              className={styles.block}
              aria-labelledby={`footer-block-${block.identifier}`}
              data-cms-block={block.identifier}
            >
              <h2 id={`footer-block-${block.identifier}`} className={styles.title}>
                {block.title}
              </h2>
              <RichText nodes={block.contentWysiwyg.childNodes} sitePrefix={sitePrefix} />
            </section>
          ))}
        </div>
      )}
    </DeferredData>
  );
}
