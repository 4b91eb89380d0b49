import { parse, print } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';

import { startYogaServer, type TestServer } from '../client/testing/startYogaServer';
import { addTypenameSelections, useTypenameSelections } from './useTypenameSelections';

describe('addTypenameSelections', () => {
  it('adds __typename to every selection set that lacks it, once', () => {
    const document = addTypenameSelections(
      parse('query Q { shop { id sites { locale __typename } } }'),
    );
    expect(print(document).replace(/\s+/g, ' ')).toBe(
      'query Q { shop { id sites { locale __typename } __typename } __typename }',
    );
    expect(print(addTypenameSelections(document))).toBe(print(document));
  });

  it('leaves the root of a subscription alone (it must have one field)', () => {
    const document = addTypenameSelections(parse('subscription S { shop { id } }'));
    expect(print(document).replace(/\s+/g, ' ')).toBe('subscription S { shop { id __typename } }');
  });
});

describe('useTypenameSelections against a real yoga server', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('answers every object with its __typename', async () => {
    server = await startYogaServer({ plugins: [useTypenameSelections()] });
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ shop { id currentCurrency { code } } }' }),
    });
    expect(await response.json()).toEqual({
      data: {
        __typename: 'Query',
        shop: {
          __typename: 'Shop',
          id: 'truffe-fr',
          currentCurrency: { __typename: 'Currency', code: 'EUR' },
        },
      },
    });
  });
});
