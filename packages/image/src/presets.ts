/**
 * Image presets of spec §9 (width × height in CSS pixels at multiplier 1).
 */
export const imagePresets = {
  swatch: { width: 28, height: 28 },
  thumbnail: { width: 50, height: 50 },
  productThumbnail: { width: 360, height: 360 },
  productItemSmall: { width: 140, height: 140 },
  productItemLarge: { width: 400, height: 400 },
  small: { width: 120, height: 120 },
  medium: { width: 474, height: 474 },
  large: { width: 1100, height: 1100 },
  menuBestseller: { width: 100, height: 100 },
  categoryImage: { width: 1200, height: 300 },
  slideshow: { width: 1200, height: 504 },
  smallSlideshow: { width: 1200, height: 288 },
  homepageSlider: { width: 1920, height: 816 },
  productBanners: { width: 1920, height: 340 },
  homeCardImage: { width: 370, height: 320 },
  homeArticleImage: { width: 760, height: 400 },
  homepageBgImage: { width: 1600, height: 718 },
  accountTopBannerImage: { width: 262, height: 394 },
  cartsGuruImage: { width: 180, height: 180 },
  attributeImageSwatch: { width: 85, height: 28 },
  logo: { width: 180, height: 130 },
  logoMobile: { width: 90, height: 65 },
  verifiedReviewsLogo: { width: 170, height: 40 },
  verifiedReviewsWidget: { width: 113, height: 26 },
} as const satisfies Record<string, { width: number; height: number }>;

export type ImagePresetName = keyof typeof imagePresets;
