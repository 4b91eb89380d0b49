// A small bounded HTTP load generator (node:http keep-alive agent), 127.0.0.1 only. Two modes:
// - closed loop: `connections` clients each send the next request when the previous response has ended
//   (peak throughput);
// - open loop: `rate` requests per second on a fixed schedule; latency counts from the scheduled time, so a
//   slow server is not hidden by the generator waiting for it (no coordinated omission).
// Latency is the time to the response headers (TTFB); every body is read to the end.
// Run in-process (`runLoad`) or as a child pinned to its own CPU (`runLoadPinned`).
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';

import { cpuSplit, pinned } from './server.mjs';
import { summarize } from './stats.mjs';

/**
 * @typedef {object} LoadOptions
 * @property {string} base e.g. http://127.0.0.1:3500 (only 127.0.0.1 / localhost)
 * @property {(string | LoadRequest)[]} paths requested in turn: a path, or a request with its own method, headers
 *   and body (e.g. a mixed load)
 * @property {number} [connections] closed loop: concurrent clients; open loop: socket cap. @defaultValue 8
 * @property {number} [durationMs] stop sending after this long. @defaultValue 5000
 * @property {number} [maxRequests] stop sending after this many. @defaultValue 100000
 * @property {number} [rate] open loop: requests per second
 * @property {number} [warmupRequests] sent (closed loop, not counted) before measuring. @defaultValue 20
 * @property {Record<string, string>} [headers]
 */

/**
 * @typedef {object} LoadRequest
 * @property {string} path
 * @property {string} [method] @defaultValue 'GET'
 * @property {Record<string, string>} [headers] added to the load's headers
 * @property {string} [body]
 * @property {string} [kind] a label: the result counts requests, statuses and TTFB per kind
 */

/** @param {LoadOptions} options */
export async function runLoad(options) {
  const url = new URL(options.base);
  if (!['127.0.0.1', 'localhost'].includes(url.hostname)) {
    throw new Error(`Load only goes to 127.0.0.1 or localhost, not ${url.hostname}`);
  }
  const connections = options.connections ?? 8;
  const durationMs = Math.min(options.durationMs ?? 5000, 180_000);
  const maxRequests = Math.min(options.maxRequests ?? 100_000, 200_000);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  let next = 0;
  const nextPath = () => options.paths[next++ % options.paths.length];

  const statuses = {};
  const ttfb = [];
  /** Per kind of request (LoadRequest.kind): count, statuses and TTFB. */
  const kinds = {};
  let bytes = 0;
  let errors = 0;
  const send = (entry, from) =>
    new Promise((resolve) => {
      const item = typeof entry === 'string' ? { path: entry } : entry;
      const headers = { ...options.headers, ...item.headers };
      if (item.body !== undefined) headers['content-length'] = Buffer.byteLength(item.body);
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: item.path,
          method: item.method ?? 'GET',
          agent,
          headers,
        },
        (res) => {
          const headersAt = performance.now();
          res.on('data', (chunk) => (bytes += chunk.length));
          res.on('end', () => {
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            if (item.kind) {
              const kind = (kinds[item.kind] ??= { requests: 0, statuses: {}, ttfb: [] });
              kind.requests += 1;
              kind.statuses[res.statusCode] = (kind.statuses[res.statusCode] ?? 0) + 1;
              kind.ttfb.push(headersAt - from);
            }
            resolve({ ttfb: headersAt - from, status: res.statusCode, headers: res.headers });
          });
          res.on('error', () => {
            errors += 1;
            resolve(undefined);
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve(undefined);
      });
      req.end(item.body);
    });

  const warmup = options.warmupRequests ?? 20;
  await Promise.all(
    Array.from({ length: Math.min(connections, warmup) }, async (_, worker) => {
      for (let index = worker; index < warmup; index += connections) {
        await send(nextPath(), performance.now());
      }
    }),
  );
  for (const key of Object.keys(statuses)) delete statuses[key];
  for (const key of Object.keys(kinds)) delete kinds[key];
  bytes = 0;

  const started = performance.now();
  const deadline = started + durationMs;
  let sent = 0;
  if (options.rate) {
    const interval = 1000 / options.rate;
    const pending = [];
    while (sent < maxRequests) {
      const at = started + sent * interval;
      if (at >= deadline) break;
      const wait = at - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      sent += 1;
      pending.push(send(nextPath(), at).then((result) => result && ttfb.push(result.ttfb)));
    }
    await Promise.all(pending);
  } else {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (sent < maxRequests && performance.now() < deadline) {
          sent += 1;
          const from = performance.now();
          const result = await send(nextPath(), from);
          if (result) ttfb.push(result.ttfb);
        }
      }),
    );
  }
  const elapsedMs = performance.now() - started;
  agent.destroy();
  const completed = ttfb.length;
  return {
    mode: options.rate
      ? `open loop at ${options.rate} req/s`
      : `closed loop, ${connections} connections`,
    connections,
    durationMs,
    requests: completed,
    errors,
    statuses,
    bytes,
    elapsedMs,
    rps: (completed * 1000) / elapsedMs,
    ttfb: summarize(ttfb),
    kinds: Object.fromEntries(
      Object.entries(kinds).map(([kind, { requests, statuses: byStatus, ttfb: times }]) => [
        kind,
        { requests, statuses: byStatus, ttfb: summarize(times) },
      ]),
    ),
  };
}

/** Runs the load in a child process pinned to the load generator's CPU; resolves with its result. */
export function runLoadPinned(options) {
  const [command, args] = pinned(cpuSplit().load, process.execPath, [
    fileURLToPath(import.meta.url),
    JSON.stringify(options),
  ]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`The load generator exited with ${code}`));
      resolve(JSON.parse(output));
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2]) {
  const result = await runLoad(JSON.parse(process.argv[2]));
  process.stdout.write(JSON.stringify(result));
}

/**
 * Runs several loads in alternating rounds (A B C A B C…) so that a change of the machine's load during the
 * run affects each alike; each load gets `durationMs / rounds` per round. Returns one merged result per
 * load: requests and elapsed time summed, rps from the sums, TTFB percentiles of the last round.
 * @param {LoadOptions[]} loads
 */
export async function runAlternating(loads, rounds = 2) {
  const merged = loads.map(() => undefined);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, options] of loads.entries()) {
      const result = await runLoadPinned({
        ...options,
        durationMs: Math.max(1000, Math.round((options.durationMs ?? 5000) / rounds)),
        warmupRequests: round === 0 ? options.warmupRequests : 2,
      });
      const previous = merged[index];
      if (previous) {
        result.requests += previous.requests;
        result.errors += previous.errors;
        result.bytes += previous.bytes;
        result.elapsedMs += previous.elapsedMs;
        for (const [status, count] of Object.entries(previous.statuses)) {
          result.statuses[status] = (result.statuses[status] ?? 0) + count;
        }
        result.rps = (result.requests * 1000) / result.elapsedMs;
      }
      merged[index] = result;
    }
  }
  return merged;
}
