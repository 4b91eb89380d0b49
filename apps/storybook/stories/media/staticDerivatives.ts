import { type ImagePresetName } from '@truffe/image/presets';
import { type ImageUrlOptions, type SizeMultiplier } from '@truffe/image/url';

/**
 * Storybook has no /media server in its static build, so `scripts/generateMedia.ts` asks the real resizer
 * (@truffe/image/server) for the derivatives the stories show and saves them under /media-static. This file
 * is shared by that script and the stories: the masters, what is generated, and the static address of each.
 */
export const storyMasters = {
  /** A product packshot on a transparent background (served as png + webp). */
  product: { path: 'storybook/product.png', extension: 'png' },
  /** A wide scene cropped around its focal point (the dog). */
  scene: { path: 'storybook/scene.jpg', cover: true, focalPoint: { x: 0.72, y: 0.5 } },
} as const satisfies Record<string, Omit<ImageUrlOptions, 'preset'>>;

export type StoryMasterName = keyof typeof storyMasters;

/** Presets wider than this ratio are drawn from the scene; the others from the packshot. */
const wideRatio = 1.5;

export function masterForPreset(preset: { width: number; height: number }): StoryMasterName {
  return preset.width / preset.height > wideRatio ? 'scene' : 'product';
}

/** Every preset is generated at these multipliers for the presets page. */
export const presetPageMultipliers = [1, 2] as const satisfies readonly SizeMultiplier[];

/** The Image stories use these presets with every size multiplier. */
export const imageStoryPresets = {
  product: 'productItemLarge',
  scene: 'slideshow',
} as const satisfies Record<StoryMasterName, ImagePresetName>;

/** The static address of a generated derivative; an `urlBuilder` for the Image component. */
export function staticDerivativeUrl(options: ImageUrlOptions): string {
  const master = options.path.replace(/^.*\//, '').replace(/\.\w+$/, '');
  const format = options.format ?? options.extension ?? 'jpeg';
  return `/media-static/${master}-${options.preset}@${options.multiplier ?? 1}x.${format}`;
}
