import { gql } from '@urql/core';
import { createGraphQLError } from 'graphql-yoga';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useMaintenanceFlag } from '../server/useMaintenanceFlag';
import { maintenanceExchange } from './maintenanceExchange';
import { createTestClient } from './testing/testClient';
import { startYogaServer, type TestServer } from './testing/startYogaServer';

const itemQuery = gql`
  query TestItem($id: ID!) {
    testItem(id: $id) {
      id
      name
    }
  }
`;

describe('maintenanceExchange (spec §4) against a real yoga server', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('switches to maintenance on HTTP 503', async () => {
    let maintenance = false;
    server = await startYogaServer({
      plugins: [useMaintenanceFlag({ isMaintenance: () => maintenance })],
    });
    const onMaintenance = vi.fn();
    const client = createTestClient(server.url, [maintenanceExchange({ onMaintenance })]);
    await client.query(itemQuery, { id: '1' }).toPromise();
    expect(onMaintenance).not.toHaveBeenCalled();
    maintenance = true;
    const result = await client.query(itemQuery, { id: '1' }).toPromise();
    expect((result.error?.response as Response).status).toBe(503);
    expect(onMaintenance).toHaveBeenCalledTimes(1);
    expect(onMaintenance.mock.calls[0]?.[0]).toBe(result);
  });

  it('switches to maintenance on a GraphQL error containing "#503 Maintenance flag" (HTTP 200)', async () => {
    server = await startYogaServer({
      plugins: [
        {
          onParams() {
            throw createGraphQLError('Shop closed: #503 Maintenance flag (back soon)');
          },
        },
      ],
    });
    const onMaintenance = vi.fn();
    const client = createTestClient(server.url, [maintenanceExchange({ onMaintenance })]);
    const result = await client.query(itemQuery, { id: '1' }).toPromise();
    expect((result.error?.response as Response).status).toBe(200);
    expect(onMaintenance).toHaveBeenCalledTimes(1);
  });

  it('ignores other errors', async () => {
    server = await startYogaServer({
      plugins: [
        {
          onParams() {
            throw createGraphQLError('Service busy', { extensions: { http: { status: 500 } } });
          },
        },
      ],
    });
    const onMaintenance = vi.fn();
    const client = createTestClient(server.url, [maintenanceExchange({ onMaintenance })]);
    const result = await client.query(itemQuery, { id: '1' }).toPromise();
    expect(result.error).toBeDefined();
    expect(onMaintenance).not.toHaveBeenCalled();
  });
});
