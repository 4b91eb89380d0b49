import { referenceAction } from '../../components/cart/referenceAction';
import { personalPageHandle } from '../../seo/personalPageHead';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { AddByReferenceScreen } from './AddByReferenceScreen';

/** The lazy route `/ajoutparref/` (spec §2 "add to cart by product reference"): a personal route. */
export function addByReferenceRoute(): LazyScreenRoute {
  return {
    // A loader, so that the page is rendered by the server like the others (nothing to load).
    loader: () => null,
    action: referenceAction,
    Component: AddByReferenceScreen,
    handle: personalPageHandle({
      'fr-FR': 'Ajout au panier par référence',
      'en-GB': 'Add to cart by reference',
    }),
  };
}
