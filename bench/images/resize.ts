// Benchmark of the /media resizer (issue 3). Not a test: run `pnpm exec tsx bench/images/resize.ts`.
// 1. Cold resizes per preset and format through the handler over HTTP, against sharp called directly on the
//    same master with the same encoder settings.
// 2. Cached derivatives over HTTP, against the same bytes served as a static file by the same Node server.
// 3. The size of the mobile hero (homepageSlider × 0.5, webp) for a photo-like picture.
// Traffic goes to 127.0.0.1 only, bounded in count and time. Writes bench/results/images.md and stdout.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { link, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { Agent, createServer, request } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type Sharp from 'sharp';

import { photoLikeMaster } from './picture';

type ImageFormat = 'webp' | 'jpeg' | 'png';

const root = fileURLToPath(new URL('../..', import.meta.url));
const imagePackage = join(root, 'packages/image');
// The bench is not a workspace package: load sharp and the image package's source from packages/image.
const sharp = createRequire(join(imagePackage, 'package.json'))('sharp') as typeof Sharp;
const load = (path: string) => import(pathToFileURL(join(imagePackage, 'src', path)).href);
const { createMediaHandler } = (await load('server/index.ts')) as {
  createMediaHandler: (options: {
    mediaRoot: string;
    cacheDir: string;
  }) => (req: unknown, res: unknown) => void;
};
const { encoderOptions } = (await load('server/renderDerivative.ts')) as {
  encoderOptions: { webp: Sharp.WebpOptions; jpeg: Sharp.JpegOptions; png: Sharp.PngOptions };
};
const { imagePresets } = (await load('presets.ts')) as {
  imagePresets: Record<string, { width: number; height: number }>;
};
const { buildImageUrl } = (await load('url.ts')) as {
  buildImageUrl: (options: {
    path: string;
    preset: string;
    multiplier?: number;
    format?: ImageFormat;
    bg?: string;
  }) => string;
};

const formats: ImageFormat[] = ['webp', 'jpeg', 'png'];

// ---------------------------------------------------------------------------------------------------------------
// The server (a child process, so the load generator does not share its event loop).

function serve() {
  const [mediaRoot, cacheDir, staticDir] = process.argv.slice(-3) as [string, string, string];
  const handler = createMediaHandler({ mediaRoot, cacheDir });
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/media/')) {
      req.url = url.slice('/media'.length);
      handler(req, res);
    } else if (url.startsWith('/static/')) {
      // What a static file server does: stat, headers, stream.
      const file = join(staticDir, basename(url));
      stat(file).then(
        (stats) => {
          res.writeHead(200, {
            'Content-Type': `image/${file.split('.').pop()}`,
            'Content-Length': stats.size,
            'Cache-Control': 'public, max-age=31536000, immutable',
            ETag: `"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}"`,
          });
          createReadStream(file).pipe(res);
        },
        () => res.writeHead(404).end(),
      );
    } else {
      res.writeHead(404).end();
    }
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.(typeof address === 'object' && address ? address.port : 0);
  });
  process.on('disconnect', () => process.exit(0));
}

// ---------------------------------------------------------------------------------------------------------------
// The client.

function get(port: number, path: string, agent?: Agent): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Times two tasks alternately (so both see the same background load) until each has run `minRuns` times and
 * `minSeconds` have passed, at most `maxRuns` times; returns each one's runs per second and last output size.
 */
async function pairedRates(
  first: () => Promise<number>,
  second: () => Promise<number>,
  // IMAGES_MIN_RUNS / IMAGES_MIN_SECONDS: fewer samples per row when the whole `pnpm bench` runs (0880).
  minRuns = Number(process.env.IMAGES_MIN_RUNS ?? 3),
  minSeconds = Number(process.env.IMAGES_MIN_SECONDS ?? 1),
  maxRuns = 12,
) {
  const spent = [0, 0];
  const bytes = [0, 0];
  let runs = 0;
  const started = performance.now();
  while (runs < maxRuns && (runs < minRuns || performance.now() - started < minSeconds * 1000)) {
    for (const [index, task] of [first, second].entries()) {
      const before = performance.now();
      bytes[index] = await task();
      spent[index]! += (performance.now() - before) / 1000;
    }
    runs += 1;
  }
  return [0, 1].map((index) => ({ perSecond: runs / spent[index]!, bytes: bytes[index]! })) as [
    { perSecond: number; bytes: number },
    { perSecond: number; bytes: number },
  ];
}

interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  megabytesPerSecond: number;
  p50: number;
  p99: number;
}

interface LoadSample {
  latencies: number[];
  bytes: number;
  seconds: number;
}

/** Keeps `concurrency` keep-alive connections busy for `seconds`, at most `maxRequests` requests. */
async function loadSample(
  port: number,
  path: string,
  seconds: number,
  maxRequests: number,
  concurrency = 8,
): Promise<LoadSample> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let sent = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  async function worker() {
    while (performance.now() < deadline && sent < maxRequests) {
      sent += 1;
      const before = performance.now();
      const response = await get(port, path, agent);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      latencies.push(performance.now() - before);
      bytes += response.body.length;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return { latencies, bytes, seconds: (performance.now() - started) / 1000 };
}

/**
 * Load-tests two paths in alternating rounds (so both see the same background load): `rounds` × `seconds`
 * each, at most `maxRequests` requests per round.
 */
async function pairedLoad(
  port: number,
  paths: [string, string],
  rounds = 4,
  seconds = 1.5,
  maxRequests = 10_000,
): Promise<[LoadResult, LoadResult]> {
  const samples: [LoadSample[], LoadSample[]] = [[], []];
  for (let round = 0; round < rounds; round += 1) {
    for (const index of [0, 1] as const) {
      samples[index].push(await loadSample(port, paths[index], seconds, maxRequests));
    }
  }
  return samples.map((list) => {
    const latencies = list.flatMap((sample) => sample.latencies).sort((a, b) => a - b);
    const elapsed = list.reduce((sum, sample) => sum + sample.seconds, 0);
    const bytes = list.reduce((sum, sample) => sum + sample.bytes, 0);
    const percentile = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
    return {
      requests: latencies.length,
      seconds: elapsed,
      perSecond: latencies.length / elapsed,
      megabytesPerSecond: bytes / elapsed / 1e6,
      p50: percentile(0.5),
      p99: percentile(0.99),
    };
  }) as [LoadResult, LoadResult];
}

function resizeDirectly(
  master: string,
  width: number,
  height: number,
  format: ImageFormat,
  bg: string,
) {
  const background = {
    r: parseInt(bg.slice(0, 2), 16),
    g: parseInt(bg.slice(2, 4), 16),
    b: parseInt(bg.slice(4), 16),
    alpha: 1,
  };
  const pipeline = sharp(master).resize(width, height, { fit: 'contain', background });
  const encoded =
    format === 'webp'
      ? pipeline.webp(encoderOptions.webp)
      : format === 'jpeg'
        ? pipeline.jpeg(encoderOptions.jpeg)
        : pipeline.png(encoderOptions.png);
  return encoded.toBuffer();
}

const number = (value: number, digits = 1) => value.toFixed(digits);
const kilobytes = (bytes: number) => `${number(bytes / 1024)} KiB`;

async function main() {
  const folder = await mkdtemp(join(tmpdir(), 'truffe-bench-images-'));
  const mediaRoot = join(folder, 'media');
  const cacheDir = join(folder, 'cache');
  const staticDir = join(folder, 'static');
  await mkdir(mediaRoot, { recursive: true });
  await mkdir(staticDir, { recursive: true });
  const lines: string[] = [];
  const print = (line = '') => {
    lines.push(line);
    console.log(line);
  };

  const child = fork(fileURLToPath(import.meta.url), ['--serve', mediaRoot, cacheDir, staticDir], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const [port] = (await once(child, 'message')) as [number];

    const master = join(mediaRoot, 'master.jpg');
    const masterBytes = await photoLikeMaster(sharp, 2400, 1600);
    await writeFile(master, masterBytes);
    const hero = join(mediaRoot, 'hero.jpg');
    const heroBytes = await photoLikeMaster(sharp, 3840, 1632, 11);
    await writeFile(hero, heroBytes);

    print('# Image resizer benchmark');
    print();
    print(
      `${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'} · Node ${process.version} · ` +
        `sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}), ${sharp.concurrency()} libvips thread(s) per image · ` +
        `load average ${loadavg()
          .map((value) => number(value, 2))
          .join(', ')}`,
    );
    print();
    print(
      `Master: photo-like JPEG 2400 × 1600 (${kilobytes(masterBytes.length)}); fit contain; multiplier 1.`,
    );
    print();

    // Warm both sides (library loading, first allocations) before measuring.
    await resizeDirectly(master, 100, 100, 'webp', 'FFFFFF');
    await get(
      port,
      buildImageUrl({ path: 'master.jpg', preset: 'menuBestseller', format: 'webp' }),
    );

    print('## Cold resizes: the handler over HTTP against sharp called directly');
    print();
    print(
      `One at a time, handler and sharp alternately, at least ${process.env.IMAGES_MIN_RUNS ?? 3} runs and ${process.env.IMAGES_MIN_SECONDS ?? 1} s per row; every handler request asks ` +
        'for a new file name (a hard link to the same master), hence a new cache key: a real cold resize (read, ' +
        'check, resize, encode, write to the cache).',
    );
    print();
    print(
      '| preset | size | format | handler (resizes/s) | sharp (resizes/s) | handler / sharp | output |',
    );
    print('|---|---|---|---:|---:|---:|---:|');
    let unique = 0;
    const totals = { handler: 0, sharp: 0 };
    for (const [preset, { width, height }] of Object.entries(imagePresets)) {
      for (const format of formats) {
        // A new name for the same master every time (the background is limited to a palette since decision
        // 0881): a new cache key, so every request is a cold resize. Linking costs microseconds.
        const [handler, direct] = await pairedRates(
          async () => {
            unique += 1;
            const name = `cold-${unique}.jpg`;
            await link(master, join(mediaRoot, name));
            const response = await get(port, buildImageUrl({ path: name, preset, format }));
            if (response.status !== 200) throw new Error(`${preset} ${format}: ${response.status}`);
            return response.body.length;
          },
          async () => (await resizeDirectly(master, width, height, format, 'FFFFFF')).length,
        );
        totals.handler += 1 / handler.perSecond;
        totals.sharp += 1 / direct.perSecond;
        print(
          `| ${preset} | ${width} × ${height} | ${format} | ${number(handler.perSecond)} | ${number(direct.perSecond)} | ` +
            `${number((handler.perSecond / direct.perSecond) * 100, 0)} % | ${kilobytes(handler.bytes)} |`,
        );
      }
    }
    print();
    print(
      `All ${Object.keys(imagePresets).length * formats.length} resizes once each: handler ${number(totals.handler, 2)} s, ` +
        `sharp ${number(totals.sharp, 2)} s (handler at ${number((totals.sharp / totals.handler) * 100, 0)} % of sharp's throughput).`,
    );
    print();

    print('## Cached derivatives: the handler over HTTP against the same bytes as a static file');
    print();
    print(
      '8 keep-alive connections; 4 alternating rounds of 1.5 s (at most 10,000 requests) per row; ' +
        'server in its own process, client in this one, both on this machine.',
    );
    print();
    print('| derivative | bytes | served by | requests | req/s | MB/s | p50 ms | p99 ms |');
    print('|---|---:|---|---:|---:|---:|---:|---:|');
    for (const [preset, format] of [
      ['medium', 'webp'],
      ['homepageSlider', 'jpeg'],
    ] as const) {
      const path = buildImageUrl({ path: 'master.jpg', preset, format });
      const warm = await get(port, path);
      const name = `${preset}.${format}`;
      await writeFile(join(staticDir, name), warm.body);
      const results = await pairedLoad(port, [path, `/static/${name}`]);
      for (const [index, label] of ['handler (cache hit)', 'static file'].entries()) {
        const result = results[index]!;
        print(
          `| ${preset} ${format} | ${warm.body.length} | ${label} | ${result.requests} | ${number(result.perSecond, 0)} | ` +
            `${number(result.megabytesPerSecond)} | ${number(result.p50, 2)} | ${number(result.p99, 2)} |`,
        );
      }
    }
    print();

    print('## Mobile hero (homepageSlider) for a photo-like 3840 × 1632 master');
    print();
    print('| multiplier | size | webp | jpeg |');
    print('|---:|---|---:|---:|');
    for (const multiplier of [0.5, 1] as const) {
      const sizes = await Promise.all(
        (['webp', 'jpeg'] as const).map(async (format) => {
          const response = await get(
            port,
            buildImageUrl({ path: 'hero.jpg', preset: 'homepageSlider', multiplier, format }),
          );
          return response.body.length;
        }),
      );
      const { width, height } = imagePresets.homepageSlider!;
      print(
        `| ${multiplier} | ${width * multiplier} × ${height * multiplier} | ${kilobytes(sizes[0]!)} | ${kilobytes(sizes[1]!)} |`,
      );
    }
    print();
    print(
      'A 360 px-wide phone at device-pixel ratio 2 needs 720 px: with `sizes="100vw"` it picks the 960w (× 0.5) entry.',
    );

    print();
    print(
      `Load average at the end: ${loadavg()
        .map((value) => number(value, 2))
        .join(', ')}.`,
    );

    const resultsDir = join(root, 'bench/results');
    await mkdir(resultsDir, { recursive: true });
    await writeFile(join(resultsDir, 'images.md'), `${lines.join('\n')}\n`);
    console.log(`\nWritten to ${join(resultsDir, 'images.md')}`);
  } finally {
    child.disconnect();
    await rm(folder, { recursive: true, force: true });
  }
}

if (process.argv.includes('--serve')) serve();
else await main();
