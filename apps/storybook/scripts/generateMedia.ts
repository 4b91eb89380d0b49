/**
 * Generates the image derivatives the stories show, with the real resizer (@truffe/image/server) behind a
 * local HTTP server on 127.0.0.1: the masters are drawn with sharp, then every derivative is requested over
 * HTTP like the shop does and saved under node_modules/.cache/truffe-media/static (served as /media-static).
 * Files that exist are kept, so only the first run pays for the resizes.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { imagePresets, type ImagePresetName } from '@truffe/image/presets';
import { createMediaHandler } from '@truffe/image/server';
import {
  buildImageUrl,
  sizeMultipliers,
  type ImageFormat,
  type ImageUrlOptions,
  type SizeMultiplier,
} from '@truffe/image/url';
import sharp from 'sharp';

import {
  imageStoryPresets,
  masterForPreset,
  presetPageMultipliers,
  staticDerivativeUrl,
  storyMasters,
  type StoryMasterName,
} from '../stories/media/staticDerivatives';

const storybookRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const mediaCacheDir = join(storybookRoot, 'node_modules/.cache/truffe-media');
export const staticMediaDir = join(mediaCacheDir, 'static');
const mediaRoot = join(mediaCacheDir, 'masters');

const productSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1600">
  <path d="M430 330 L1170 330 L1250 1400 Q1250 1460 1190 1460 L410 1460 Q350 1460 350 1400 Z" fill="#1D4FA3"/>
  <rect x="430" y="250" width="740" height="110" rx="30" fill="#173F82"/>
  <rect x="470" y="620" width="660" height="330" rx="40" fill="#FFFFFF"/>
  <circle cx="800" cy="785" r="110" fill="#E3B22E"/>
  <circle cx="700" cy="650" r="45" fill="#E3B22E"/><circle cx="900" cy="650" r="45" fill="#E3B22E"/>
  <rect x="470" y="1080" width="660" height="120" rx="24" fill="#E3B22E"/>
</svg>`;

const sceneSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="3200" height="1600">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#7FA7E3"/><stop offset="1" stop-color="#EEF4FC"/></linearGradient></defs>
  <rect width="3200" height="1600" fill="url(#sky)"/>
  <path d="M0 1100 Q800 850 1600 1080 T3200 1000 L3200 1600 L0 1600 Z" fill="#2E8540"/>
  <circle cx="500" cy="330" r="150" fill="#EDC856"/>
  <g transform="translate(2304 800)">
    <ellipse cx="0" cy="60" rx="260" ry="150" fill="#5F460C"/>
    <circle cx="230" cy="-90" r="120" fill="#5F460C"/>
    <ellipse cx="300" cy="-180" rx="45" ry="90" fill="#3D2D08"/>
    <rect x="-200" y="150" width="60" height="190" fill="#5F460C"/><rect x="120" y="150" width="60" height="190" fill="#5F460C"/>
  </g>
</svg>`;

async function drawMasters(): Promise<void> {
  await mkdir(join(mediaRoot, 'storybook'), { recursive: true });
  const product = join(mediaRoot, storyMasters.product.path);
  if (!existsSync(product)) await sharp(Buffer.from(productSvg)).png().toFile(product);
  const scene = join(mediaRoot, storyMasters.scene.path);
  if (!existsSync(scene)) await sharp(Buffer.from(sceneSvg)).jpeg({ quality: 85 }).toFile(scene);
}

interface Wanted {
  master: StoryMasterName;
  preset: ImagePresetName;
  multiplier: SizeMultiplier;
  format: ImageFormat;
}

/** Every derivative the presets page and the Image stories show. */
function wantedDerivatives(): Wanted[] {
  const wanted: Wanted[] = [];
  const add = (
    master: StoryMasterName,
    preset: ImagePresetName,
    multipliers: readonly SizeMultiplier[],
  ) => {
    const options = storyMasters[master];
    const fallback = 'extension' in options ? options.extension : 'jpeg';
    for (const multiplier of multipliers) {
      for (const format of ['webp', fallback] as const)
        wanted.push({ master, preset, multiplier, format });
    }
  };
  for (const preset of Object.keys(imagePresets) as ImagePresetName[]) {
    add(masterForPreset(imagePresets[preset]), preset, presetPageMultipliers);
  }
  for (const [master, preset] of Object.entries(imageStoryPresets) as [
    StoryMasterName,
    ImagePresetName,
  ][]) {
    add(master, preset, sizeMultipliers);
  }
  return wanted;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Generates what is missing; returns how many derivatives were rendered. */
export async function generateMedia(): Promise<number> {
  await drawMasters();
  await mkdir(staticMediaDir, { recursive: true });
  const missing = wantedDerivatives().filter((item) => {
    const options: ImageUrlOptions = {
      ...storyMasters[item.master],
      preset: item.preset,
      multiplier: item.multiplier,
      format: item.format,
    };
    return !existsSync(
      join(staticMediaDir, staticDerivativeUrl(options).replace('/media-static/', '')),
    );
  });
  if (missing.length === 0) return 0;

  const handler = createMediaHandler({
    mediaRoot,
    cacheDir: join(mediaCacheDir, 'derivatives'),
    concurrency: 2,
  });
  const server = createServer(handler);
  const origin = await listen(server);
  try {
    let next = 0;
    const worker = async () => {
      while (next < missing.length) {
        const item = missing[next++]!;
        const options: ImageUrlOptions = {
          ...storyMasters[item.master],
          preset: item.preset,
          multiplier: item.multiplier,
          format: item.format,
        };
        const response = await fetch(origin + buildImageUrl({ ...options, baseUrl: '' }));
        if (!response.ok)
          throw new Error(`Resizer answered ${response.status} for ${item.preset} ${item.format}`);
        const file = join(
          staticMediaDir,
          staticDerivativeUrl(options).replace('/media-static/', ''),
        );
        await writeFile(file, Buffer.from(await response.arrayBuffer()));
      }
    };
    await Promise.all([worker(), worker()]);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return missing.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const rendered = await generateMedia();
  console.log(
    `Storybook media: ${rendered} derivatives rendered in ${Date.now() - started} ms (${staticMediaDir}).`,
  );
}
