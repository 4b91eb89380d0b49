/** Sizes named after the Magento Performance Toolkit profiles (ARCHITECTURE.md, "Data"). */
export const seedProfiles = {
  small: { simpleProducts: 800, configurableProducts: 16, categories: 30, seed: 20_260_101 },
  medium: { simpleProducts: 24_000, configurableProducts: 640, categories: 300, seed: 20_260_102 },
} as const;

export type SeedProfile = keyof typeof seedProfiles;

export function isSeedProfile(value: string): value is SeedProfile {
  return Object.hasOwn(seedProfiles, value);
}
