import type { ShopConfig, SiteLocale } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../email/mailer';
import type { PaymentProviderRegistry } from '../payments/types';

/** What the order services need from the store. */
export interface OrderStore {
  db: Database;
  config: ShopConfig;
  payments: Pick<PaymentProviderRegistry, 'get' | 'list'>;
  mailer: Mailer;
}

/** The order services of one request: the store, the site's language and the shopper's group. */
export interface OrderServices extends OrderStore {
  locale: SiteLocale;
  /** 0 visitor, 1 general customer, 2 professional. */
  customerGroupId: number;
  /** The signed-in customer (its carts; the orders it places are its own), or null for a visitor. */
  customerId: number | null;
}
