import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { imagePresets, type ImagePresetName } from '../presets';
import { buildImageUrl, imageFormats, type ImageUrlOptions } from '../url';
import { createMediaHandler, type RenderReport } from './createMediaHandler';
import { declaredPng, listFiles, startTestServer, type TestServer } from './testServer';

let folder: string;
let mediaRoot: string;

// A white 2000 × 1000 picture with a red 120 px square centred on (0.8, 0.3), and one near the top-right corner.
const marker = { x: 0.8, y: 0.3 };
const cornerMarker = { x: 0.97, y: 0.05 };

async function redSquare(size: number): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: '#FF0000' } })
    .png()
    .toBuffer();
}

async function markedPicture(point: { x: number; y: number }): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#FFFFFF' } })
    .composite([
      { input: await redSquare(120), left: point.x * 2000 - 60, top: point.y * 1000 - 60 },
    ])
    .png()
    .toBuffer();
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'truffe-media-'));
  mediaRoot = join(folder, 'media');
  await mkdir(join(mediaRoot, 'catalog', 'product'), { recursive: true });
  await mkdir(join(folder, 'outside'), { recursive: true });
  await writeFile(
    join(mediaRoot, 'catalog/product/photo.jpg'),
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2060C0' } })
      .jpeg()
      .toBuffer(),
  );
  await writeFile(
    join(mediaRoot, 'catalog/product/logo.png'),
    await sharp({
      create: {
        width: 300,
        height: 100,
        channels: 4,
        background: { r: 0, g: 128, b: 0, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer(),
  );
  await writeFile(join(mediaRoot, 'marked.png'), await markedPicture(marker));
  await writeFile(join(mediaRoot, 'corner.png'), await markedPicture(cornerMarker));
  await writeFile(join(mediaRoot, 'huge.png'), declaredPng(50_000, 50_000));
  await writeFile(
    join(mediaRoot, 'huge.svg.png'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="50000" height="50000"><rect width="50000" height="50000"/></svg>',
  );
  await writeFile(
    join(mediaRoot, 'notes.jpg'),
    'These are not the pixels you are looking for.\n'.repeat(20),
  );
  await writeFile(
    join(mediaRoot, 'truncated.jpg'),
    (await readFile(join(mediaRoot, 'catalog/product/photo.jpg'))).subarray(0, 300),
  );
  await writeFile(
    join(folder, 'outside', 'secret.jpg'),
    await readFile(join(mediaRoot, 'catalog/product/photo.jpg')),
  );
  await symlink(join(folder, 'outside', 'secret.jpg'), join(mediaRoot, 'escape.jpg'));
  await symlink(join(folder, 'outside'), join(mediaRoot, 'escape-folder'));
  await symlink(join(mediaRoot, 'catalog/product/photo.jpg'), join(mediaRoot, 'alias.jpg'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

function url(options: Omit<ImageUrlOptions, 'baseUrl'>): string {
  return buildImageUrl({ ...options, baseUrl: '/media' });
}

async function pixel(
  image: Buffer,
  x: number,
  y: number,
): Promise<[number, number, number, number]> {
  const { data, info } = await sharp(image)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * 4;
  return [data[offset]!, data[offset + 1]!, data[offset + 2]!, data[offset + 3]!];
}

async function redPixels(image: Buffer): Promise<number> {
  const { data } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let offset = 0; offset < data.length; offset += 3) {
    if (data[offset]! > 200 && data[offset + 1]! < 60 && data[offset + 2]! < 60) count += 1;
  }
  return count;
}

describe('media handler: derivatives', () => {
  let server: TestServer;
  let cacheDir: string;
  const renders: RenderReport[] = [];

  beforeAll(async () => {
    cacheDir = join(folder, 'cache-derivatives');
    server = await startTestServer(
      createMediaHandler({ mediaRoot, cacheDir, onRender: (render) => renders.push(render) }),
    );
  });
  afterAll(() => server.close());

  const presets = Object.keys(imagePresets) as ImagePresetName[];
  const cases = presets.flatMap((preset, index) =>
    ([1, index % 2 === 0 ? 0.5 : 2] as const).map((multiplier) => ({
      preset,
      multiplier,
      format: imageFormats[(index + multiplier * 2) % 3]!,
      cover: index % 3 === 0,
    })),
  );

  it.each(cases)(
    '$preset × $multiplier as $format (cover: $cover) has the preset size × multiplier',
    async (testCase) => {
      const response = await server.get(url({ path: 'catalog/product/photo.jpg', ...testCase }));
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe(`image/${testCase.format}`);
      const metadata = await sharp(response.body).metadata();
      expect(metadata.format).toBe(testCase.format);
      expect(metadata.width).toBe(
        Math.round(imagePresets[testCase.preset].width * testCase.multiplier),
      );
      expect(metadata.height).toBe(
        Math.round(imagePresets[testCase.preset].height * testCase.multiplier),
      );
    },
  );

  it('renders multiplier 4 too', async () => {
    const response = await server.get(
      url({ path: 'catalog/product/photo.jpg', preset: 'medium', multiplier: 4, format: 'webp' }),
    );
    expect(response.status).toBe(200);
    expect(await sharp(response.body).metadata()).toMatchObject({ width: 1896, height: 1896 });
  });

  /**
   * Where the marker must land: the frame is cut from the picture scaled to fill it, as close to centred on the
   * focal point as the picture's edges allow.
   */
  function expectedMarker(preset: ImagePresetName, point: { x: number; y: number }) {
    const { width, height } = imagePresets[preset];
    const scale = Math.max(width / 2000, height / 1000);
    const left = Math.min(Math.max(point.x * 2000 * scale - width / 2, 0), 2000 * scale - width);
    const top = Math.min(Math.max(point.y * 1000 * scale - height / 2, 0), 1000 * scale - height);
    return {
      x: Math.round(point.x * 2000 * scale - left),
      y: Math.round(point.y * 1000 * scale - top),
      side: 120 * scale,
    };
  }

  it.each([
    ['small', 'marked.png', marker],
    ['categoryImage', 'marked.png', marker],
    ['accountTopBannerImage', 'marked.png', marker],
    ['homepageSlider', 'marked.png', marker],
    ['small', 'corner.png', cornerMarker],
    ['accountTopBannerImage', 'corner.png', cornerMarker],
    ['productBanners', 'corner.png', cornerMarker],
  ] as const)(
    'a %s cover crop of %s keeps the focal point in the frame',
    async (preset, path, point) => {
      const response = await server.get(
        url({ path, preset, cover: true, focalPoint: point, format: 'png' }),
      );
      expect(response.status).toBe(200);
      const expected = expectedMarker(preset, point);
      const [r, g, b] = await pixel(response.body, expected.x, expected.y);
      expect({ r, g, b }).toEqual({ r: 255, g: 0, b: 0 });
      // The whole marker is in the frame, not a sliver of it.
      expect(await redPixels(response.body)).toBeGreaterThan(0.8 * expected.side ** 2);
    },
  );

  it('keeps a focal point near the edge inside the frame, and the default centre crop misses it', async () => {
    const focused = await server.get(
      url({ path: 'corner.png', preset: 'small', cover: true, focalPoint: cornerMarker }),
    );
    expect(await redPixels(focused.body)).toBeGreaterThan(100);
    const centred = await server.get(url({ path: 'corner.png', preset: 'small', cover: true }));
    expect(await redPixels(centred.body)).toBe(0);
  });

  it('fits the whole picture and pads with bg when not cropping', async () => {
    // 1600 × 1200 into 474 × 474: 474 × 356 of picture between two bands of padding.
    const response = await server.get(
      url({ path: 'catalog/product/photo.jpg', preset: 'medium', bg: '173F82', format: 'png' }),
    );
    expect(await pixel(response.body, 237, 5)).toEqual([0x17, 0x3f, 0x82, 255]);
    const [r, g, b] = await pixel(response.body, 237, 237);
    expect(Math.abs(r - 0x20) + Math.abs(g - 0x60) + Math.abs(b - 0xc0)).toBeLessThan(12);
  });

  it('keeps transparency in png and flattens it onto bg in jpeg', async () => {
    const png = await server.get(
      url({ path: 'catalog/product/logo.png', preset: 'logo', extension: 'png' }),
    );
    expect(await sharp(png.body).metadata()).toMatchObject({ format: 'png', hasAlpha: true });
    expect((await pixel(png.body, 0, 0))[3]).toBe(0);
    const jpeg = await server.get(
      url({ path: 'catalog/product/logo.png', preset: 'logo', bg: '000000' }),
    );
    expect(await sharp(jpeg.body).metadata()).toMatchObject({ format: 'jpeg', hasAlpha: false });
    const [r, g, b] = await pixel(jpeg.body, 90, 65);
    expect(r).toBeLessThan(10);
    expect(g).toBeGreaterThan(50);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(10);
  });

  it('follows symlinks that stay inside the media root', async () => {
    const response = await server.get(url({ path: 'alias.jpg', preset: 'thumbnail' }));
    expect(response.status).toBe(200);
  });

  it('caches on disk, serves the same bytes with an immutable ETag, and answers 304 to a matching If-None-Match', async () => {
    const path = url({
      path: 'catalog/product/photo.jpg',
      preset: 'productItemSmall',
      format: 'webp',
      bg: 'F7F7F8',
    });
    const rendersBefore = renders.length;
    const first = await server.get(path);
    const second = await server.get(path);
    expect(renders.length - rendersBefore).toBe(1);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(second.headers['content-length']).toBe(String(first.body.length));
    const cached = await listFiles(cacheDir);
    const matching = [];
    for (const file of cached) if ((await readFile(file)).equals(first.body)) matching.push(file);
    expect(matching).toHaveLength(1);
    expect(cached.filter((file) => file.endsWith('.tmp'))).toEqual([]);

    const revalidated = await server.get(path, { 'If-None-Match': first.headers.etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);

    const head = await server.get(path, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(first.body.length));
  });

  it('serves derivatives from the disk cache after a restart, without rendering them again', async () => {
    const path = url({
      path: 'catalog/product/photo.jpg',
      preset: 'homeCardImage',
      format: 'jpeg',
    });
    const first = await server.get(path);
    const restartedRenders: RenderReport[] = [];
    const restarted = await startTestServer(
      createMediaHandler({
        mediaRoot,
        cacheDir,
        onRender: (render) => restartedRenders.push(render),
      }),
    );
    try {
      const again = await restarted.get(path);
      expect(again.status).toBe(200);
      expect(again.body.equals(first.body)).toBe(true);
      expect(again.headers.etag).toBe(first.headers.etag);
      const head = await restarted.get(path, {}, 'HEAD');
      expect(head.headers['content-length']).toBe(String(first.body.length));
      expect(restartedRenders).toEqual([]);
    } finally {
      await restarted.close();
    }
  });

  it('renders a derivative once for concurrent identical requests', async () => {
    const path = url({
      path: 'catalog/product/photo.jpg',
      preset: 'large',
      multiplier: 2,
      format: 'jpeg',
    });
    const rendersBefore = renders.length;
    const responses = await Promise.all(Array.from({ length: 6 }, () => server.get(path)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.body.toString('base64'))).size).toBe(1);
    expect(renders.length - rendersBefore).toBe(1);
  });

  it('finishes a render whose first caller went away, for the requests that share it (decision 0853)', async () => {
    const path = url({
      path: 'catalog/product/photo.jpg',
      preset: 'large',
      multiplier: 2,
      format: 'webp',
    });
    const rendersBefore = renders.length;
    // The first caller gives up at once, while its render is queued or running.
    const gone = new AbortController();
    const first = fetch(`${server.url}${path}`, { signal: gone.signal }).catch(() => null);
    setTimeout(() => gone.abort(), 5);
    await first;
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(10_000) }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200));
    expect(renders.length - rendersBefore).toBe(1);
  });

  it('renders again when the master changes at the same path', async () => {
    const path = url({ path: 'replaced.jpg', preset: 'swatch', format: 'png' });
    await writeFile(
      join(mediaRoot, 'replaced.jpg'),
      await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000000' } })
        .jpeg()
        .toBuffer(),
    );
    const before = await server.get(path);
    await writeFile(
      join(mediaRoot, 'replaced.jpg'),
      await sharp({ create: { width: 50, height: 50, channels: 3, background: '#FFFFFF' } })
        .jpeg()
        .toBuffer(),
    );
    const after = await server.get(path);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await pixel(before.body, 14, 14))[0]).toBeLessThan(10);
    expect((await pixel(after.body, 14, 14))[0]).toBeGreaterThan(245);
  });
});

describe('media handler: refusals', () => {
  let server: TestServer;
  let cacheDir: string;
  const renders: RenderReport[] = [];
  const photo = url({ path: 'catalog/product/photo.jpg', preset: 'small' });
  const query = photo.slice(photo.indexOf('?'));

  beforeAll(async () => {
    cacheDir = join(folder, 'cache-refusals');
    server = await startTestServer(
      createMediaHandler({
        mediaRoot,
        cacheDir,
        maxInputBytes: 200_000,
        onRender: (render) => renders.push(render),
      }),
    );
  });
  afterAll(() => server.close());

  async function expectRefused(
    path: string,
    status: number,
    code: string,
    method = 'GET',
  ): Promise<void> {
    const response = await server.get(path, {}, method);
    expect(response.status).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
    if (method !== 'HEAD')
      expect(JSON.parse(response.body.toString('utf8'))).toMatchObject({ error: { code } });
    expect(await listFiles(cacheDir)).toEqual([]);
  }

  // The per-test timeouts say "quickly": a refusal must not decode or wait for anything.
  it.each([
    ['/media/../outside/secret.jpg'],
    ['/media/catalog/../../outside/secret.jpg'],
    ['/media/%2e%2e/outside/secret.jpg'],
    ['/media/catalog/%2E%2E/%2e%2E/outside/secret.jpg'],
    ['/media/catalog%2f..%2f..%2foutside/secret.jpg'],
    ['/media/..%5coutside%5csecret.jpg'],
    ['/media//etc/passwd'],
    ['/media/%2Fetc%2Fpasswd'],
    ['/media/catalog/product/photo.jpg%00.png'],
    ['/media/.hidden.jpg'],
    ['/media/%E0%A4%A.jpg'],
  ])(
    'refuses the path %s with 400',
    (path) => expectRefused(`${path}${query}`, 400, 'invalid_path'),
    5_000,
  );

  it('answers 404 for symlinks that lead out of the media root, like a missing file', async () => {
    await expectRefused(`/media/escape.jpg${query}`, 404, 'not_found');
    await expectRefused(`/media/escape-folder/secret.jpg${query}`, 404, 'not_found');
    await expectRefused(`/media/catalog/product/missing.jpg${query}`, 404, 'not_found');
    await expectRefused(`/media/catalog/product/photo.jpg/more${query}`, 404, 'not_found');
    // A missing master is a 404 whatever its parameters, none at all included.
    await expectRefused('/media/catalog/product/none.png', 404, 'not_found');
    await expectRefused('/media/catalog/product/none.png?bg=nope', 404, 'not_found');
  });

  it.each([
    ['an unknown preset', '?format=webp&width=500&height=500&size=huge', 'invalid_parameter'],
    [
      'an arbitrary size for a known preset',
      '?format=webp&width=500&height=500&size=small',
      'size_not_allowed',
    ],
    ['another preset’s size', '?width=474&height=474&size=small', 'size_not_allowed'],
    [
      'a width of one multiplier with the height of another',
      '?width=60&height=120&size=small',
      'size_not_allowed',
    ],
    ['a missing width', '?height=120&size=small', 'invalid_parameter'],
    ['an unknown format', '?format=gif&width=120&height=120&size=small', 'invalid_parameter'],
    ['a bad background', '?width=120&height=120&size=small&bg=red', 'invalid_parameter'],
    [
      'a background outside the palette',
      '?width=120&height=120&size=small&bg=ABCDEF',
      'invalid_parameter',
    ],
    [
      'a focal point outside 0..1',
      '?width=120&height=120&size=small&cover=1&focalPoint=1.5x0.5',
      'invalid_parameter',
    ],
    ['an unknown parameter', '?width=120&height=120&size=small&quality=100', 'invalid_parameter'],
    ['a repeated parameter', '?width=120&height=120&size=small&size=small', 'invalid_parameter'],
    ['no parameters at all', '', 'invalid_parameter'],
  ])(
    'answers 400 to %s',
    (_name, search, code) => expectRefused(`/media/catalog/product/photo.jpg${search}`, 400, code),
    5_000,
  );

  it(
    'refuses a declared 50,000 × 50,000-pixel PNG from its header, with 422',
    () => expectRefused(`/media/huge.png${query}`, 422, 'source_too_large'),
    5_000,
  );

  it(
    'refuses an SVG declaring 50,000 × 50,000 pixels without handing it to a decoder, with 422',
    () => expectRefused(`/media/huge.svg.png${query}`, 422, 'unsupported_source'),
    5_000,
  );

  it('refuses a file that is not an image, and a truncated one, with 422', async () => {
    await expectRefused(`/media/notes.jpg${query}`, 422, 'unsupported_source');
    await expectRefused(`/media/truncated.jpg${query}`, 422, 'unsupported_source');
  }, 5_000);

  it('refuses a master over the byte limit, with 422', async () => {
    await writeFile(
      join(mediaRoot, 'heavy.png'),
      await sharp({
        create: {
          width: 600,
          height: 600,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .png()
        .toBuffer(),
    );
    await expectRefused(`/media/heavy.png${query}`, 422, 'source_too_large');
  }, 5_000);

  it('answers 405 to other methods', async () => {
    const response = await server.get(photo, {}, 'POST');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('explains refusals in French by default and in English when asked', async () => {
    const path = '/media/catalog/product/photo.jpg?width=1&height=1&size=small';
    const french = await server.get(path);
    expect(french.headers['content-language']).toBe('fr-FR');
    expect(JSON.parse(french.body.toString('utf8')).error.message).toMatch(/^Taille non autorisée/);
    const english = await server.get(path, { 'Accept-Language': 'en-GB,en;q=0.9,fr;q=0.5' });
    expect(english.headers['content-language']).toBe('en-GB');
    expect(JSON.parse(english.body.toString('utf8')).error.message).toBe(
      'Size not allowed: width and height must be those of the small preset times 0.5, 1, 2 or 4.',
    );
  });

  it('never rendered anything for these requests', () => {
    expect(renders).toEqual([]);
  });
});
