/**
 * Where a French postcode is on the map (issue 20 item 7, decision 0895): from a public dataset (La Poste's
 * postcodes joined to GeoNames places, see scripts/postcode-locations.mjs), else the middle of its
 * département's known postcodes. Read once, on the first pickup search; about 5,000 entries.
 */
import { departmentOf } from '../seed/pickupPoints';
import { postcodeLocationLines } from './postcodeLocations.data';

export interface MapPoint {
  latitude: number;
  longitude: number;
}

let locations:
  { byPostcode: Map<string, MapPoint>; byDepartment: Map<string, MapPoint> } | undefined;

function load() {
  const byPostcode = new Map<string, MapPoint>();
  const sums = new Map<string, [number, number, number]>();
  for (const line of postcodeLocationLines.split('\n')) {
    const [postcode, latitude, longitude] = line.split(' ');
    if (!postcode || latitude === undefined || longitude === undefined) continue;
    const point = { latitude: Number(latitude), longitude: Number(longitude) };
    byPostcode.set(postcode, point);
    const department = departmentOf(postcode);
    const sum = sums.get(department) ?? [0, 0, 0];
    sums.set(department, [sum[0] + point.latitude, sum[1] + point.longitude, sum[2] + 1]);
  }
  const byDepartment = new Map(
    [...sums].map(([department, [latitude, longitude, count]]) => [
      department,
      { latitude: latitude / count, longitude: longitude / count },
    ]),
  );
  return { byPostcode, byDepartment };
}

/** The place of a normalized French postcode, or null when neither it nor its département is known. */
export function postcodeLocation(postcode: string): MapPoint | null {
  locations ??= load();
  return (
    locations.byPostcode.get(postcode) ?? locations.byDepartment.get(departmentOf(postcode)) ?? null
  );
}
