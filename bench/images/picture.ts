// A photo-like test picture, generated (no download): a landscape with gradients, soft shapes and film grain,
// so encoders face the mix of smooth areas, edges and noise of a real photograph (a flat colour would flatter
// every encoder, pure noise would punish it).
import type Sharp from 'sharp';

/** Small deterministic PRNG (mulberry32) so every run draws the same picture. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function scene(width: number, height: number, seed: number): string {
  const next = random(seed);
  const shapes: string[] = [];
  for (let index = 0; index < 220; index += 1) {
    const hue = 70 + next() * 80;
    shapes.push(
      `<ellipse cx="${(next() * width).toFixed(1)}" cy="${(height * (0.45 + next() * 0.55)).toFixed(1)}" ` +
        `rx="${(width * (0.01 + next() * 0.05)).toFixed(1)}" ry="${(height * (0.01 + next() * 0.06)).toFixed(1)}" ` +
        `fill="hsl(${hue.toFixed(0)},${(35 + next() * 40).toFixed(0)}%,${(20 + next() * 40).toFixed(0)}%)" opacity="${(0.4 + next() * 0.6).toFixed(2)}"/>`,
    );
  }
  const hill = (base: number, amplitude: number, colour: string) => {
    const points = Array.from({ length: 13 }, (_, step) => {
      const x = (width * step) / 12;
      const y = height * (base + amplitude * Math.sin(step * 0.9 + next() * 2));
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    });
    return `<polygon points="0,${height} ${points.join(' ')} ${width},${height}" fill="${colour}"/>`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3B6FB6"/><stop offset="0.6" stop-color="#A9C8E8"/><stop offset="1" stop-color="#F3D9A4"/></linearGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="#FFF6D8"/><stop offset="1" stop-color="#FFF6D8" stop-opacity="0"/></radialGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="${(width / 400).toFixed(1)}"/></filter>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${width * 0.72}" cy="${height * 0.28}" r="${height * 0.3}" fill="url(#sun)"/>
  ${hill(0.55, 0.05, '#6E8B5A')}
  ${hill(0.68, 0.04, '#4F7240')}
  <g filter="url(#soft)">${shapes.join('')}</g>
  ${hill(0.86, 0.03, '#3A5A2E')}
  <ellipse cx="${width * 0.38}" cy="${height * 0.8}" rx="${width * 0.09}" ry="${height * 0.12}" fill="#8A5A2B"/>
  <circle cx="${width * 0.45}" cy="${height * 0.66}" r="${height * 0.07}" fill="#9C6A35"/>
</svg>`;
}

/** Renders the picture at `width` × `height` as a JPEG master (quality 90, like a camera export). */
export async function photoLikeMaster(
  sharp: typeof Sharp,
  width: number,
  height: number,
  seed = 7,
): Promise<Buffer> {
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(scene(width, height, seed)))
    .flatten({ background: '#FFFFFF' })
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
