import { referenceAction } from '../../components/cart/referenceAction';
import { personalPageHandle } from '../../seo/personalPageHead';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { QuickOrderScreen } from './QuickOrderScreen';

/** The lazy route `/quick-order` (spec §2): a personal route. */
export function quickOrderRoute(): LazyScreenRoute {
  return {
    loader: () => null,
    action: referenceAction,
    Component: QuickOrderScreen,
    handle: personalPageHandle({ 'fr-FR': 'Commande rapide', 'en-GB': 'Quick order' }),
  };
}
