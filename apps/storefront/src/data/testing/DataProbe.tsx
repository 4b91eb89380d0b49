import { FooterBlocksQueryDocument } from '@truffe/graphql/documents';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';

import { RichText } from '../../components/RichText/RichText';
import { cacheHandle, sharedPage } from '../cachePolicy';
import { footerBlockIdentifiers } from '../footer/footerBlocks';
import { queryData } from '../queryData';

/** Test-only lazy screen whose loader reads CMS content as critical data (server tests and e2e). */
export async function loader({ context }: LoaderFunctionArgs) {
  const data = await queryData(context, FooterBlocksQueryDocument, {
    identifiers: footerBlockIdentifiers,
  });
  return { blocks: data.cmsBlockList };
}

/** Shared: its content carries the CMS lifetime (dataFlow tests read the resulting Cache-Control). */
export const handle = cacheHandle(sharedPage());

export function Component() {
  const { blocks } = useLoaderData<typeof loader>();
  return (
    <section data-testid="data-probe">
      {blocks.map((block) => (
        <article key={block.identifier}>
          <h2>{block.title}</h2>
          <RichText nodes={block.contentWysiwyg.childNodes} />
        </article>
      ))}
    </section>
  );
}
