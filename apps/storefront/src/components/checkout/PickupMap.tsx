import { useIntl } from 'react-intl';

import * as styles from './checkout.css';
import { checkoutMessages } from './checkoutMessages';
import { type PickupPointView } from './checkoutTypes';
import { mapLayout } from './mapTiles';

/** The map's drawing size in CSS pixels (scaled down on narrow screens by its frame). */
export const pickupMapSize = { width: 480, height: 280 } as const;

/**
 * A small map of the pickup points: tile images from the configured tile server with numbered markers
 * matching the list. Decorative for assistive technology (the list is the control: `aria-hidden`, nothing
 * focusable); the marker of the chosen point stands out.
 */
export function PickupMap({
  points,
  selectedId,
  tilesUrl,
}: {
  points: readonly PickupPointView[];
  selectedId: string | null;
  /** `{z}/{x}/{y}` template (`mapTilesUrl`). */
  tilesUrl: string;
}) {
  const intl = useIntl();
  const layout = mapLayout(
    points.map((point) => ({ id: point.id, latitude: point.latitude, longitude: point.longitude })),
    tilesUrl,
    pickupMapSize.width,
    pickupMapSize.height,
  );
  if (layout.markers.length === 0) return null;
  return (
    <div
      className={styles.map}
      aria-hidden="true"
      title={intl.formatMessage(checkoutMessages.pickupMap)}
      data-testid="pickup-map"
      data-zoom={layout.zoom}
    >
      <div className={styles.mapInner}>
        {layout.tiles.map((tile) => (
          <img
            key={tile.key}
            src={tile.url}
            alt=""
            className={styles.tile}
            style={{ left: tile.left, top: tile.top }}
            loading="lazy"
            decoding="async"
            draggable={false}
          />
        ))}
        {layout.markers.map((marker, index) => (
          <span
            key={marker.id}
            className={styles.marker}
            style={{ left: marker.left, top: marker.top }}
            data-selected={marker.id === selectedId}
            data-point-id={marker.id}
          >
            {index + 1}
          </span>
        ))}
      </div>
    </div>
  );
}
