import { IconGlyph, searchIcon } from '@truffe/ui/Icon';
import { Image } from '@truffe/ui/Image';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';

import * as styles from './product.css';
import { productMessages } from './productMessages';
import { type ProductZoomDialogProps } from './ProductZoomDialog';
import { type CatalogueFormat } from './useCatalogueFormat';

const loadZoomDialog = () => import('./ProductZoomDialog');
// A chunk that cannot be loaded (offline) leaves the zoom without effect instead of failing the page.
const ProductZoomDialog = lazy<ComponentType<ProductZoomDialogProps>>(() =>
  loadZoomDialog().catch(() => ({ default: () => null })),
);

export interface GalleryImage {
  path: string;
  label?: string | null;
}

export interface ProductGalleryProps {
  name: string;
  images: readonly GalleryImage[];
  /** The picture of the chosen configuration: shown first while it is chosen. */
  selectedImage?: string | null;
  format: CatalogueFormat;
}

/**
 * The product's pictures (spec §9 presets: medium in the page, large when enlarged): the main picture,
 * thumbnails to switch it, and a zoom dialog. The picture of a chosen configuration replaces the main one.
 */
export function ProductGallery({ name, images, selectedImage, format }: ProductGalleryProps) {
  const intl = useIntl();
  // A thumbnail the shopper picked, for the configuration it was picked with: choosing another
  // configuration shows that configuration's picture again.
  const [picked, setPicked] = useState<{ path: string; forImage: string | null } | null>(null);
  const [zoomed, setZoomed] = useState(false);
  // The dialog's code is loaded on the first zoom and stays mounted afterwards (open and close as before).
  const [zoomUsed, setZoomUsed] = useState(false);
  const pictures: GalleryImage[] = [...images];
  if (selectedImage && !pictures.some((image) => image.path === selectedImage)) {
    pictures.unshift({ path: selectedImage, label: name });
  }
  const pickedPath = picked && picked.forImage === (selectedImage ?? null) ? picked.path : null;
  const shownPath = pickedPath ?? selectedImage ?? pictures[0]?.path;
  const shown = pictures.find((picture) => picture.path === shownPath);
  if (!shown) return <div className={styles.galleryEmpty} />;
  return (
    <section
      className={styles.gallery}
      aria-label={intl.formatMessage(productMessages.gallery, { name })}
    >
      <div className={styles.mainPicture} data-testid="product-main-image" data-path={shown.path}>
        <Image
          key={shown.path}
          path={shown.path}
          preset="medium"
          alt={shown.label ?? name}
          extension="png"
          baseUrl={format.mediaBaseUrl}
          sizes="(min-width: 1024px) 474px, 100vw"
          priority
        />
        <button
          type="button"
          className={styles.zoomButton}
          onClick={() => {
            setZoomUsed(true);
            setZoomed(true);
          }}
          onPointerEnter={() => void loadZoomDialog()}
          onFocus={() => void loadZoomDialog()}
          aria-label={intl.formatMessage(productMessages.zoom)}
          aria-haspopup="dialog"
        >
          <IconGlyph icon={searchIcon} size="small" />
        </button>
      </div>
      {pictures.length > 1 ? (
        <ul className={styles.thumbnails}>
          {pictures.map((picture, position) => (
            <li key={picture.path}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-pressed={picture.path === shown.path}
                aria-label={intl.formatMessage(productMessages.showPicture, {
                  index: position + 1,
                  count: pictures.length,
                })}
                onClick={() => setPicked({ path: picture.path, forImage: selectedImage ?? null })}
              >
                <Image
                  path={picture.path}
                  preset="thumbnail"
                  alt=""
                  extension="png"
                  baseUrl={format.mediaBaseUrl}
                  sizes="50px"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomUsed ? (
        <Suspense fallback={null}>
          <ProductZoomDialog
            open={zoomed}
            onClose={() => setZoomed(false)}
            name={name}
            path={shown.path}
            alt={shown.label ?? name}
            format={format}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
