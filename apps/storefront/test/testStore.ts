import type { Store } from '@truffe/commerce/store';
import { openTestStore as openSeededStore } from '@truffe/commerce/testing/testStore';

export { seededDataDir } from '@truffe/commerce/testing/testStore';

/**
 * A real store for one test file: a private copy of the run's seeded store in a PGlite data folder, as the
 * server keeps it; removed again by `close()`.
 */
export function openTestStore(): Promise<Store> {
  return openSeededStore({ onDisk: true });
}
