import { type Meta, type StoryObj } from '@storybook/react-vite';
import { imagePresets } from '@truffe/image/presets';
import { Image, imageStates } from '@truffe/ui/Image';
import { expect, fn, waitFor } from 'storybook/test';

import { imageStoryPresets, staticDerivativeUrl, storyMasters } from '../media/staticDerivatives';

/**
 * The stories use real derivatives made by the resizer at build time (scripts/generateMedia.ts) and served
 * statically, through `urlBuilder`; in the shop the default builder points at /media.
 */
const meta = {
  title: 'UI/Image',
  component: Image,
  args: {
    ...storyMasters.product,
    preset: imageStoryPresets.product,
    alt: 'Croquettes adulte 12 kg',
    urlBuilder: staticDerivativeUrl,
    onStateChange: fn(),
  },
  argTypes: {
    preset: { control: 'select', options: Object.keys(imagePresets) },
  },
  parameters: { docs: { description: { component: `States: ${imageStates.join(' → ')}.` } } },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-state]')!;

/** Loaded at once (lazy loading off): loading → done, webp first. */
export const Loaded: Story = {
  args: { lazy: false },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(frameOf(canvasElement)).toHaveAttribute('data-state', 'done'));
    // The callback runs in an effect, just after the DOM shows the state.
    await waitFor(() => expect(args.onStateChange).toHaveBeenLastCalledWith('done'));
    await expect(args.onStateChange).toHaveBeenNthCalledWith(1, 'loading');
    const image = canvasElement.querySelector('picture img') as HTMLImageElement;
    await expect(image.naturalWidth).toBeGreaterThan(0);
    await expect(image.currentSrc).toContain('.webp');
  },
};

/** Below the fold: stays lazy until it comes within 200 px of the viewport, then loads. */
export const LazyBelowTheFold: Story = {
  render: (args) => (
    <div>
      <p style={{ height: '160vh', margin: 0 }}>Scroll down: the image waits below.</p>
      <Image {...args} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const frame = frameOf(canvasElement);
    await expect(frame).toHaveAttribute('data-state', 'lazy');
    await expect(canvasElement.querySelector('picture')).toBeNull();
    frame.scrollIntoView();
    await waitFor(() => expect(frame).toHaveAttribute('data-state', 'done'));
    await expect(args.onStateChange).toHaveBeenCalledWith('loading');
  },
};

/** Above the fold: fetchpriority high, eager; no preload hint, the image itself is as early (decision 0903). */
export const Priority: Story = {
  args: {
    ...storyMasters.scene,
    preset: imageStoryPresets.scene,
    alt: 'Un chien dans un pré',
    priority: true,
  },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('picture img');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
    await waitFor(() => expect(frameOf(canvasElement)).toHaveAttribute('data-state', 'done'));
  },
};

/** A failed image shows the error placeholder in the same box. */
export const Error: Story = {
  args: {
    lazy: false,
    path: 'storybook/missing.png',
    urlBuilder: () => '/media-static/missing.png',
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(frameOf(canvasElement)).toHaveAttribute('data-state', 'error'));
    await expect(canvasElement.querySelector('img')).toHaveAttribute('data-placeholder', 'error');
    await expect(canvasElement.querySelector('img')).toHaveAccessibleName(
      'Croquettes adulte 12 kg',
    );
  },
};

/** The box keeps the preset's aspect ratio while nothing has loaded. */
export const Placeholder: Story = {
  args: { path: 'storybook/never.png', urlBuilder: () => '/media-static/never.png' },
  render: (args) => (
    <div>
      <p style={{ height: '300vh', margin: 0 }}>The image is far below.</p>
      <Image {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    await expect(frame).toHaveAttribute('data-state', 'lazy');
    const box = frame.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(Math.round(box.height));
  },
};

/** A wide preset cropped around the focal point (cover). */
export const CoverWithFocalPoint: Story = {
  args: {
    ...storyMasters.scene,
    preset: imageStoryPresets.scene,
    alt: 'Un chien dans un pré',
    lazy: false,
  },
};
