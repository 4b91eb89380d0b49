import { sql } from 'drizzle-orm';

import type { Database } from '../db/database';
import { seedPickupPoints } from './pickupPoints';
import { renderPictures } from './pictures';
import type { SeedProfile } from './profiles';
import { isSeeded, seedCatalog } from './seed';

export interface SeedOptions {
  profile: SeedProfile;
  /** Where product, category and content pictures are drawn; none are drawn without it. */
  mediaRoot?: string;
  log?: (message: string) => void;
}

export interface SeedResult {
  seeded: boolean;
  /** Resolves when the pictures are drawn (at once when nothing was seeded or there is no media root). */
  pictures: Promise<void>;
}

/**
 * Seeds the catalogue when the database has no product yet. The pictures are drawn after the data is in
 * (the caller may serve meanwhile: a missing master shows the placeholder).
 */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<SeedResult> {
  // Pickup points came after the catalogue: loaded when missing, into new and already seeded stores alike.
  await seedPickupPoints(db);
  if (await isSeeded(db)) return { seeded: false, pictures: Promise.resolve() };
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const catalog = await seedCatalog(db, options.profile, { log });
  // Planner statistics and hint bits for the freshly loaded rows: PGlite has no autovacuum, and a server's
  // would only come later; without them the first searches and listings get poor plans.
  await db.execute(sql`VACUUM ANALYZE`);
  log(
    `seeded the ${options.profile} catalogue (${catalog.productCount} products) in ${Date.now() - started} ms`,
  );
  const mediaRoot = options.mediaRoot;
  if (!mediaRoot) return { seeded: true, pictures: Promise.resolve() };
  const drawn = Date.now();
  const pictures = renderPictures(mediaRoot, catalog).then(
    (count) => log(`drew ${count} pictures in ${Date.now() - drawn} ms`),
    (error: unknown) =>
      log(`could not draw the pictures: ${error instanceof Error ? error.message : String(error)}`),
  );
  return { seeded: true, pictures };
}
