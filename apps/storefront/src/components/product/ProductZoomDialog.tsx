import { Image } from '@truffe/ui/Image';
import { Modal } from '@truffe/ui/Modal';
import { useIntl } from 'react-intl';

import { productMessages } from './productMessages';
import { type CatalogueFormat } from './useCatalogueFormat';

export interface ProductZoomDialogProps {
  open: boolean;
  onClose: () => void;
  name: string;
  path: string;
  alt: string;
  format: CatalogueFormat;
}

/**
 * The enlarged picture of the gallery (spec §9 preset `large`) in a modal dialog. Its own chunk (decision
 * 0805): the page loads it when the shopper first asks for the zoom (or points at its button), not with the
 * page — the dialog renders nothing until then, on the server too.
 */
export default function ProductZoomDialog({
  open,
  onClose,
  name,
  path,
  alt,
  format,
}: ProductZoomDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage(productMessages.zoomTitle, { name })}
      closeLabel={intl.formatMessage(productMessages.close)}
      size="large"
    >
      {open ? (
        <Image
          path={path}
          preset="large"
          alt={alt}
          extension="png"
          baseUrl={format.mediaBaseUrl}
          sizes="(min-width: 1100px) 1100px, 100vw"
          priority
        />
      ) : null}
    </Modal>
  );
}
