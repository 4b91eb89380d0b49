import { Link } from '@truffe/ui/Link';
import { useIntl } from 'react-intl';

import { contentMessages } from './contentMessages';
import * as styles from './pageBuilder.css';
import { type PageBuilderNode } from './pageBuilderNodes';

interface MapLocation {
  name: string;
  address: string;
  phone: string;
  latitude: number;
  longitude: number;
}

function locationsOf(node: PageBuilderNode): MapLocation[] {
  const raw = node.props.locations;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    const location = item as Partial<MapLocation> | null;
    if (
      !location ||
      typeof location.latitude !== 'number' ||
      typeof location.longitude !== 'number' ||
      !Number.isFinite(location.latitude) ||
      !Number.isFinite(location.longitude)
    )
      return [];
    return [
      {
        name: typeof location.name === 'string' ? location.name : '',
        address: typeof location.address === 'string' ? location.address : '',
        phone: typeof location.phone === 'string' ? location.phone : '',
        latitude: location.latitude,
        longitude: location.longitude,
      },
    ];
  });
}

/** An OpenStreetMap address of a point (a plain link: no map tiles or scripts load on our pages). */
export function mapUrl(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

/**
 * The Page Builder map (spec §3, with its appearance). No map tile provider is configured (the CSP lists
 * none), so it shows a static, accessible stand-in: each location's name, address and phone, and a link that
 * opens it on a map.
 */
export function MapBlock({ node }: { node: PageBuilderNode }) {
  const intl = useIntl();
  const locations = locationsOf(node);
  if (locations.length === 0) return null;
  const appearance = node.appearance === 'full-width' ? 'full-width' : 'default';
  return (
    <figure
      className={styles.map[appearance]}
      data-appearance={appearance}
      aria-label={intl.formatMessage(contentMessages.mapLabel)}
      style={{ margin: 0 }}
    >
      <div className={styles.mapCanvas}>
        {locations.map((location, index) => (
          <address key={index} className={styles.mapLocation}>
            {location.name ? <strong>{location.name}</strong> : null}
            {location.address ? <div>{location.address}</div> : null}
            {location.phone ? (
              <div>{intl.formatMessage(contentMessages.phone, { phone: location.phone })}</div>
            ) : null}
            <Link
              to={mapUrl(location.latitude, location.longitude)}
              newTabLabel={intl.formatMessage(contentMessages.newTab)}
            >
              {intl.formatMessage(contentMessages.openMap, {
                name: location.name || `${location.latitude}, ${location.longitude}`,
              })}
            </Link>
          </address>
        ))}
      </div>
    </figure>
  );
}
