/** Sizes named after the Magento Performance Toolkit profiles (ARCHITECTURE.md, "Data"). */
export const seedProfiles = {
  small: { simpleProducts: 800, configurableProducts: 16, categories: 30, seed: 20_260_101 },
  medium: { simpleProducts: 24_000, configurableProducts: 640, categories: 300, seed: 20_260_102 },
  // Streamed into the database chunk by chunk (seed/streamCatalog.ts, decision 0894): never whole in memory.
  large: {
    simpleProducts: 300_000,
    configurableProducts: 8_000,
    categories: 3_000,
    seed: 20_260_103,
  },
} as const;

export type SeedProfile = keyof typeof seedProfiles;

export function isSeedProfile(value: string): value is SeedProfile {
  return Object.hasOwn(seedProfiles, value);
}
