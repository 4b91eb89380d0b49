/**
 * Pickup-point search over our seeded Colissimo-type points (decision 0702): nearest first on the map from
 * the searched postcode's place (issue 20: "near 35000" listed Béziers and Sète, numerically close postcodes;
 * decision 0895); at most 10.
 */
import { sql } from 'drizzle-orm';

import { selectRows, type Database } from '../db/database';
import { departmentOf } from '../seed/pickupPoints';
import { normalizePostcode } from './address';
import type { CheckoutMessageId } from './messages';
import { postcodeLocation } from './postcodeLocations';
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
  const department = departmentOf(postcode);
  // Where the postcode is: the middle of the points of that very postcode (where the shopper's own relays
  // are); else its place in the public postcode dataset (decision 0895: an arrondissement's or a town's
  // middle); else the middle of its département's points. Then nearest first on the map (an equirectangular
  // distance: exact enough to order points within a country); a postcode with no place at all falls back to
  // the numeric order. Names compare byte-wise ("C" collation): the same order on PGlite and on the server,
  // whatever its locale.
  const place = postcodeLocation(postcode);
  const placeRow = place
    ? sql`UNION ALL SELECT 2, ${place.latitude}::float8, ${place.longitude}::float8`
    : sql``;
  const origin = sql`SELECT lat, lon FROM (
      SELECT 1 AS rank, avg(latitude)::float8 AS lat, avg(longitude)::float8 AS lon FROM pickup_point
        WHERE country_code = 'FR' AND postcode = ${postcode} HAVING count(*) > 0
      ${placeRow}
      UNION ALL SELECT 3, avg(latitude)::float8, avg(longitude)::float8 FROM pickup_point
        WHERE country_code = 'FR' AND department = ${department} HAVING count(*) > 0
      UNION ALL SELECT 4, NULL, NULL
    ) AS candidates ORDER BY rank LIMIT 1`;
  return selectRows<PickupPointView>(
    db,
    sql`WITH origin AS (${origin})
      SELECT ${columns} FROM pickup_point, origin WHERE country_code = 'FR'
      ORDER BY power(latitude - origin.lat, 2)
          + power((longitude - origin.lon) * cos(radians(origin.lat)), 2) NULLS LAST,
        (department = ${department}) DESC, abs(postcode::int - ${Number(postcode)}),
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
