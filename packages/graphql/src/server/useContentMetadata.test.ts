import { afterEach, describe, expect, it } from 'vitest';

import { startYogaServer, type TestServer } from '../client/testing/startYogaServer';
import { createContentMetadataCollector } from '../context';
import { useContentMetadata } from './useContentMetadata';

async function post(server: TestServer, body: unknown) {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { headers: response.headers, body: (await response.json()) as unknown };
}

describe('useContentMetadata against a real yoga server', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it("uses the collector the server's context factory made (GraphQLContext.contentMetadata)", async () => {
    const collectors: ReturnType<typeof createContentMetadataCollector>[] = [];
    server = await startYogaServer({
      plugins: [useContentMetadata()],
      context: () => {
        const contentMetadata = createContentMetadataCollector();
        collectors.push(contentMetadata);
        return { contentMetadata };
      },
    });
    const answer = await post(server, { query: '{ testContent(ids: ["p", "q"]) }' });
    expect(collectors).toHaveLength(1);
    expect(collectors[0]?.list().map((entry) => entry.hash)).toEqual(['t-p', 't-q']);
    expect(answer.body).toMatchObject({ extensions: { contentMetadata: collectors[0]?.list() } });
    expect(answer.headers.get('cache-tag')).toBe('t-p,t-q');
  });

  it('adds nothing to a response that shows no content', async () => {
    server = await startYogaServer({ plugins: [useContentMetadata()] });
    const answer = await post(server, { query: '{ shop { id } }' });
    expect(answer.body).toEqual({ data: { shop: { id: 'truffe-fr' } } });
    expect(answer.headers.get('cache-tag')).toBeNull();
  });
});
