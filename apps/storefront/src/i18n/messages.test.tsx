// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';

import { signOutMessages } from '../components/account/SignOutForm';
import { checkoutMessages, checkoutPageMessages } from '../components/checkout/checkoutMessages';
import { cartEntryMessages } from '../components/cart/CartEntry';
import { cartMessages } from '../components/cart/cartMessages';
import { listingMessages } from '../components/listing/listingMessages';
import { contentMessages } from '../components/pagebuilder/contentMessages';
import { productMessages } from '../components/product/productMessages';
import { productOptionMessages } from '../components/product/productOptionMessages';
import { reviewMessages } from '../components/product/reviewMessages';
import { priceDisplayMessages } from '../components/product/priceDisplay';
import { priceMessages } from '../components/product/useCatalogueFormat';
import { contributionMessages } from '../contribution/ContributionToolbar';
import { errorViewMessages } from '../errors/ErrorView';
import { notFoundMessages } from '../errors/NotFound';
import { errorBoundaryMessages } from '../errors/RouteErrorBoundaries';
import { footerMessages } from '../layouts/Footer';
import { categoryMenuMessages } from '../layouts/CategoryMenu';
import { headerMessages } from '../layouts/headerMessages';
import { languageSwitchMessages } from '../layouts/LanguageSwitch';
import { layoutMessages } from '../layouts/SkipLink';
import { searchFormMessages } from '../layouts/SearchForm';
import { userLayoutMessages } from '../layouts/UserLayout';
import { accountMessages } from '../routes/account/accountMessages';
import { socialMessages } from '../routes/account/socialMessages';
import { botCheckMessages } from '../components/botCheck/BotCheckField';
import { downloadsMessages } from '../routes/account/downloads/downloadsMessages';
import { afterSalesMessages } from '../routes/account/afterSales/afterSalesMessages';
import { helpdeskMessages } from '../routes/account/helpdesk/helpdeskMessages';
import { newsletterMessages } from '../routes/newsletter/newsletterMessages';
import { currencyMessages } from '../components/currency/currencyMessages';
import { ordersMessages } from '../routes/account/orders/ordersMessages';
import { userMessages } from '../routes/account/user/userMessages';
import { proMessages } from '../routes/account/proMessages';
import { categoryMessages } from '../routes/category/CategoryScreen';
import { legalNoticeMessages } from '../routes/legal/legalNoticeMessages';
import { cmsPageMessages } from '../routes/cms/CmsPageScreen';
import { searchMessages } from '../routes/search/searchMessages';
import { maintenanceMessages } from '../status/MaintenancePage';
import { consentMessages } from '../platform/consent/consentMessages';
import { offlineMessages } from '../status/OfflinePage';
import { AppIntlProvider } from './AppIntlProvider';
import { loadMessages } from './loadMessages';
import { wishlistMessages } from '../components/wishlist/wishlistMessages';
import { stockAlertMessages } from '../components/wishlist/stockAlertMessages';
import { guestOrderMessages } from '../routes/orders/guestOrderMessages';

const descriptors = [
  errorViewMessages,
  notFoundMessages,
  errorBoundaryMessages,
  footerMessages,
  headerMessages,
  categoryMenuMessages,
  languageSwitchMessages,
  layoutMessages,
  searchFormMessages,
  userLayoutMessages,
  maintenanceMessages,
  offlineMessages,
  consentMessages,
  contributionMessages,
  cartEntryMessages,
  cartMessages,
  listingMessages,
  priceMessages,
  priceDisplayMessages,
  productMessages,
  productOptionMessages,
  reviewMessages,
  categoryMessages,
  contentMessages,
  cmsPageMessages,
  searchMessages,
  checkoutMessages,
  checkoutPageMessages,
  accountMessages,
  socialMessages,
  botCheckMessages,
  userMessages,
  ordersMessages,
  afterSalesMessages,
  helpdeskMessages,
  newsletterMessages,
  currencyMessages,
  downloadsMessages,
  proMessages,
  signOutMessages,
  legalNoticeMessages,
  wishlistMessages,
  stockAlertMessages,
  guestOrderMessages,
].flatMap((group) => Object.values(group));

describe('message bundles', () => {
  it('translate every message of the shell in both sites, and nothing else', async () => {
    const ids = descriptors.map((descriptor) => descriptor.id).sort();
    const french = await loadMessages('fr-FR');
    const english = await loadMessages('en-GB');
    expect(Object.keys(french).sort()).toEqual(ids);
    expect(Object.keys(english).sort()).toEqual(ids);
  });

  it('keep the English bundle equal to the default messages beside the code', async () => {
    const english = await loadMessages('en-GB');
    for (const { id, defaultMessage } of descriptors) expect(english[id], id).toBe(defaultMessage);
  });

  it('carry the spec strings of the status pages', async () => {
    const english = await loadMessages('en-GB');
    expect(english['shell.maintenance.title']).toBe('503 - Currently unavailable');
    expect(english['shell.offline.title']).toBe("You're offline - {siteName}");
    expect(english['shell.error.title']).toBe('An error occured.');
    expect(english['shell.error.shopFailed']).toBe('Failed to load store');
  });
});

describe('a missing message', () => {
  const missing = defineMessages({
    withDefault: { id: 'test.missing.withDefault', defaultMessage: 'Fallback text for {name}' },
    withoutDefault: { id: 'test.missing.withoutDefault' },
  });

  it('shows its default message, or else its id, without breaking the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppIntlProvider locale="fr-FR" messages={await loadMessages('fr-FR')}>
        <p data-testid="default">
          <FormattedMessage {...missing.withDefault} values={{ name: 'Rex' }} />
        </p>
        <p data-testid="id">
          <FormattedMessage {...missing.withoutDefault} />
        </p>
      </AppIntlProvider>,
    );
    expect(screen.getByTestId('default').textContent).toBe('Fallback text for Rex');
    expect(screen.getByTestId('id').textContent).toBe('test.missing.withoutDefault');
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
