/**
 * Pickup-point search over our seeded Colissimo-type points (decision 0702): points of the postcode's
 * département first, then by numeric distance between postcodes, then by name; at most 10.
 */
import { sql } from 'drizzle-orm';

import { selectRows, type Database } from '../db/database';
import { departmentOf } from '../seed/pickupPoints';
import { normalizePostcode } from './address';
import type { CheckoutMessageId } from './messages';
import type { PickupOpening } from './schema';

/** Most points one search answers. */
export const maxPickupPoints = 10;

export interface PickupPointView {
  id: string;
  name: string;
  street: string[];
  postcode: string;
  city: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  schedule: PickupOpening[];
}

const columns = sql`id, name, street, postcode, city, country_code AS "countryCode", latitude, longitude, schedule`;

/** The French postcode to search around, or the id of the message that refuses the search. */
export function parsePickupSearch(
  postcode: string,
  countryCode: string,
): { postcode: string } | { messageId: CheckoutMessageId } {
  if (countryCode.trim().toUpperCase() !== 'FR') return { messageId: 'pickupFranceOnly' };
  const normalized = normalizePostcode('FR', postcode);
  return normalized === null ? { messageId: 'invalidPostcodeFR' } : { postcode: normalized };
}

/** The points nearest a valid French postcode (see the module's comment for the order). */
export function searchPickupPoints(db: Database, postcode: string): Promise<PickupPointView[]> {
  // Names compare byte-wise ("C" collation): the same order on PGlite and on the server, whatever its locale.
  return selectRows<PickupPointView>(
    db,
    sql`SELECT ${columns} FROM pickup_point WHERE country_code = 'FR'
      ORDER BY (department = ${departmentOf(postcode)}) DESC, abs(postcode::int - ${Number(postcode)}),
        name COLLATE "C", id COLLATE "C"
      LIMIT ${maxPickupPoints}`,
  );
}

/** A point by id, or null. */
export async function findPickupPoint(db: Database, id: string): Promise<PickupPointView | null> {
  if (id.length > 64) return null;
  const [point] = await selectRows<PickupPointView>(
    db,
    sql`SELECT ${columns} FROM pickup_point WHERE id = ${id}`,
  );
  return point ?? null;
}

/** Whether a point serves a French postcode: same département, or among the search's answers for it. */
export async function isPickupPointNear(
  db: Database,
  point: PickupPointView,
  postcode: string,
): Promise<boolean> {
  if (point.countryCode !== 'FR' || normalizePostcode('FR', postcode) === null) return false;
  if (departmentOf(point.postcode) === departmentOf(postcode)) return true;
  return (await searchPickupPoints(db, postcode)).some((candidate) => candidate.id === point.id);
}
