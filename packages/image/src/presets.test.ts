import { describe, expect, it } from 'vitest';

import { imagePresets } from './presets';

describe('imagePresets', () => {
  it('has the sizes of spec §9', () => {
    expect(imagePresets.swatch).toEqual({ width: 28, height: 28 });
    expect(imagePresets.categoryImage).toEqual({ width: 1200, height: 300 });
    expect(imagePresets.homepageSlider).toEqual({ width: 1920, height: 816 });
    expect(imagePresets.verifiedReviewsWidget).toEqual({ width: 113, height: 26 });
  });
});
