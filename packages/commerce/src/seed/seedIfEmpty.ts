import type { Database } from '../db/database';
import { renderPictures } from './pictures';
import type { SeedProfile } from './profiles';
import { isSeeded, seedCatalog } from './seed';

export interface SeedOptions {
  profile: SeedProfile;
  /** Where product, category and content pictures are written; none are drawn without it. */
  mediaRoot?: string;
  /** Seed even when the catalogue is not empty is never done: callers empty the database first. */
  log?: (message: string) => void;
}

/** Seeds the catalogue (and draws its pictures) when the database has no product yet. */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const catalog = await seedCatalog(db, options.profile);
  log(
    `seeded the ${options.profile} catalogue (${catalog.products.length} products) in ${Date.now() - started} ms`,
  );
  if (options.mediaRoot) {
    const drawn = Date.now();
    const count = await renderPictures(options.mediaRoot, catalog);
    log(`drew ${count} pictures in ${Date.now() - drawn} ms`);
  }
  return true;
}
