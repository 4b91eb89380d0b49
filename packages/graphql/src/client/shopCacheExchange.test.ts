import { Client, gql } from '@urql/core';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';

import { executeExchange } from './executeExchange';
import { shopCacheExchange } from './shopCacheExchange';

// A small schema with the types spec §3 names. The `id` of a Product differs per answer on purpose:
// only a cache keyed by sku sees that both answers describe the same product.
const schema = buildSchema(/* GraphQL */ `
  interface Entity {
    identifier: String!
  }
  type CmsPage implements Entity {
    identifier: String!
    id: ID!
    title: String!
  }
  type Product {
    sku: String!
    id: ID!
    name: String!
  }
  type CartItem {
    item_id: Int!
    id: ID!
    quantity: Int!
  }
  type Order {
    order_id: String!
    id: ID!
    status: String!
  }
  type Query {
    products: [Product!]!
    cart: [CartItem!]!
    order: Order!
    page: Entity!
  }
  type Mutation {
    renameProduct(sku: String!, name: String!): Product!
    setQuantity(itemId: Int!, quantity: Int!): CartItem!
    setStatus(status: String!): Order!
    retitle(title: String!): CmsPage!
  }
`);

function createShop() {
  const state = { name: 'Harnais', quantity: 1, status: 'pending', title: 'Accueil', answers: 0 };
  const next = () => `answer-${(state.answers += 1)}`;
  const rootValue = {
    products: () => [{ sku: 'CRQ-001', id: next(), name: state.name }],
    cart: () => [{ item_id: 7, id: next(), quantity: state.quantity }],
    order: () => ({ order_id: '000042', id: next(), status: state.status }),
    page: () => ({ __typename: 'CmsPage', identifier: 'home', id: next(), title: state.title }),
    renameProduct: ({ name }: { name: string }) => (
      (state.name = name),
      { sku: 'CRQ-001', id: next(), name }
    ),
    setQuantity: ({ quantity }: { quantity: number }) => (
      (state.quantity = quantity),
      { item_id: 7, id: next(), quantity }
    ),
    setStatus: ({ status }: { status: string }) => (
      (state.status = status),
      { order_id: '000042', id: next(), status }
    ),
    retitle: ({ title }: { title: string }) => (
      (state.title = title),
      { __typename: 'CmsPage', identifier: 'home', id: next(), title }
    ),
  };
  const client = new Client({
    url: 'in-process:graphql',
    exchanges: [shopCacheExchange(), executeExchange({ schema, rootValue })],
  });
  return { client, state };
}

const pageQuery = gql`
  query Page {
    products {
      sku
      id
      name
    }
    cart {
      item_id
      id
      quantity
    }
    order {
      order_id
      id
      status
    }
    page {
      identifier
      ... on CmsPage {
        id
        title
      }
    }
  }
`;

describe('shopCacheExchange: graphcache keyed as spec §3 says', () => {
  it('updates cached queries from mutation answers by sku, item_id, order_id and identifier', async () => {
    const { client } = createShop();
    const first = await client.query(pageQuery, {}).toPromise();
    expect(first.data?.products[0].name).toBe('Harnais');

    await client
      .mutation(
        gql`
          mutation {
            renameProduct(sku: "CRQ-001", name: "Harnais rouge") {
              sku
              id
              name
            }
          }
        `,
        {},
      )
      .toPromise();
    await client
      .mutation(
        gql`
          mutation {
            setQuantity(itemId: 7, quantity: 3) {
              item_id
              id
              quantity
            }
          }
        `,
        {},
      )
      .toPromise();
    await client
      .mutation(
        gql`
          mutation {
            setStatus(status: "shipped") {
              order_id
              id
              status
            }
          }
        `,
        {},
      )
      .toPromise();
    await client
      .mutation(
        gql`
          mutation {
            retitle(title: "Bienvenue") {
              identifier
              id
              title
            }
          }
        `,
        {},
      )
      .toPromise();

    const cached = await client.query(pageQuery, {}, { requestPolicy: 'cache-only' }).toPromise();
    expect(cached.data?.products[0]).toMatchObject({ sku: 'CRQ-001', name: 'Harnais rouge' });
    expect(cached.data?.cart[0]).toMatchObject({ item_id: 7, quantity: 3 });
    expect(cached.data?.order).toMatchObject({ order_id: '000042', status: 'shipped' });
    expect(cached.data?.page).toMatchObject({ identifier: 'home', title: 'Bienvenue' });
  });

  it('serves a repeated query from the cache without executing it again', async () => {
    const { client, state } = createShop();
    await client.query(pageQuery, {}).toPromise();
    const executed = state.answers;
    const again = await client.query(pageQuery, {}).toPromise();
    expect(again.data?.order.status).toBe('pending');
    expect(state.answers).toBe(executed);
  });
});
