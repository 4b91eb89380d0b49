import { Toast, ToastRegion } from '@truffe/ui/Toast';
import { useIntl } from 'react-intl';
import { RouterLink as Link } from '@truffe/ui/RouterLink';

import * as styles from './cart.css';
import { cartMessages } from './cartMessages';

export interface CartToastProps {
  /** The product added, when one was. */
  name: string | null;
  cartPath: string;
  onClose: () => void;
}

/** "Added to your cart" (a polite status), with a link to the cart; closes by itself after 6 s. */
export default function CartToast({ name, cartPath, onClose }: CartToastProps) {
  const intl = useIntl();
  return (
    <ToastRegion label={intl.formatMessage(cartMessages.notifications)}>
      <Toast
        tone="success"
        title={intl.formatMessage(cartMessages.added)}
        onClose={onClose}
        closeLabel={intl.formatMessage(cartMessages.close)}
        duration={6000}
      >
        <p className={styles.toastText} data-testid="cart-toast">
          {name ? `${intl.formatMessage(cartMessages.addedProduct, { name })} ` : null}
          <Link to={cartPath} onClick={onClose}>
            {intl.formatMessage(cartMessages.viewCart)}
          </Link>
        </p>
      </Toast>
    </ToastRegion>
  );
}
