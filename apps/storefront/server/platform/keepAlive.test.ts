import { createServer, request, Agent } from 'node:http';
import { type AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { keepAliveTimeoutMs, keepConnectionsAlive } from './keepAlive';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

function get(port: number, agent: Agent): Promise<{ status: number; socket: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, socket: req.socket }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('keep-alive connections', () => {
  it('answers a request on a connection left idle past Node’s default 5 s (7.5 s)', async () => {
    const server = keepConnectionsAlive(createServer((_req, res) => res.end('ok')));
    servers.push(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    let closedByServer = false;
    const first = await get(port, agent);
    (first.socket as NodeJS.Socket).once('end', () => (closedByServer = true));
    await new Promise((done) => setTimeout(done, 7_500));
    expect(closedByServer).toBe(false);
    const second = await get(port, agent);
    expect([first.status, second.status]).toEqual([200, 200]);
    // The same connection served both.
    expect(second.socket).toBe(first.socket);
    expect(server.keepAliveTimeout).toBe(keepAliveTimeoutMs);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    agent.destroy();
  }, 15_000);
});
