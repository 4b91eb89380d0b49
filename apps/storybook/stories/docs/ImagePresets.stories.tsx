import { type Meta, type StoryObj } from '@storybook/react-vite';
import { imagePresets, type ImagePresetName } from '@truffe/image/presets';
import { type ImageUrlOptions } from '@truffe/image/url';
import { expect, waitFor } from 'storybook/test';

import { masterForPreset, staticDerivativeUrl, storyMasters } from '../media/staticDerivatives';

const presetNames = Object.keys(imagePresets) as ImagePresetName[];

function urlFor(preset: ImagePresetName, multiplier: 1 | 2, format: 'webp' | 'jpeg' | 'png') {
  const master = storyMasters[masterForPreset(imagePresets[preset])];
  const options: ImageUrlOptions = { ...master, preset, multiplier, format };
  return staticDerivativeUrl(options);
}

/**
 * Every image preset of spec §9 drawn at its real size (CSS pixels), from derivatives the resizer made at
 * build time (webp with the jpeg/png fallback, ×1 and ×2). The widest presets overflow the page on purpose:
 * the page scrolls sideways rather than shrinking them.
 */
function ImagePresets() {
  return (
    <div style={{ display: 'grid', gap: 32 }}>
      {presetNames.map((preset) => {
        const { width, height } = imagePresets[preset];
        const master = storyMasters[masterForPreset(imagePresets[preset])];
        const fallback = 'extension' in master ? master.extension : 'jpeg';
        return (
          <figure key={preset} style={{ margin: 0 }} data-preset={preset}>
            <figcaption style={{ marginBottom: 8 }}>
              <strong>{preset}</strong> — {width} × {height}
            </figcaption>
            <picture>
              <source
                type="image/webp"
                srcSet={`${urlFor(preset, 1, 'webp')} 1x, ${urlFor(preset, 2, 'webp')} 2x`}
              />
              <img
                src={urlFor(preset, 1, fallback)}
                srcSet={`${urlFor(preset, 1, fallback)} 1x, ${urlFor(preset, 2, fallback)} 2x`}
                width={width}
                height={height}
                alt={`${preset} preset, ${width} by ${height} pixels`}
                style={{ display: 'block', maxWidth: 'none', outline: '1px dashed #9AA0A8' }}
              />
            </picture>
          </figure>
        );
      })}
    </div>
  );
}

const meta = {
  title: 'Docs/Image presets',
  component: ImagePresets,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ImagePresets>;

export default meta;

export const AllPresets: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const figures = canvasElement.querySelectorAll<HTMLElement>('[data-preset]');
    await expect(figures).toHaveLength(presetNames.length);
    for (const figure of figures) {
      const preset = figure.dataset.preset as ImagePresetName;
      const image = figure.querySelector('img')!;
      const { width, height } = imagePresets[preset];
      // Drawn at its real size, from a derivative of exactly that size (×1 at device pixel ratio 1).
      await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true), {
        timeout: 10_000,
      });
      await expect(image.getBoundingClientRect().width).toBe(width);
      const multiplier = window.devicePixelRatio >= 2 ? 2 : 1;
      await expect(image.naturalWidth).toBe(width * multiplier);
      await expect(image.naturalHeight / image.naturalWidth).toBeCloseTo(height / width, 1);
      await expect(image.currentSrc).toContain('.webp');
    }
  },
};
