import { cartAction } from '../../components/cart/cartAction';
import { personalRouteHandle } from '../../data/personalRoutes';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { cartLoader } from './cartLoader';
import { CartScreen } from './CartScreen';

/** The lazy route `/cart` (spec §2): a personal route, its forms posting to its own action. */
export function cartRoute(): LazyScreenRoute {
  return {
    loader: cartLoader,
    action: cartAction,
    Component: CartScreen,
    handle: personalRouteHandle,
  };
}
