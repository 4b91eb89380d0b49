import { cartAction } from '../../components/cart/cartAction';
import { personalPageHandle } from '../../seo/personalPageHead';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { cartLoader } from './cartLoader';
import { CartScreen } from './CartScreen';

/** The lazy route `/cart` (spec §2): a personal route, its forms posting to its own action. */
export function cartRoute(): LazyScreenRoute {
  return {
    loader: cartLoader,
    action: cartAction,
    Component: CartScreen,
    handle: personalPageHandle({ 'fr-FR': 'Votre panier', 'en-GB': 'Your cart' }),
  };
}
