import { FooterBlocksQueryDocument } from '@truffe/graphql/documents';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';

import { RichText } from '../../components/RichText/RichText';
import { footerBlockIdentifiers } from '../footer/footerBlocks';
import { queryData } from '../queryData';

/** Test-only lazy screen whose loader reads CMS content as critical data (server tests and e2e). */
export async function loader({ context }: LoaderFunctionArgs) {
  const data = await queryData(context, FooterBlocksQueryDocument, {
    identifiers: footerBlockIdentifiers,
  });
  return { blocks: data.cmsBlockList };
}

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
