import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ProductParentModel as ProductParentModelModel, CategoryParentModel as CategoryParentModelModel, GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  JSON: { input: unknown; output: unknown; }
};

/** Result of `addProductsToCart`: one report per line; the valid lines are added together. */
export type AddProductsToCartResult = {
  __typename?: 'AddProductsToCartResult';
  /** Number of lines added. */
  addedCount: Scalars['Int']['output'];
  cart: Cart;
  errorMessage?: Maybe<Scalars['String']['output']>;
  lines: Array<CartLineReport>;
  /** False when the call itself was refused (too many lines, cart full): then nothing was added. */
  success: Scalars['Boolean']['output'];
};

/** What to add to the cart; never a price (prices are computed on the server). */
export type AddToCartInput = {
  bundleOptions?: InputMaybe<Array<CartBundleOptionInput>>;
  customOptions?: InputMaybe<Array<CartCustomOptionInput>>;
  groupedItems?: InputMaybe<Array<CartGroupedItemInput>>;
  /** Quantity of the product (ignored for grouped products). @defaultValue 1 */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  selectedOptions?: InputMaybe<Array<SelectedOptionInput>>;
  sku: Scalars['String']['input'];
};

export type AppliedFilter = {
  __typename?: 'AppliedFilter';
  code: Scalars['String']['output'];
  values: Array<Scalars['String']['output']>;
};

export type AttributeRef = {
  __typename?: 'AttributeRef';
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
};

export type Breadcrumb = {
  __typename?: 'Breadcrumb';
  name: Scalars['String']['output'];
  path: Scalars['String']['output'];
};

export type BundleOption = {
  __typename?: 'BundleOption';
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
  /** select, radio, checkbox or multi. */
  type: Scalars['String']['output'];
  values: Array<BundleOptionValue>;
};

export type BundleOptionValue = {
  __typename?: 'BundleOptionValue';
  defaultQuantity: Scalars['Int']['output'];
  isDefault: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  prices: ProductPrices;
  product: Product;
  userDefinedQuantity: Scalars['Boolean']['output'];
  value: Scalars['ID']['output'];
};

export type CacheControl = {
  __typename?: 'CacheControl';
  maxAge: Scalars['Int']['output'];
  scope: Scalars['String']['output'];
  staleWhileRevalidate: Scalars['Int']['output'];
};

/** The session's cart; totals are computed on the server (prices in cents, tax factor of the shop). */
export type Cart = {
  __typename?: 'Cart';
  items: Array<CartItem>;
  /** The figure to show first for the request's customer, on the lines and the totals. */
  priceBasis: PriceBasis;
  subtotal: Price;
  tax: Money;
  totalQuantity: Scalars['Int']['output'];
  /** Lines whose product was removed or disabled since it was added; not counted in the totals. */
  unavailableItems: Array<CartUnavailableItem>;
};

/** A bundle selection (BundleOptionValue.value) and its quantity (the default when it cannot change). */
export type CartBundleOptionInput = {
  quantity?: InputMaybe<Scalars['Int']['input']>;
  selectionId: Scalars['ID']['input'];
};

/** A custom option's choice: value ids (drop_down, radio, checkbox) or text (field, area). */
export type CartCustomOptionInput = {
  optionId: Scalars['ID']['input'];
  text?: InputMaybe<Scalars['String']['input']>;
  valueIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** An item of a grouped product; a quantity of 0 skips it. */
export type CartGroupedItemInput = {
  quantity: Scalars['Int']['input'];
  sku: Scalars['String']['input'];
};

export type CartItem = {
  __typename?: 'CartItem';
  /** The configurable product's chosen child. */
  configuredProduct?: Maybe<Product>;
  id: Scalars['ID']['output'];
  options: Array<CartItemOption>;
  /** The product added (the configurable or bundle parent). */
  product: Product;
  quantity: Scalars['Int']['output'];
  rowTotal: Price;
  /** Translated stock problem of the line (out of stock, quantity above stock); null when it can be ordered. */
  stockError?: Maybe<Scalars['String']['output']>;
  /** Unit price with custom options, tier and group prices. */
  unitPrice: Price;
};

/** A chosen option of a cart line, as shoppers read it. */
export type CartItemOption = {
  __typename?: 'CartItemOption';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** A line of an add-by-reference or quick-order form: a product reference (SKU) and a quantity. */
export type CartLineBySkuInput = {
  /** Null when the shopper's text is not a whole number (reported as INVALID_QUANTITY). */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  sku: Scalars['String']['input'];
};

export type CartLineReport = {
  __typename?: 'CartLineReport';
  /** Index of the line in the request (0-based). */
  line: Scalars['Int']['output'];
  /** Translated message for the shopper. */
  message: Scalars['String']['output'];
  /** The product's name when the reference is known. */
  name?: Maybe<Scalars['String']['output']>;
  quantity?: Maybe<Scalars['Int']['output']>;
  sku: Scalars['String']['output'];
  status: CartLineReportStatus;
};

/** What became of one line of `addProductsToCart`. */
export type CartLineReportStatus =
  | 'ADDED'
  | 'INVALID_QUANTITY'
  /** Disabled, needs choices on its product page (configurable, bundle, grouped, required options) or out of stock. */
  | 'NOT_ORDERABLE'
  | 'QUANTITY_ABOVE_STOCK'
  | 'UNKNOWN_SKU';

/** Result of a cart mutation: the cart after it (unchanged when success is false). */
export type CartMutationResult = {
  __typename?: 'CartMutationResult';
  cart: Cart;
  errorMessage?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

/** A line of the cart whose product can no longer be bought (removed or disabled): shown to be removed. */
export type CartUnavailableItem = {
  __typename?: 'CartUnavailableItem';
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
};

export type Category = Entity & {
  __typename?: 'Category';
  /** The category's path on each site. */
  alternates: Array<LocalePath>;
  breadcrumbs: Array<Breadcrumb>;
  cacheControl: CacheControl;
  children: Array<Category>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The category id as a string. */
  identifier: Scalars['String']['output'];
  /** Media path of the banner (relative to the media root). */
  image?: Maybe<Scalars['String']['output']>;
  level: Scalars['Int']['output'];
  metaDescription?: Maybe<Scalars['String']['output']>;
  metaTitle?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  path: Scalars['String']['output'];
  /** Listing parameters come from `query` (a URL query string), else from the URL given to `route`. */
  products: ProductListing;
};


export type CategoryProductsArgs = {
  query?: InputMaybe<Scalars['String']['input']>;
};

export type CategorySuggestion = {
  __typename?: 'CategorySuggestion';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  path: Scalars['String']['output'];
};

/** The session's checkout (guest). Private, never cached. */
export type Checkout = {
  __typename?: 'Checkout';
  availablePaymentMethods: Array<PaymentMethod>;
  /** Methods offered for the shipping address (pickup for FR only); empty before the addresses step. */
  availableShippingMethods: Array<ShippingMethod>;
  billingAddress?: Maybe<CheckoutAddress>;
  billingSameAsShipping: Scalars['Boolean']['output'];
  cart: Cart;
  email?: Maybe<Scalars['String']['output']>;
  paymentMethod?: Maybe<PaymentMethod>;
  pickupPoint?: Maybe<PickupPoint>;
  shippingAddress?: Maybe<CheckoutAddress>;
  shippingMethod?: Maybe<ShippingMethod>;
  /** The first step that is not complete (REVIEW when all are). */
  step: CheckoutStep;
  totals: CheckoutTotals;
};

/** A postal address of the checkout (FR and GB only). */
export type CheckoutAddress = {
  __typename?: 'CheckoutAddress';
  city: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2: FR or GB. */
  countryCode: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
  /** One or two lines of at most 38 characters. */
  street: Array<Scalars['String']['output']>;
  telephone?: Maybe<Scalars['String']['output']>;
};

/** An address sent by the shopper; checked on the server (line length, postcode format, country). */
export type CheckoutAddressInput = {
  city: Scalars['String']['input'];
  company?: InputMaybe<Scalars['String']['input']>;
  countryCode: Scalars['String']['input'];
  firstname: Scalars['String']['input'];
  lastname: Scalars['String']['input'];
  postcode: Scalars['String']['input'];
  street: Array<Scalars['String']['input']>;
  telephone?: InputMaybe<Scalars['String']['input']>;
};

/** A refused field, e.g. field `shippingAddress.street.0`, with a message in the request's language. */
export type CheckoutFieldError = {
  __typename?: 'CheckoutFieldError';
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** Result of a checkout mutation: the checkout after it (unchanged when success is false). */
export type CheckoutMutationResult = {
  __typename?: 'CheckoutMutationResult';
  checkout: Checkout;
  errorMessage?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<CheckoutFieldError>;
  success: Scalars['Boolean']['output'];
};

/** Guest checkout steps, in order: a step is reached only when every earlier one is complete. */
export type CheckoutStep =
  | 'ADDRESSES'
  | 'EMAIL'
  | 'PAYMENT'
  | 'REVIEW'
  | 'SHIPPING';

/** Checkout totals in cents, computed on the server from the catalogue and the shipping configuration. */
export type CheckoutTotals = {
  __typename?: 'CheckoutTotals';
  grandTotal: Money;
  grandTotalExclTax: Money;
  /** Shipping amount including tax. */
  shipping: Money;
  /** Cart subtotal including tax. */
  subtotal: Money;
  /** Tax included in the grand total. */
  tax: Money;
};

export type CmsBlock = {
  __typename?: 'CmsBlock';
  contentWysiwyg: Wysiwyg;
  identifier: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type CmsPage = Entity & {
  __typename?: 'CmsPage';
  cacheControl: CacheControl;
  contentWysiwyg: Wysiwyg;
  content_heading?: Maybe<Scalars['String']['output']>;
  identifier: Scalars['String']['output'];
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_keywords?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  /** Path of the page on its site: '/' for home. */
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ConfigurableOption = {
  __typename?: 'ConfigurableOption';
  attribute: AttributeRef;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  values: Array<ConfigurableOptionValue>;
};

export type ConfigurableOptionValue = {
  __typename?: 'ConfigurableOptionValue';
  label: Scalars['String']['output'];
  swatch?: Maybe<Swatch>;
  value: Scalars['ID']['output'];
};

export type ConfigurationAttribute = {
  __typename?: 'ConfigurationAttribute';
  code: Scalars['String']['output'];
  value: Scalars['ID']['output'];
};

export type ContactTicketResult = {
  __typename?: 'ContactTicketResult';
  errorMessage?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<CustomerFieldError>;
  /** Whether the ticket belongs to the signed-in customer (then it is in the account's helpdesk). */
  inAccount: Scalars['Boolean']['output'];
  success: Scalars['Boolean']['output'];
  /** The new ticket's id. */
  ticketId?: Maybe<Scalars['ID']['output']>;
};

/** The contact form (spec /contact). */
export type CreateContactTicketInput = {
  /** The bot-check widget's response; omitted without JavaScript (decision 0756). */
  botCheck?: InputMaybe<Scalars['String']['input']>;
  /** Required from a visitor; a signed-in customer's account address is used instead. */
  email?: InputMaybe<Scalars['String']['input']>;
  message: Scalars['String']['input'];
  orderNumber?: InputMaybe<Scalars['String']['input']>;
  /** order, delivery, return, product, account or other. */
  subject: Scalars['String']['input'];
};

export type CreateProductReviewInput = {
  /** The bot-check widget's response (ALTCHA payload or Turnstile token); omitted without JavaScript. */
  botCheck?: InputMaybe<Scalars['String']['input']>;
  comment: Scalars['String']['input'];
  nickname: Scalars['String']['input'];
  /** 0 to 5. */
  rating: Scalars['Float']['input'];
  sku: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type CreateProductReviewResult = {
  __typename?: 'CreateProductReviewResult';
  errorMessage?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

export type Currency = {
  __typename?: 'Currency';
  code: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
};

export type CustomOption = {
  __typename?: 'CustomOption';
  extraCost?: Maybe<ExtraCost>;
  is_required: Scalars['Boolean']['output'];
  max_characters?: Maybe<Scalars['Int']['output']>;
  option_id: Scalars['ID']['output'];
  sort_order: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  /** field, area, drop_down, radio or checkbox. */
  type: Scalars['String']['output'];
  values: Array<CustomOptionValue>;
};

export type CustomOptionValue = {
  __typename?: 'CustomOptionValue';
  extraCost?: Maybe<ExtraCost>;
  option_value_id: Scalars['ID']['output'];
  sort_order: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/** A signed-in customer as the customer sees it (issue 15). Cached by `id` (spec §3). */
export type Customer = {
  __typename?: 'Customer';
  /** The address book, defaults first (issue 15 item 6). Only the session's own customer is ever answered. */
  addresses: Array<CustomerAddress>;
  /** The company of a professional registration; null for shoppers. */
  company?: Maybe<Scalars['String']['output']>;
  defaultBilling?: Maybe<CustomerAddress>;
  defaultShipping?: Maybe<CustomerAddress>;
  /** What the customer's orders give to download, newest order first (guest orders of its verified e-mail joined). */
  downloadableProducts: Array<CustomerDownload>;
  email: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  /** Prices of the professional group only once `proStatus` is `approved`. */
  group: CustomerGroup;
  /** One of the customer's tickets with its conversation; null when it is not the customer's. */
  helpdeskTicket?: Maybe<HelpdeskTicket>;
  /** The customer's helpdesk tickets, the latest message first. Private, never cached. */
  helpdeskTickets: Array<HelpdeskTicket>;
  id: Scalars['ID']['output'];
  /** Subscribed to the newsletter: the latest choice recorded. */
  isSubscribed: Scalars['Boolean']['output'];
  lastname: Scalars['String']['output'];
  /** When the choice in force was made (ISO 8601); null when the customer never chose. */
  newsletterChoiceAt?: Maybe<Scalars['String']['output']>;
  /** The newsletter consent text to show beside the choice, in the request's language; stored with the choice. */
  newsletterWording: Scalars['String']['output'];
  /** One of the customer's orders by its number (`order_id`), or null when the customer has no such order. */
  order?: Maybe<Order>;
  /** The customer's orders, newest first (guest orders of its verified e-mail joined). Private, never cached. */
  orders: CustomerOrderPage;
  /**
   * The address of an e-mail change waiting for the link sent to it (decision 0923); null when none. Shown to
   * the session's own customer only, the same whether or not another account has that address.
   */
  pendingEmail?: Maybe<Scalars['String']['output']>;
  proStatus: ProStatus;
  /** What of one of the customer's orders can be returned; null when the order is not the customer's or nothing of it can. */
  returnableOrder?: Maybe<ReturnableOrder>;
  /** The customer's returns (RMA), newest first. Private, never cached. */
  returns: Array<CustomerReturn>;
  /** The customer's store credit: balance and movements, newest first. */
  storeCredit: StoreCreditAccount;
  /** The customer's wishlist (one per customer; empty until something is added). Private, never cached. */
  wishlist: Wishlist;
};


/** A signed-in customer as the customer sees it (issue 15). Cached by `id` (spec §3). */
export type CustomerHelpdeskTicketArgs = {
  id: Scalars['ID']['input'];
};


/** A signed-in customer as the customer sees it (issue 15). Cached by `id` (spec §3). */
export type CustomerOrderArgs = {
  orderId: Scalars['ID']['input'];
};


/** A signed-in customer as the customer sees it (issue 15). Cached by `id` (spec §3). */
export type CustomerOrdersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** A signed-in customer as the customer sees it (issue 15). Cached by `id` (spec §3). */
export type CustomerReturnableOrderArgs = {
  orderId: Scalars['ID']['input'];
};

/** An address of the signed-in customer's address book (checkout rules: FR/GB, street lines of 38 characters). Cached by `id`. */
export type CustomerAddress = {
  __typename?: 'CustomerAddress';
  city: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  /** FR or GB. */
  countryCode: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isDefaultBilling: Scalars['Boolean']['output'];
  isDefaultShipping: Scalars['Boolean']['output'];
  lastname: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
  /** One or two lines. */
  street: Array<Scalars['String']['output']>;
  telephone?: Maybe<Scalars['String']['output']>;
};

/** Which default of the address book an address becomes. */
export type CustomerAddressDefault =
  | 'BILLING'
  | 'SHIPPING';

/** An address as a customer types it; the server checks it (translated field errors named `street.0`, `postcode`…). */
export type CustomerAddressInput = {
  city: Scalars['String']['input'];
  company?: InputMaybe<Scalars['String']['input']>;
  countryCode: Scalars['String']['input'];
  firstname: Scalars['String']['input'];
  /** Makes it the default billing address (the first address of a book is both defaults). */
  isDefaultBilling?: InputMaybe<Scalars['Boolean']['input']>;
  /** Makes it the default delivery address. */
  isDefaultShipping?: InputMaybe<Scalars['Boolean']['input']>;
  lastname: Scalars['String']['input'];
  postcode: Scalars['String']['input'];
  street: Array<Scalars['String']['input']>;
  telephone?: InputMaybe<Scalars['String']['input']>;
};

/** Result of an address book mutation: the address after it (null after a deletion) and the customer. */
export type CustomerAddressMutationResult = {
  __typename?: 'CustomerAddressMutationResult';
  address?: Maybe<CustomerAddress>;
  customer?: Maybe<Customer>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<CustomerFieldError>;
  success: Scalars['Boolean']['output'];
};

/** One link of a downloadable product bought in an order. */
export type CustomerDownload = {
  __typename?: 'CustomerDownload';
  /** A signed address that works for this customer only, until `downloadUrlExpiresAt`; null unless AVAILABLE. */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  /** When `downloadUrl` stops working (ISO 8601). */
  downloadUrlExpiresAt?: Maybe<Scalars['String']['output']>;
  downloadsUsed: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The link's title (e.g. Download). */
  linkTitle: Scalars['String']['output'];
  /** Null: unlimited. */
  maxDownloads?: Maybe<Scalars['Int']['output']>;
  /** The order's number (`order_id`), the address of its page in the account. */
  orderId: Scalars['ID']['output'];
  orderedAt: Scalars['String']['output'];
  productName: Scalars['String']['output'];
  state: DownloadState;
};

/** A refused field of a customer form, e.g. `password`, with a message in the request's language. */
export type CustomerFieldError = {
  __typename?: 'CustomerFieldError';
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** A customer's price group (decision 0750): `professional` once its pro account is approved. */
export type CustomerGroup =
  | 'general'
  | 'professional';

/**
 * Result of a customer mutation (spec §3 mutation result): `errorMessage` and `fieldErrors` say why it was
 * refused, translated; `message` is what to tell the customer on success (it never says whether an e-mail has an
 * account); `customer` is the signed-in customer after it, if any.
 */
export type CustomerMutationResult = {
  __typename?: 'CustomerMutationResult';
  customer?: Maybe<Customer>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<CustomerFieldError>;
  message?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

/** One line of an order with its options and its prices incl. and excl. tax. */
export type CustomerOrderLine = {
  __typename?: 'CustomerOrderLine';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  options: Array<CartItemOption>;
  quantity: Scalars['Int']['output'];
  rowTotal: Price;
  sku: Scalars['String']['output'];
  unitPrice: Price;
};

/** A method of an order (delivery or payment): its code and its title as shown at the checkout. */
export type CustomerOrderMethod = {
  __typename?: 'CustomerOrderMethod';
  code: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A page of the customer's orders. */
export type CustomerOrderPage = {
  __typename?: 'CustomerOrderPage';
  items: Array<Order>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** How many orders the customer has in all. */
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type CustomerOrderTotals = {
  __typename?: 'CustomerOrderTotals';
  grandTotal: Price;
  /** Shipping, incl. tax. */
  shipping: Money;
  /** Store credit spent on it. */
  storeCreditUsed: Money;
  subtotal: Price;
  /** Tax included in the grand total. */
  tax: Money;
};

/** A return asked for by the customer, and where it stands. */
export type CustomerReturn = {
  __typename?: 'CustomerReturn';
  comment?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  /** Every step, oldest first. */
  history: Array<ReturnStep>;
  id: Scalars['ID']['output'];
  items: Array<ReturnItem>;
  /** R-000001. */
  number: Scalars['String']['output'];
  /** The order number it is about. */
  orderId: Scalars['ID']['output'];
  /** Why the shop refused it. */
  refusalReason?: Maybe<Scalars['String']['output']>;
  /** refund, exchange or store_credit. */
  resolution: Scalars['String']['output'];
  /** requested, authorised, received, refunded, credited or refused. */
  status: Scalars['String']['output'];
};

/** Where a purchase of a downloadable product stands. */
export type DownloadState =
  | 'AVAILABLE'
  /** Every allowed download was used. */
  | 'LIMIT_REACHED'
  /** The order awaits its payment. */
  | 'PENDING'
  /** The order was canceled, closed or refunded. */
  | 'REVOKED';

export type DownloadableLink = {
  __typename?: 'DownloadableLink';
  id: Scalars['ID']['output'];
  price: Price;
  /** Address of the free sample (served by the shop), when there is one. */
  sampleUrl?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type DynamicFacet = {
  __typename?: 'DynamicFacet';
  buckets: Array<FacetBucket>;
  code: Scalars['String']['output'];
  kind: FacetKind;
  label: Scalars['String']['output'];
};

/** Editing modes of the request's browser (spec §4 contribution mode); on only for an authorized editor. */
export type EditorModes = {
  __typename?: 'EditorModes';
  /** The request presents a valid editor token. */
  editor: Scalars['Boolean']['output'];
  /** Unpublished content is shown. */
  preview: Scalars['Boolean']['output'];
  /** The content metadata of each block is outlined. */
  xRay: Scalars['Boolean']['output'];
};

/** What a URL designates (spec §2, entity dispatch); cached by `identifier`. */
export type Entity = {
  identifier: Scalars['String']['output'];
};

export type ExtraCost = {
  __typename?: 'ExtraCost';
  /** Set when type is 'fixed'. */
  prices?: Maybe<Price>;
  /** Percentage of the product price when type is 'percentage'. */
  rate?: Maybe<Scalars['Float']['output']>;
  /** 'fixed' or 'percentage'. */
  type: Scalars['String']['output'];
};

export type FacetBucket = {
  __typename?: 'FacetBucket';
  docCount: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  selected: Scalars['Boolean']['output'];
  /** Swatch of colour-like options. */
  swatch?: Maybe<Swatch>;
  value: Scalars['String']['output'];
};

export type FacetKind =
  | 'attribute'
  | 'category';

export type FaqEntry = {
  __typename?: 'FaqEntry';
  answer: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  question: Scalars['String']['output'];
};

export type FaqSection = {
  __typename?: 'FaqSection';
  entries: Array<FaqEntry>;
  title: Scalars['String']['output'];
};

export type GroupedItem = {
  __typename?: 'GroupedItem';
  position: Scalars['Int']['output'];
  product: Product;
  qty: Scalars['Int']['output'];
};

/** The answer of a guest's order lookup: the order, or why it was not given (one message for any mismatch). */
export type GuestOrderResult = {
  __typename?: 'GuestOrderResult';
  errorMessage?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<CheckoutFieldError>;
  order?: Maybe<OrderSummary>;
  success: Scalars['Boolean']['output'];
};

/** A file attached to a message; its address works for the ticket's owner only. */
export type HelpdeskAttachment = {
  __typename?: 'HelpdeskAttachment';
  /** application/pdf, image/png or image/jpeg (found in the bytes). */
  contentType: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The file's address relative to the site's root (`user/helpdesk/12/attachments/34`). */
  path: Scalars['String']['output'];
  /** In bytes. */
  size: Scalars['Int']['output'];
};

export type HelpdeskMessage = {
  __typename?: 'HelpdeskMessage';
  attachments: Array<HelpdeskAttachment>;
  /** customer or staff. */
  author: Scalars['String']['output'];
  body: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The staff member's name on a staff reply. */
  staffName?: Maybe<Scalars['String']['output']>;
};

/** A helpdesk ticket (a request to the customer service) and its conversation. */
export type HelpdeskTicket = {
  __typename?: 'HelpdeskTicket';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** customer or staff: who wrote last. */
  lastAuthor: Scalars['String']['output'];
  /** When the last message was written. */
  lastMessageAt: Scalars['String']['output'];
  /** Oldest first; empty in the list. */
  messages: Array<HelpdeskMessage>;
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** open (awaiting the staff), answered or closed. */
  status: Scalars['String']['output'];
  /** The status in the request's language. */
  statusLabel: Scalars['String']['output'];
  /** order, delivery, return, product, account or other. */
  subject: Scalars['String']['output'];
  /** The subject in the request's language. */
  subjectLabel: Scalars['String']['output'];
};

/** A widget whose data could not be read; only its id is kept. */
export type InvalidWidget = WysiwygData & {
  __typename?: 'InvalidWidget';
  dataId: Scalars['ID']['output'];
};

/** An invoice line (spec §3 invoice item). */
export type InvoiceItem = {
  __typename?: 'InvoiceItem';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  price: Price;
  quantity: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  subtotal: Price;
  taxAmount: Money;
  /** VAT rate in per cent, e.g. 20. */
  taxRate: Scalars['Float']['output'];
};

/** A party printed on an invoice (seller or buyer). */
export type InvoiceParty = {
  __typename?: 'InvoiceParty';
  city: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  countryCode: Scalars['String']['output'];
  name: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
  siret?: Maybe<Scalars['String']['output']>;
  street: Array<Scalars['String']['output']>;
  vatNumber?: Maybe<Scalars['String']['output']>;
};

/** Invoice totals (spec §3): shipping excl. tax, tax, subtotal excl. tax, grand total incl. tax. */
export type InvoiceTotals = {
  __typename?: 'InvoiceTotals';
  discount: Money;
  grandTotal: Money;
  shippingAmount: Money;
  subtotal: Money;
  taxAmount: Money;
};

/**
 * The shop's legal notice (LCEN art. 6-III; issue 20): the publisher is the seller named on the invoices, with
 * the director of publication and the host of the site. Shop configuration, the same for every visitor.
 */
export type LegalNotice = {
  __typename?: 'LegalNotice';
  /** As printed, e.g. 50 000 €. */
  capital: Scalars['String']['output'];
  city: Scalars['String']['output'];
  company: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2. */
  countryCode: Scalars['String']['output'];
  email: Scalars['String']['output'];
  hostAddress: Scalars['String']['output'];
  hostName: Scalars['String']['output'];
  /** Null when not configured. */
  hostPhone?: Maybe<Scalars['String']['output']>;
  /** e.g. SAS. */
  legalForm: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
  publicationDirector: Scalars['String']['output'];
  /** e.g. RCS Lyon 842 153 009. */
  rcs: Scalars['String']['output'];
  siret: Scalars['String']['output'];
  street: Array<Scalars['String']['output']>;
  vatNumber: Scalars['String']['output'];
};

export type ListingSort = {
  __typename?: 'ListingSort';
  direction: Scalars['String']['output'];
  field: Scalars['String']['output'];
};

/** The same entity on one site (hreflang alternates): the site's locale and the entity's path on it, without the site prefix. */
export type LocalePath = {
  __typename?: 'LocalePath';
  locale: Scalars['String']['output'];
  path: Scalars['String']['output'];
};

export type Money = {
  __typename?: 'Money';
  /** Integer amount in the currency's minor unit (cents). */
  amount: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a product to the session customer's wishlist (the same product and options add to its quantity). */
  addProductToWishlist: WishlistMutationResult;
  /** Adds products by reference (add by reference, quick order): at most 500 lines, validated together. */
  addProductsToCart: AddProductsToCartResult;
  /** Adds one line (itemId) or every line of a shared wishlist to the VISITOR's cart. */
  addSharedWishlistToCart: WishlistToCartResult;
  addToCart: CartMutationResult;
  /** Adds one line (itemId) or every line (no itemId) of the customer's wishlist to the session's cart. */
  addWishlistToCart: WishlistToCartResult;
  /**
   * Asks for the signed-in customer's e-mail to change, after checking the password: nothing changes until the
   * link mailed to the new address is opened (decision 0923). The answer, its `message` and the customer's
   * `pendingEmail` are the same whether or not another account has the new address.
   */
  changeCustomerEmail: CustomerMutationResult;
  /** Changes the password (the current one is asked): every other session ends, this browser gets a new session. */
  changeCustomerPassword: CustomerMutationResult;
  /** Confirms a request with the token of its e-mailed link (double opt-in). */
  confirmNewsletterSubscription: NewsletterResult;
  /** The shopper is back from the payment page: the provider is asked, the order synced, the result answered. */
  confirmPaymentReturn: PlaceOrderResult;
  /** Opens a helpdesk ticket from the contact form and acknowledges it by e-mail. */
  createContactTicket: ContactTicketResult;
  /** Adds an address to the signed-in customer's book. */
  createCustomerAddress: CustomerAddressMutationResult;
  /** Queues a product review for moderation. */
  createProductReview: CreateProductReviewResult;
  /** Deletes an address of the signed-in customer's book; another customer's address is not found. */
  deleteCustomerAddress: CustomerAddressMutationResult;
  emptyCart: CartMutationResult;
  /**
   * A guest's order (spec §2 `/orders/`), found by its number and the e-mail address it was placed with; an order
   * of a customer account is found in that account. A mutation: each lookup is counted (per client address).
   */
  findGuestOrder: GuestOrderResult;
  /**
   * Places the session's cart as an order: every price is recomputed on the server. `idempotencyKey` (chosen by
   * the client once per attempt) makes a retried or double-clicked call answer the same order;
   * `expectedGrandTotal` (cents) only detects a price change since the review: a different total refuses.
   */
  placeOrder: PlaceOrderResult;
  /** Creates a shopper account; the answer is the same whether the e-mail already has one. Does not sign in. */
  registerCustomer: CustomerMutationResult;
  /**
   * Creates a professional account, pending until the staff approves it (public prices until then); the answer is
   * the same whether the e-mail already has an account. Does not sign in.
   */
  registerPro: CustomerMutationResult;
  removeCartItem: CartMutationResult;
  /** Removes every line of a product (the heart toggled off). */
  removeProductFromWishlist: WishlistMutationResult;
  removeWishlistItem: WishlistMutationResult;
  /**
   * Adds what is still orderable of one of the signed-in customer's orders to the session's cart (the cart's own
   * add path: stock, active products, quantities); answers what could not be added and why. Another customer's
   * order is not found.
   */
  reorder: ReorderResult;
  /** Records a subscription request and e-mails its confirmation link. */
  requestNewsletterSubscription: NewsletterResult;
  /** E-mails a single-use reset link when the address has an account; the same answer either way. */
  requestPasswordReset: CustomerMutationResult;
  /** Asks to return shipped items of one of the signed-in customer's orders (an e-mail acknowledges it). */
  requestReturn: RequestReturnResult;
  /** Sets a new password with the token of a reset link (once, within the hour); ends every session. */
  resetPassword: CustomerMutationResult;
  /** Revokes the share link: the old code is unknown at once. */
  revokeWishlistShare: WishlistMutationResult;
  setCheckoutAddresses: CheckoutMutationResult;
  setCheckoutEmail: CheckoutMutationResult;
  setCheckoutPaymentMethod: CheckoutMutationResult;
  /** Ships to and bills an address of the signed-in customer's book; another customer's is not found (field `savedAddressId`). */
  setCheckoutSavedAddress: CheckoutMutationResult;
  setCheckoutShippingMethod: CheckoutMutationResult;
  /**
   * Chooses the currency this browser sees prices in (spec §1, §7; decision 0771): EUR (the base), GBP or CHF.
   * A display choice only: the cart and checkout charge in euros. Unknown codes are refused, translated.
   */
  setCurrency: MutationResult;
  /** Makes an address of the signed-in customer's book its default billing or delivery address. */
  setDefaultCustomerAddress: CustomerAddressMutationResult;
  /** Turns preview mode on (authorized editors only) or off, for this browser. */
  setPreviewMode: MutationResult;
  /** Turns x-ray mode on (authorized editors only) or off, for this browser. */
  setXRayMode: MutationResult;
  /** Creates the share link (a new random code) or keeps the live one. */
  shareWishlist: WishlistMutationResult;
  /** Signs in (a new session each time; throttled after failures). `remember` keeps the session for 90 days. */
  signIn: CustomerMutationResult;
  /** Ends the request's session on the server and clears its cookie. */
  signOut: MutationResult;
  /** Subscribes the signed-in customer; the consent is stored with its date, source `account` and wording. */
  subscribeCustomerNewsletter: CustomerMutationResult;
  /** Subscribes to the product's return to stock: one e-mail then, with an unsubscribe link. */
  subscribeStockAlert: MutationResult;
  /** Unsubscribes the signed-in customer; the choice is stored with its date, source `account` and wording. */
  unsubscribeCustomerNewsletter: CustomerMutationResult;
  /** Withdraws the address of a newsletter e-mail's unsubscribe token. */
  unsubscribeNewsletterByToken: NewsletterResult;
  /** Ends a subscription by the random token of its e-mail's link. */
  unsubscribeStockAlert: MutationResult;
  updateCartItemQuantity: CartMutationResult;
  /** Replaces an address of the signed-in customer's book; another customer's address is not found. */
  updateCustomerAddress: CustomerAddressMutationResult;
  /** Changes the signed-in customer's first and last name. */
  updateCustomerName: CustomerMutationResult;
  updateWishlistItem: WishlistMutationResult;
};


export type MutationAddProductToWishlistArgs = {
  input: WishlistAddInput;
};


export type MutationAddProductsToCartArgs = {
  lines: Array<CartLineBySkuInput>;
};


export type MutationAddSharedWishlistToCartArgs = {
  itemId?: InputMaybe<Scalars['ID']['input']>;
  shareCode: Scalars['String']['input'];
};


export type MutationAddToCartArgs = {
  input: AddToCartInput;
};


export type MutationAddWishlistToCartArgs = {
  itemId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationChangeCustomerEmailArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationChangeCustomerPasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationConfirmNewsletterSubscriptionArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmPaymentReturnArgs = {
  paymentId: Scalars['ID']['input'];
};


export type MutationCreateContactTicketArgs = {
  input: CreateContactTicketInput;
};


export type MutationCreateCustomerAddressArgs = {
  input: CustomerAddressInput;
};


export type MutationCreateProductReviewArgs = {
  input: CreateProductReviewInput;
};


export type MutationDeleteCustomerAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationFindGuestOrderArgs = {
  email: Scalars['String']['input'];
  number: Scalars['String']['input'];
};


export type MutationPlaceOrderArgs = {
  acceptTerms?: InputMaybe<Scalars['Boolean']['input']>;
  expectedGrandTotal?: InputMaybe<Scalars['Int']['input']>;
  idempotencyKey: Scalars['ID']['input'];
  useStoreCredit?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationRegisterCustomerArgs = {
  input: RegisterCustomerInput;
};


export type MutationRegisterProArgs = {
  input: RegisterProInput;
};


export type MutationRemoveCartItemArgs = {
  itemId: Scalars['ID']['input'];
};


export type MutationRemoveProductFromWishlistArgs = {
  sku: Scalars['String']['input'];
};


export type MutationRemoveWishlistItemArgs = {
  itemId: Scalars['ID']['input'];
};


export type MutationReorderArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationRequestNewsletterSubscriptionArgs = {
  botCheck?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  botCheck?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
};


export type MutationRequestReturnArgs = {
  input: RequestReturnInput;
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationSetCheckoutAddressesArgs = {
  billing?: InputMaybe<CheckoutAddressInput>;
  billingSameAsShipping: Scalars['Boolean']['input'];
  shipping: CheckoutAddressInput;
};


export type MutationSetCheckoutEmailArgs = {
  email: Scalars['String']['input'];
};


export type MutationSetCheckoutPaymentMethodArgs = {
  code: Scalars['ID']['input'];
};


export type MutationSetCheckoutSavedAddressArgs = {
  addressId: Scalars['ID']['input'];
};


export type MutationSetCheckoutShippingMethodArgs = {
  code: Scalars['ID']['input'];
  pickupPointId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSetCurrencyArgs = {
  code: Scalars['String']['input'];
};


export type MutationSetDefaultCustomerAddressArgs = {
  id: Scalars['ID']['input'];
  kind: CustomerAddressDefault;
};


export type MutationSetPreviewModeArgs = {
  enabled: Scalars['Boolean']['input'];
};


export type MutationSetXRayModeArgs = {
  enabled: Scalars['Boolean']['input'];
};


export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  remember?: Scalars['Boolean']['input'];
};


export type MutationSubscribeStockAlertArgs = {
  input: StockAlertInput;
};


export type MutationUnsubscribeNewsletterByTokenArgs = {
  token: Scalars['String']['input'];
};


export type MutationUnsubscribeStockAlertArgs = {
  token: Scalars['String']['input'];
};


export type MutationUpdateCartItemQuantityArgs = {
  itemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};


export type MutationUpdateCustomerAddressArgs = {
  id: Scalars['ID']['input'];
  input: CustomerAddressInput;
};


export type MutationUpdateCustomerNameArgs = {
  input: UpdateCustomerNameInput;
};


export type MutationUpdateWishlistItemArgs = {
  input: WishlistItemUpdateInput;
};

/** Result of a mutation (spec §3): whether it succeeded, and a translated message when it did not. */
export type MutationResult = {
  __typename?: 'MutationResult';
  errorMessage?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

/** The answer of a newsletter mutation; the same for an address subscribed before or not. */
export type NewsletterResult = {
  __typename?: 'NewsletterResult';
  errorMessage?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<CustomerFieldError>;
  success: Scalars['Boolean']['output'];
};

export type NotFound = Entity & {
  __typename?: 'NotFound';
  /** The path that matched nothing. */
  identifier: Scalars['String']['output'];
};

/** The cost of one custom option choice (decision 0740). */
export type OptionCost = {
  __typename?: 'OptionCost';
  cost: Price;
  optionId: Scalars['ID']['output'];
  /** The chosen value; null for a text option (field, area). */
  valueId?: Maybe<Scalars['ID']['output']>;
};

/** An order of the signed-in customer as its account shows it. Cached by `order_id` (spec §3). */
export type Order = {
  __typename?: 'Order';
  billingAddress: CheckoutAddress;
  /** When it was placed (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Refunds (credit memos). */
  creditMemos: Array<OrderCreditMemo>;
  email: Scalars['String']['output'];
  invoices: Array<OrderInvoice>;
  /** How many units it holds. */
  itemCount: Scalars['Int']['output'];
  lines: Array<CustomerOrderLine>;
  number: Scalars['String']['output'];
  /** The order number, e.g. TR-000123: the order's identity in the account's URLs and in the cache. */
  order_id: Scalars['ID']['output'];
  /** The order payment (spec §3: code). */
  payment: CustomerOrderMethod;
  /** The pickup point it is delivered to, if any. */
  pickupPoint?: Maybe<PickupPoint>;
  /** Returns (RMA) asked for this order. */
  returns: Array<OrderReturnSummary>;
  shipments: Array<OrderShipment>;
  shippingAddress: CheckoutAddress;
  shippingMethod: CustomerOrderMethod;
  status: OrderStatus;
  /** Every status it went through, oldest first. */
  statusHistory: Array<OrderStatusChange>;
  totals: CustomerOrderTotals;
};

export type OrderCreditMemo = {
  __typename?: 'OrderCreditMemo';
  amount: Money;
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  items: Array<OrderDocumentItem>;
  number: Scalars['String']['output'];
  /** PAYMENT (back to the original payment) or STORE_CREDIT. */
  refundTo: Scalars['String']['output'];
  /** PENDING, REFUNDED or FAILED. */
  status: Scalars['String']['output'];
};

/** A line of an order document (shipment, credit memo) with its quantity. */
export type OrderDocumentItem = {
  __typename?: 'OrderDocumentItem';
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
};

/** An invoice of an order (spec §3 displayable invoice). */
export type OrderInvoice = {
  __typename?: 'OrderInvoice';
  buyer: InvoiceParty;
  creationDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  items: Array<InvoiceItem>;
  /** F2026-000001. */
  number: Scalars['String']['output'];
  seller: InvoiceParty;
  totals: InvoiceTotals;
};

/** One line of a placed order, priced at placement from the catalogue (amounts including tax). */
export type OrderLine = {
  __typename?: 'OrderLine';
  name: Scalars['String']['output'];
  options: Array<CartItemOption>;
  quantity: Scalars['Int']['output'];
  rowTotal: Money;
  rowTotalExclTax: Money;
  sku: Scalars['String']['output'];
  unitPrice: Money;
  unitPriceExclTax: Money;
};

export type OrderReturnSummary = {
  __typename?: 'OrderReturnSummary';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  number: Scalars['String']['output'];
  /** requested, authorised, received, refunded, credited or refused. */
  status: Scalars['String']['output'];
};

/** Tracking details (spec §3: trackingId, name, url, items). */
export type OrderShipment = {
  __typename?: 'OrderShipment';
  /** The carrier's code, e.g. colissimo. */
  carrier: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  items: Array<OrderDocumentItem>;
  /** The carrier's name as shown. */
  name: Scalars['String']['output'];
  trackingId: Scalars['String']['output'];
  /** The carrier's tracking page for this parcel; null for a carrier the shop has no page for. */
  url?: Maybe<Scalars['String']['output']>;
};

/** Where an order stands: waiting for its payment, paid and being prepared, or canceled (stock released). */
export type OrderStatus =
  | 'CANCELED'
  /** Refunded in full after payment. */
  | 'CLOSED'
  /** Invoiced and shipped in full. */
  | 'COMPLETE'
  | 'PENDING_PAYMENT'
  | 'PROCESSING';

export type OrderStatusChange = {
  __typename?: 'OrderStatusChange';
  /** Why, when the shop wrote it. */
  comment?: Maybe<Scalars['String']['output']>;
  /** When (ISO 8601). */
  createdAt: Scalars['String']['output'];
  status: OrderStatus;
};

/** A placed order as its shopper sees it; totals were computed on the server at placement. */
export type OrderSummary = {
  __typename?: 'OrderSummary';
  email: Scalars['String']['output'];
  lines: Array<OrderLine>;
  /** Human-readable order number, e.g. TR-000123. */
  number: Scalars['String']['output'];
  paymentMethodTitle: Scalars['String']['output'];
  /** Where the payment stands: pending, requires_action, authorized, captured, declined, canceled or refunded. */
  paymentStatus?: Maybe<Scalars['String']['output']>;
  pickupPoint?: Maybe<PickupPoint>;
  /** The figure its customer read first when it was placed: excl. tax for a professional's order. */
  priceBasis: PriceBasis;
  shippingAddress: CheckoutAddress;
  shippingMethodTitle: Scalars['String']['output'];
  status: OrderStatus;
  subtotalExclTax: Money;
  totals: CheckoutTotals;
};

export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  code: Scalars['ID']['output'];
  kind: PaymentMethodKind;
  title: Scalars['String']['output'];
};

export type PaymentMethodKind =
  /** The shopper is sent to the provider's hosted page. */
  | 'BASE'
  /** The provider's form is embedded in the page. */
  | 'EMBEDDED';

/** An opening period of a pickup point. */
export type PickupOpening = {
  __typename?: 'PickupOpening';
  closes: Scalars['String']['output'];
  /** 1 = Monday … 7 = Sunday. */
  day: Scalars['Int']['output'];
  /** Local time, e.g. 08:30. */
  opens: Scalars['String']['output'];
};

/** A Colissimo-type relay point (our seeded data). */
export type PickupPoint = {
  __typename?: 'PickupPoint';
  city: Scalars['String']['output'];
  countryCode: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
  schedule: Array<PickupOpening>;
  street: Array<Scalars['String']['output']>;
};

/**
 * Result of placing an order or of coming back from the payment page. `redirectUrl` is the provider's hosted
 * page when the payment needs the shopper (card form, 3-D Secure, PayPal approval).
 */
export type PlaceOrderResult = {
  __typename?: 'PlaceOrderResult';
  errorMessage?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<CheckoutFieldError>;
  order?: Maybe<OrderSummary>;
  redirectUrl?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

export type Price = {
  __typename?: 'Price';
  priceExclTax: Money;
  priceInclTax: Money;
};

/**
 * Which figure of a price the customer reads first, and which one adds up in totals (decision 0740): including tax
 * for shoppers, excluding tax (the other beside it) for approved professionals. The server decides it from the
 * request's customer group, never the page.
 */
export type PriceBasis =
  | 'exclTax'
  | 'inclTax';

export type PriceRangeFacet = {
  __typename?: 'PriceRangeFacet';
  docCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** 'min-max' in euros including tax, max empty for the last range. */
  value: Scalars['String']['output'];
};

/**
 * Every amount the product page adds up for a choice, computed by the store's money module (decision 0740): the
 * unit price the page shows is the sum of the chosen parts' steps and options' costs, the cart's unit price.
 */
export type PriceSheet = {
  __typename?: 'PriceSheet';
  /** Fixed costs of custom option choices, once per unit of the line. */
  fixedCosts: Array<OptionCost>;
  parts: Array<PriceSheetPart>;
};

/** A part a line of the product can be made of: the product itself, a configurable child or a bundle selection. */
export type PriceSheetPart = {
  __typename?: 'PriceSheetPart';
  /** The bundle selection (BundleOptionValue.value) the part is; null otherwise. */
  selectionId?: Maybe<Scalars['ID']['output']>;
  sku: Scalars['String']['output'];
  steps: Array<PriceSheetStep>;
};

/** A part's unit price from a quantity of it on, until the next step's (tier prices). */
export type PriceSheetStep = {
  __typename?: 'PriceSheetStep';
  /** The quantity of the part (line quantity × the part's quantity per unit) from which the step applies. */
  minQty: Scalars['Int']['output'];
  /** The cost of each percentage custom option choice on one unit of the part at this step. */
  optionCosts: Array<OptionCost>;
  unit: Price;
};

/** The professional address of a registration (the checkout's rules: FR/GB, street lines of 38 characters). */
export type ProAddressInput = {
  city: Scalars['String']['input'];
  /** FR or GB. */
  countryCode: Scalars['String']['input'];
  postcode: Scalars['String']['input'];
  /** One or two lines. */
  street: Array<Scalars['String']['input']>;
};

/** Where a professional registration stands: `none` for shoppers, `pending` until the staff approves it. */
export type ProStatus =
  | 'approved'
  | 'none'
  | 'pending';

/** Cached by `sku` (spec §3). */
export type Product = Entity & {
  __typename?: 'Product';
  /** The product's path on each site. */
  alternates: Array<LocalePath>;
  attributes: Array<ProductAttribute>;
  breadcrumbs: Array<Breadcrumb>;
  bundleOptions: Array<BundleOption>;
  cacheControl: CacheControl;
  configurableOptions: Array<ConfigurableOption>;
  configurations: Array<ProductConfiguration>;
  customOptions: Array<CustomOption>;
  description?: Maybe<Scalars['String']['output']>;
  downloadableLinks: Array<DownloadableLink>;
  groupedItems: Array<GroupedItem>;
  id: Scalars['ID']['output'];
  /** The SKU. */
  identifier: Scalars['String']['output'];
  /** Media path of the main picture. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  images: Array<ProductImage>;
  metaDescription?: Maybe<Scalars['String']['output']>;
  metaTitle?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  overview: ProductOverview;
  path: Scalars['String']['output'];
  /** What the page adds up to show the price of a choice (custom options, child, bundle parts, quantity). */
  priceSheet: PriceSheet;
  prices: ProductPrices;
  relatedProducts: Array<Product>;
  reviews: ReviewsLayer;
  shortDescription?: Maybe<Scalars['String']['output']>;
  sku: Scalars['String']['output'];
  stock: ProductStock;
  stockLabel: StockLabel;
  type: ProductType;
};


/** Cached by `sku` (spec §3). */
export type ProductReviewsArgs = {
  from?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

export type ProductAttribute = {
  __typename?: 'ProductAttribute';
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ProductConfiguration = {
  __typename?: 'ProductConfiguration';
  attributes: Array<ConfigurationAttribute>;
  product: Product;
};

export type ProductGridWidget = WysiwygData & {
  __typename?: 'ProductGridWidget';
  dataId: Scalars['ID']['output'];
  products: Array<Product>;
};

export type ProductImage = {
  __typename?: 'ProductImage';
  label?: Maybe<Scalars['String']['output']>;
  /** Media path relative to the media root. */
  path: Scalars['String']['output'];
  position: Scalars['Int']['output'];
};

export type ProductListing = {
  __typename?: 'ProductListing';
  appliedFilters: Array<AppliedFilter>;
  facets: Array<DynamicFacet>;
  items: Array<Product>;
  /**
   * Set when a search matched more products than it ranks (decision 0897): `total`, the pages and the facets then
   * cover its first `matchCap + 1` matches only, and the screen reads "more than `matchCap` results". Null for
   * categories and for searches within the cap.
   */
  matchCap?: Maybe<Scalars['Int']['output']>;
  /** Applied maximum price excluding tax, in euros. */
  maxPrice?: Maybe<Scalars['Float']['output']>;
  /** The applied maximum price including tax, in euros (2 decimals). */
  maxPriceInclTax?: Maybe<Scalars['Float']['output']>;
  /** Applied minimum price excluding tax, in euros (query value ÷ tax factor, 2 decimals). */
  minPrice?: Maybe<Scalars['Float']['output']>;
  /** The applied minimum price as the shopper reads it: including tax, in euros (2 decimals). */
  minPriceInclTax?: Maybe<Scalars['Float']['output']>;
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  pageLength: Scalars['Int']['output'];
  priceRanges: Array<PriceRangeFacet>;
  /** The sort applied; null for the default order. */
  sort?: Maybe<ListingSort>;
  total: Scalars['Int']['output'];
};

export type ProductOverview = {
  __typename?: 'ProductOverview';
  name: Scalars['String']['output'];
  path: Scalars['String']['output'];
  price: Price;
  reviews: ReviewsLayer;
  sku: Scalars['String']['output'];
  stock: ProductStock;
};


export type ProductOverviewReviewsArgs = {
  from?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

export type ProductPrices = {
  __typename?: 'ProductPrices';
  /** The figure to show first for the request's customer (its group prices are the figures beside). */
  basis: PriceBasis;
  finalPrice: Price;
  minPrice: Price;
  regularPrice: Price;
  tierPrice: Array<TierPrice>;
};

export type ProductStock = {
  __typename?: 'ProductStock';
  isInStock: Scalars['Boolean']['output'];
  qty: Scalars['Int']['output'];
};

export type ProductType =
  | 'bundle'
  | 'configurable'
  | 'downloadable'
  | 'grouped'
  | 'simple'
  | 'virtual';

export type Query = {
  __typename?: 'Query';
  /** The cart of the request's session (empty without one). Private, never cached. */
  cart: Cart;
  /** A category by id; null when unknown. */
  category?: Maybe<Category>;
  /** Top-level categories of the menu, with their children. */
  categoryMenu: Array<Category>;
  /** The checkout of the request's cart session. Private, never cached. */
  checkout: Checkout;
  cmsBlockList: Array<CmsBlock>;
  cmsPageList: Array<CmsPage>;
  /** The display currency of this browser: EUR unless another was chosen. */
  displayCurrency: Scalars['String']['output'];
  editorModes: EditorModes;
  faq: Array<FaqSection>;
  /** Whether a feature flag of the configuration is on (wishlist among them). */
  isFeatureActive: Scalars['Boolean']['output'];
  legalNotice: LegalNotice;
  /** URL template of map tiles ({z}/{x}/{y}); null when no map tiles are configured (env MAP_TILES_URL). */
  mapTilesUrl?: Maybe<Scalars['String']['output']>;
  /** The customer of the request's session (cookie `truffe_session`); null when signed out. Private, never cached. */
  me?: Maybe<Customer>;
  /** The consent text the newsletter form shows in the request's language (stored with each request). */
  newsletterConsentWording: Scalars['String']['output'];
  /** At most 10 pickup points near a postcode: same department first, then by postcode distance, then by name. */
  pickupPoints: Array<PickupPoint>;
  /** An order placed by the request's session (null for any other session). Private, never cached. */
  placedOrder?: Maybe<OrderSummary>;
  /** A product by SKU; null when unknown or not visible. */
  product?: Maybe<Product>;
  /** Products by SKU, in the order given (unknown ones skipped). */
  products: Array<Product>;
  /** Products for the quick-order grid: SKU prefix or name, simple orderable products only, at most 8. */
  quickOrderSuggestions: Array<Product>;
  /** Entity dispatch of spec §2 for a path of the request's site (query string allowed; it carries listing parameters). */
  route: Entity;
  /** Full-text, accent-insensitive, typo-tolerant product search. `query` holds the listing parameters (spec §3). */
  search: ProductListing;
  /** Products and categories for a search box. */
  searchSuggestions: SearchSuggestions;
  /** A shared wishlist by its code; null when the code is unknown or revoked. Private, never cached. */
  sharedWishlist?: Maybe<SharedWishlist>;
  /** Shipping methods and amounts for the session's cart at a destination (the /cart page); changes nothing. */
  shippingEstimate: Array<ShippingMethod>;
  /** The store record loaded at start-up, for the locale of the request. */
  shop: Shop;
  /** The indexable addresses of the request's site (home, CMS pages, categories, products), a page at a time. */
  sitemap: SitemapPage;
  /** The providers that are on, in the order Google, Apple, Facebook (then a test provider). */
  socialSignInProviders: Array<SocialSignInProvider>;
};


export type QueryCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCmsBlockListArgs = {
  identifiers: Array<Scalars['String']['input']>;
};


export type QueryCmsPageListArgs = {
  identifiers: Array<Scalars['String']['input']>;
};


export type QueryIsFeatureActiveArgs = {
  name: Scalars['String']['input'];
};


export type QueryPickupPointsArgs = {
  countryCode?: Scalars['String']['input'];
  postcode: Scalars['String']['input'];
};


export type QueryPlacedOrderArgs = {
  number: Scalars['String']['input'];
};


export type QueryProductArgs = {
  sku: Scalars['String']['input'];
};


export type QueryProductsArgs = {
  skus: Array<Scalars['String']['input']>;
};


export type QueryQuickOrderSuggestionsArgs = {
  query: Scalars['String']['input'];
};


export type QueryRouteArgs = {
  url: Scalars['String']['input'];
};


export type QuerySearchArgs = {
  query?: InputMaybe<Scalars['String']['input']>;
  text: Scalars['String']['input'];
};


export type QuerySearchSuggestionsArgs = {
  text: Scalars['String']['input'];
};


export type QuerySharedWishlistArgs = {
  shareCode: Scalars['String']['input'];
};


export type QueryShippingEstimateArgs = {
  countryCode: Scalars['String']['input'];
  postcode?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySitemapArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

export type Redirect = Entity & {
  __typename?: 'Redirect';
  external: Scalars['Boolean']['output'];
  /** The requested path. */
  identifier: Scalars['String']['output'];
  /** Absolute URL (external) or site path starting with '/'. */
  redirectTo: Scalars['String']['output'];
  /** HTTP status: 301 or 302. */
  redirectType: Scalars['Int']['output'];
};

export type RegisterCustomerInput = {
  /** The terms of sale (CGV) are accepted: required. */
  acceptCgv: Scalars['Boolean']['input'];
  /** The bot-check widget's response (ALTCHA payload or Turnstile token); omitted without JavaScript. */
  botCheck?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstname: Scalars['String']['input'];
  lastname: Scalars['String']['input'];
  /** Subscribes to the newsletter (its consent is recorded with its date). */
  newsletter?: Scalars['Boolean']['input'];
  password: Scalars['String']['input'];
};

/**
 * A professional registration (issue 15 item 3): the shopper's fields, the company, its SIRET (14 digits, Luhn
 * checksum), its intra-EU VAT number (FR + key + the SIRET's SIREN), its activity, phone and address.
 * Refused fields are named like the input: `siret`, `vatNumber`, `address.street.0`, `address.postcode`…
 */
export type RegisterProInput = {
  acceptCgv: Scalars['Boolean']['input'];
  activity: Scalars['String']['input'];
  address: ProAddressInput;
  /** The bot-check widget's response (ALTCHA payload or Turnstile token); omitted without JavaScript. */
  botCheck?: InputMaybe<Scalars['String']['input']>;
  company: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstname: Scalars['String']['input'];
  lastname: Scalars['String']['input'];
  newsletter?: Scalars['Boolean']['input'];
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  siret: Scalars['String']['input'];
  vatNumber: Scalars['String']['input'];
};

/** What a reorder could not add, with why (translated). */
export type ReorderLineReport = {
  __typename?: 'ReorderLineReport';
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
  sku: Scalars['String']['output'];
};

/** Result of `reorder`: how many lines were added to the cart and what could not be. */
export type ReorderResult = {
  __typename?: 'ReorderResult';
  addedCount: Scalars['Int']['output'];
  errorMessage?: Maybe<Scalars['String']['output']>;
  notAdded: Array<ReorderLineReport>;
  success: Scalars['Boolean']['output'];
};

export type RequestReturnInput = {
  comment?: InputMaybe<Scalars['String']['input']>;
  lines: Array<ReturnLineInput>;
  orderId: Scalars['ID']['input'];
  resolution: Scalars['String']['input'];
};

export type RequestReturnResult = {
  __typename?: 'RequestReturnResult';
  /** Translated refusal; nothing was written. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** The new return's number. */
  returnNumber?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

export type ReturnItem = {
  __typename?: 'ReturnItem';
  /** unopened, opened or damaged. */
  condition: Scalars['String']['output'];
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  /** damaged, wrong_item, not_as_described, no_longer_needed or other. */
  reason: Scalars['String']['output'];
  sku: Scalars['String']['output'];
};

export type ReturnLineInput = {
  condition: Scalars['String']['input'];
  orderLineId: Scalars['ID']['input'];
  /** 0 leaves the line out. */
  quantity: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};

export type ReturnStep = {
  __typename?: 'ReturnStep';
  createdAt: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type ReturnableLine = {
  __typename?: 'ReturnableLine';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  options: Array<CartItemOption>;
  ordered: Scalars['Int']['output'];
  /** Shipped less already in a return that was not refused. */
  returnable: Scalars['Int']['output'];
  shipped: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
};

/** The return form of an order: its lines with how many units can still be returned. */
export type ReturnableOrder = {
  __typename?: 'ReturnableOrder';
  lines: Array<ReturnableLine>;
  order_id: Scalars['ID']['output'];
};

export type Review = {
  __typename?: 'Review';
  author: ReviewAuthor;
  comment: Scalars['String']['output'];
  creationDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  rating: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

export type ReviewAuthor = {
  __typename?: 'ReviewAuthor';
  displayName: Scalars['String']['output'];
};

export type ReviewsLayer = {
  __typename?: 'ReviewsLayer';
  ratingAverage?: Maybe<Scalars['Float']['output']>;
  /** Empty when `size` is 0 (summary only). */
  reviews: Array<Review>;
  total: Scalars['Int']['output'];
};

export type SearchSuggestions = {
  __typename?: 'SearchSuggestions';
  categories: Array<CategorySuggestion>;
  products: Array<Product>;
};

/** A chosen value of a configurable product's attribute (ConfigurableOption.attribute.code, ConfigurableOptionValue.value). */
export type SelectedOptionInput = {
  attributeCode: Scalars['String']['input'];
  value: Scalars['ID']['input'];
};

/** A wishlist seen through its share link: products and options only, nothing about its owner. */
export type SharedWishlist = {
  __typename?: 'SharedWishlist';
  items: Array<SharedWishlistItem>;
  shareCode: Scalars['String']['output'];
};

export type SharedWishlistItem = {
  __typename?: 'SharedWishlistItem';
  id: Scalars['ID']['output'];
  product: Product;
  quantity: Scalars['Int']['output'];
  selectedOptions: Array<WishlistSelectedOption>;
};

/** A shipping method from the shop's configuration; its amount is computed on the server for the cart. */
export type ShippingMethod = {
  __typename?: 'ShippingMethod';
  /** Amount including tax (0 when free). */
  amount: Money;
  code: Scalars['ID']['output'];
  description?: Maybe<Scalars['String']['output']>;
  kind: ShippingMethodKind;
  title: Scalars['String']['output'];
};

export type ShippingMethodKind =
  | 'HOME'
  | 'PICKUP';

export type Shop = {
  __typename?: 'Shop';
  availablePageSizes: Array<Scalars['Int']['output']>;
  baseUrl: Scalars['String']['output'];
  currentCurrency: Currency;
  defaultDescription: Scalars['String']['output'];
  defaultTitle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageBaseUrl: Scalars['String']['output'];
  locale: Scalars['String']['output'];
  name: Scalars['String']['output'];
  sites: Array<Site>;
  /** Tax factor applied to prices excluding tax (spec §1: 1.2). */
  taxFactor: Scalars['Float']['output'];
  url: Scalars['String']['output'];
  websiteId: Scalars['Int']['output'];
};

/** A locale site of the shop (spec §9): fr-FR at /, en-GB at /en. */
export type Site = {
  __typename?: 'Site';
  country: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  language: Scalars['String']['output'];
  locale: Scalars['String']['output'];
  /** Path prefix of the site: '' for fr-FR, '/en' for en-GB. */
  pathPrefix: Scalars['String']['output'];
};

/** One address of the request's site in the sitemap (spec §3 sitemap entries). */
export type SitemapEntry = {
  __typename?: 'SitemapEntry';
  /** always, hourly, daily, weekly, monthly, yearly or never. */
  changeFrequency: Scalars['String']['output'];
  images: Array<SitemapImage>;
  /** ISO 8601 date-time of the last change. */
  lastModified?: Maybe<Scalars['String']['output']>;
  /** Path on the site, with a leading slash ('/' for home), without the site prefix. */
  path: Scalars['String']['output'];
  /** 0.0 to 1.0. */
  priority: Scalars['Float']['output'];
};

/** A picture of a sitemap entry. */
export type SitemapImage = {
  __typename?: 'SitemapImage';
  /** Media path relative to the media root. */
  path: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

export type SitemapPage = {
  __typename?: 'SitemapPage';
  entries: Array<SitemapEntry>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** Entries of the whole sitemap. */
  total: Scalars['Int']['output'];
};

/** A social sign-in provider that is on (its client id and secret are set). Cached by `id`. */
export type SocialSignInProvider = {
  __typename?: 'SocialSignInProvider';
  /** `google`, `apple`, `facebook` or `test`; the button links to `/login/social/<id>`. */
  id: Scalars['ID']['output'];
  /** Shown on the button: Continuer avec {name}. */
  name: Scalars['String']['output'];
};

/** A "notify me" subscription (issue 17 item 3): a product out of stock, or a configurable's variant. */
export type StockAlertInput = {
  /** The bot check's response (guests; spec: the review form's check). */
  botCheck?: InputMaybe<Scalars['String']['input']>;
  /** A guest's address (a signed-in customer's account address is used instead). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** A configurable product's chosen values: the alert is for that variant. */
  selectedOptions?: InputMaybe<Array<SelectedOptionInput>>;
  sku: Scalars['String']['input'];
};

export type StockLabel = {
  __typename?: 'StockLabel';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type StoreCreditAccount = {
  __typename?: 'StoreCreditAccount';
  balance: Money;
  history: Array<StoreCreditMovement>;
};

/** One movement of the store credit balance. */
export type StoreCreditMovement = {
  __typename?: 'StoreCreditMovement';
  /** Signed: positive gives, negative spends. */
  amount: Money;
  balanceAfter: Money;
  createdAt: Scalars['String']['output'];
  /** The credit memo it comes from, if any. */
  creditMemoNumber?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The order it concerns, if any. */
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** refund, order (spent), order_canceled (given back) or staff. */
  reason: Scalars['String']['output'];
};

export type Swatch = {
  __typename?: 'Swatch';
  /** color or text. */
  type: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type TierPrice = {
  __typename?: 'TierPrice';
  price: Price;
  qty: Scalars['Int']['output'];
};

export type UpdateCustomerNameInput = {
  firstname: Scalars['String']['input'];
  lastname: Scalars['String']['input'];
};

export type Wishlist = {
  __typename?: 'Wishlist';
  /** The wishlist's id (0 until its first item). */
  id: Scalars['ID']['output'];
  /** Whether a share link is live. */
  isShareable: Scalars['Boolean']['output'];
  /** Whether a product (by SKU) is in the wishlist, and its first line. */
  itemBySku: WishlistLookup;
  items: Array<WishlistItem>;
  /** The code of the live share link (`/wishlist/share/:shareCode/`), null when not shared. */
  shareCode?: Maybe<Scalars['String']['output']>;
};


export type WishlistItemBySkuArgs = {
  sku: Scalars['String']['input'];
};

export type WishlistAddInput = {
  comment?: InputMaybe<Scalars['String']['input']>;
  /** @defaultValue 1 */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** A configurable product's chosen values (may be partial: chosen on the product page). */
  selectedOptions?: InputMaybe<Array<SelectedOptionInput>>;
  sku: Scalars['String']['input'];
};

/** A product in a wishlist; its own cache identity (WishlistItem:id). */
export type WishlistItem = {
  __typename?: 'WishlistItem';
  addedAt: Scalars['String']['output'];
  comment?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  product: Product;
  quantity: Scalars['Int']['output'];
  selectedOptions: Array<WishlistSelectedOption>;
};

export type WishlistItemUpdateInput = {
  comment?: InputMaybe<Scalars['String']['input']>;
  itemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

/** A lookup by SKU (spec §4 wishlist lookup): not found gives isInWishlist false. */
export type WishlistLookup = {
  __typename?: 'WishlistLookup';
  isInWishlist: Scalars['Boolean']['output'];
  item?: Maybe<WishlistItem>;
};

/** Result of a wishlist change: the wishlist after it (unchanged when success is false). */
export type WishlistMutationResult = {
  __typename?: 'WishlistMutationResult';
  errorMessage?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
  wishlist?: Maybe<Wishlist>;
};

/** A configurable product's chosen value (spec §3: option_id, option_value), with the labels shoppers read. */
export type WishlistSelectedOption = {
  __typename?: 'WishlistSelectedOption';
  label: Scalars['String']['output'];
  /** The attribute code. */
  option_id: Scalars['String']['output'];
  /** The option value id. */
  option_value: Scalars['String']['output'];
  valueLabel: Scalars['String']['output'];
};

/** Result of adding wishlist items to the cart: how many lines went in, and the translated refusals of the others. */
export type WishlistToCartResult = {
  __typename?: 'WishlistToCartResult';
  addedCount: Scalars['Int']['output'];
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** One translated message per item that could not be added. */
  messages: Array<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

/** Sanitized rich content (spec §3): a JSON node tree and the data of its widgets. */
export type Wysiwyg = {
  __typename?: 'Wysiwyg';
  /**
   * Node tree: { type: 'text', value } | { type: 'element', tagName, attributes, childNodes } |
   * { type: 'pagebuilder', contentType, appearance, tagName, attributes, props, childNodes } | { type: 'data', dataId }.
   * Content types: default, button-item, heading, image, slider, slide, row, map.
   */
  childNodes: Scalars['JSON']['output'];
  data: Array<WysiwygData>;
};

export type WysiwygData = {
  dataId: Scalars['ID']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Entity:
    | ( CategoryParentModelModel )
    | ( Partial<Omit<CmsPage, 'contentWysiwyg'> & { contentWysiwyg: _RefType['Wysiwyg'] }> )
    | ( Partial<NotFound> )
    | ( ProductParentModelModel )
    | ( Partial<Redirect> )
  ;
  WysiwygData:
    | ( Partial<InvalidWidget> )
    | ( Partial<Omit<ProductGridWidget, 'products'> & { products: Array<_RefType['Product']> }> )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddProductsToCartResult: ResolverTypeWrapper<Partial<Omit<AddProductsToCartResult, 'cart'> & { cart: ResolversTypes['Cart'] }>>;
  AddToCartInput: ResolverTypeWrapper<Partial<AddToCartInput>>;
  AppliedFilter: ResolverTypeWrapper<Partial<AppliedFilter>>;
  AttributeRef: ResolverTypeWrapper<Partial<AttributeRef>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  Breadcrumb: ResolverTypeWrapper<Partial<Breadcrumb>>;
  BundleOption: ResolverTypeWrapper<Partial<Omit<BundleOption, 'values'> & { values: Array<ResolversTypes['BundleOptionValue']> }>>;
  BundleOptionValue: ResolverTypeWrapper<Partial<Omit<BundleOptionValue, 'product'> & { product: ResolversTypes['Product'] }>>;
  CacheControl: ResolverTypeWrapper<Partial<CacheControl>>;
  Cart: ResolverTypeWrapper<Partial<Omit<Cart, 'items'> & { items: Array<ResolversTypes['CartItem']> }>>;
  CartBundleOptionInput: ResolverTypeWrapper<Partial<CartBundleOptionInput>>;
  CartCustomOptionInput: ResolverTypeWrapper<Partial<CartCustomOptionInput>>;
  CartGroupedItemInput: ResolverTypeWrapper<Partial<CartGroupedItemInput>>;
  CartItem: ResolverTypeWrapper<Partial<Omit<CartItem, 'configuredProduct' | 'product'> & { configuredProduct?: Maybe<ResolversTypes['Product']>, product: ResolversTypes['Product'] }>>;
  CartItemOption: ResolverTypeWrapper<Partial<CartItemOption>>;
  CartLineBySkuInput: ResolverTypeWrapper<Partial<CartLineBySkuInput>>;
  CartLineReport: ResolverTypeWrapper<Partial<CartLineReport>>;
  CartLineReportStatus: ResolverTypeWrapper<Partial<CartLineReportStatus>>;
  CartMutationResult: ResolverTypeWrapper<Partial<Omit<CartMutationResult, 'cart'> & { cart: ResolversTypes['Cart'] }>>;
  CartUnavailableItem: ResolverTypeWrapper<Partial<CartUnavailableItem>>;
  Category: ResolverTypeWrapper<CategoryParentModelModel>;
  CategorySuggestion: ResolverTypeWrapper<Partial<CategorySuggestion>>;
  Checkout: ResolverTypeWrapper<Partial<Omit<Checkout, 'cart'> & { cart: ResolversTypes['Cart'] }>>;
  CheckoutAddress: ResolverTypeWrapper<Partial<CheckoutAddress>>;
  CheckoutAddressInput: ResolverTypeWrapper<Partial<CheckoutAddressInput>>;
  CheckoutFieldError: ResolverTypeWrapper<Partial<CheckoutFieldError>>;
  CheckoutMutationResult: ResolverTypeWrapper<Partial<Omit<CheckoutMutationResult, 'checkout'> & { checkout: ResolversTypes['Checkout'] }>>;
  CheckoutStep: ResolverTypeWrapper<Partial<CheckoutStep>>;
  CheckoutTotals: ResolverTypeWrapper<Partial<CheckoutTotals>>;
  CmsBlock: ResolverTypeWrapper<Partial<Omit<CmsBlock, 'contentWysiwyg'> & { contentWysiwyg: ResolversTypes['Wysiwyg'] }>>;
  CmsPage: ResolverTypeWrapper<Partial<Omit<CmsPage, 'contentWysiwyg'> & { contentWysiwyg: ResolversTypes['Wysiwyg'] }>>;
  ConfigurableOption: ResolverTypeWrapper<Partial<ConfigurableOption>>;
  ConfigurableOptionValue: ResolverTypeWrapper<Partial<ConfigurableOptionValue>>;
  ConfigurationAttribute: ResolverTypeWrapper<Partial<ConfigurationAttribute>>;
  ContactTicketResult: ResolverTypeWrapper<Partial<ContactTicketResult>>;
  CreateContactTicketInput: ResolverTypeWrapper<Partial<CreateContactTicketInput>>;
  CreateProductReviewInput: ResolverTypeWrapper<Partial<CreateProductReviewInput>>;
  CreateProductReviewResult: ResolverTypeWrapper<Partial<CreateProductReviewResult>>;
  Currency: ResolverTypeWrapper<Partial<Currency>>;
  CustomOption: ResolverTypeWrapper<Partial<CustomOption>>;
  CustomOptionValue: ResolverTypeWrapper<Partial<CustomOptionValue>>;
  Customer: ResolverTypeWrapper<Partial<Customer>>;
  CustomerAddress: ResolverTypeWrapper<Partial<CustomerAddress>>;
  CustomerAddressDefault: ResolverTypeWrapper<Partial<CustomerAddressDefault>>;
  CustomerAddressInput: ResolverTypeWrapper<Partial<CustomerAddressInput>>;
  CustomerAddressMutationResult: ResolverTypeWrapper<Partial<Omit<CustomerAddressMutationResult, 'customer'> & { customer?: Maybe<ResolversTypes['Customer']> }>>;
  CustomerDownload: ResolverTypeWrapper<Partial<CustomerDownload>>;
  CustomerFieldError: ResolverTypeWrapper<Partial<CustomerFieldError>>;
  CustomerGroup: ResolverTypeWrapper<Partial<CustomerGroup>>;
  CustomerMutationResult: ResolverTypeWrapper<Partial<Omit<CustomerMutationResult, 'customer'> & { customer?: Maybe<ResolversTypes['Customer']> }>>;
  CustomerOrderLine: ResolverTypeWrapper<Partial<CustomerOrderLine>>;
  CustomerOrderMethod: ResolverTypeWrapper<Partial<CustomerOrderMethod>>;
  CustomerOrderPage: ResolverTypeWrapper<Partial<CustomerOrderPage>>;
  CustomerOrderTotals: ResolverTypeWrapper<Partial<CustomerOrderTotals>>;
  CustomerReturn: ResolverTypeWrapper<Partial<CustomerReturn>>;
  DownloadState: ResolverTypeWrapper<Partial<DownloadState>>;
  DownloadableLink: ResolverTypeWrapper<Partial<DownloadableLink>>;
  DynamicFacet: ResolverTypeWrapper<Partial<DynamicFacet>>;
  EditorModes: ResolverTypeWrapper<Partial<EditorModes>>;
  Entity: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Entity']>;
  ExtraCost: ResolverTypeWrapper<Partial<ExtraCost>>;
  FacetBucket: ResolverTypeWrapper<Partial<FacetBucket>>;
  FacetKind: ResolverTypeWrapper<Partial<FacetKind>>;
  FaqEntry: ResolverTypeWrapper<Partial<FaqEntry>>;
  FaqSection: ResolverTypeWrapper<Partial<FaqSection>>;
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>;
  GroupedItem: ResolverTypeWrapper<Partial<Omit<GroupedItem, 'product'> & { product: ResolversTypes['Product'] }>>;
  GuestOrderResult: ResolverTypeWrapper<Partial<GuestOrderResult>>;
  HelpdeskAttachment: ResolverTypeWrapper<Partial<HelpdeskAttachment>>;
  HelpdeskMessage: ResolverTypeWrapper<Partial<HelpdeskMessage>>;
  HelpdeskTicket: ResolverTypeWrapper<Partial<HelpdeskTicket>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  InvalidWidget: ResolverTypeWrapper<Partial<InvalidWidget>>;
  InvoiceItem: ResolverTypeWrapper<Partial<InvoiceItem>>;
  InvoiceParty: ResolverTypeWrapper<Partial<InvoiceParty>>;
  InvoiceTotals: ResolverTypeWrapper<Partial<InvoiceTotals>>;
  JSON: ResolverTypeWrapper<Partial<Scalars['JSON']['output']>>;
  LegalNotice: ResolverTypeWrapper<Partial<LegalNotice>>;
  ListingSort: ResolverTypeWrapper<Partial<ListingSort>>;
  LocalePath: ResolverTypeWrapper<Partial<LocalePath>>;
  Money: ResolverTypeWrapper<Partial<Money>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationResult: ResolverTypeWrapper<Partial<MutationResult>>;
  NewsletterResult: ResolverTypeWrapper<Partial<NewsletterResult>>;
  NotFound: ResolverTypeWrapper<Partial<NotFound>>;
  OptionCost: ResolverTypeWrapper<Partial<OptionCost>>;
  Order: ResolverTypeWrapper<Partial<Order>>;
  OrderCreditMemo: ResolverTypeWrapper<Partial<OrderCreditMemo>>;
  OrderDocumentItem: ResolverTypeWrapper<Partial<OrderDocumentItem>>;
  OrderInvoice: ResolverTypeWrapper<Partial<OrderInvoice>>;
  OrderLine: ResolverTypeWrapper<Partial<OrderLine>>;
  OrderReturnSummary: ResolverTypeWrapper<Partial<OrderReturnSummary>>;
  OrderShipment: ResolverTypeWrapper<Partial<OrderShipment>>;
  OrderStatus: ResolverTypeWrapper<Partial<OrderStatus>>;
  OrderStatusChange: ResolverTypeWrapper<Partial<OrderStatusChange>>;
  OrderSummary: ResolverTypeWrapper<Partial<OrderSummary>>;
  PaymentMethod: ResolverTypeWrapper<Partial<PaymentMethod>>;
  PaymentMethodKind: ResolverTypeWrapper<Partial<PaymentMethodKind>>;
  PickupOpening: ResolverTypeWrapper<Partial<PickupOpening>>;
  PickupPoint: ResolverTypeWrapper<Partial<PickupPoint>>;
  PlaceOrderResult: ResolverTypeWrapper<Partial<PlaceOrderResult>>;
  Price: ResolverTypeWrapper<Partial<Price>>;
  PriceBasis: ResolverTypeWrapper<Partial<PriceBasis>>;
  PriceRangeFacet: ResolverTypeWrapper<Partial<PriceRangeFacet>>;
  PriceSheet: ResolverTypeWrapper<Partial<PriceSheet>>;
  PriceSheetPart: ResolverTypeWrapper<Partial<PriceSheetPart>>;
  PriceSheetStep: ResolverTypeWrapper<Partial<PriceSheetStep>>;
  ProAddressInput: ResolverTypeWrapper<Partial<ProAddressInput>>;
  ProStatus: ResolverTypeWrapper<Partial<ProStatus>>;
  Product: ResolverTypeWrapper<ProductParentModelModel>;
  ProductAttribute: ResolverTypeWrapper<Partial<ProductAttribute>>;
  ProductConfiguration: ResolverTypeWrapper<Partial<Omit<ProductConfiguration, 'product'> & { product: ResolversTypes['Product'] }>>;
  ProductGridWidget: ResolverTypeWrapper<Partial<Omit<ProductGridWidget, 'products'> & { products: Array<ResolversTypes['Product']> }>>;
  ProductImage: ResolverTypeWrapper<Partial<ProductImage>>;
  ProductListing: ResolverTypeWrapper<Partial<Omit<ProductListing, 'items'> & { items: Array<ResolversTypes['Product']> }>>;
  ProductOverview: ResolverTypeWrapper<Partial<ProductOverview>>;
  ProductPrices: ResolverTypeWrapper<Partial<ProductPrices>>;
  ProductStock: ResolverTypeWrapper<Partial<ProductStock>>;
  ProductType: ResolverTypeWrapper<Partial<ProductType>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Redirect: ResolverTypeWrapper<Partial<Redirect>>;
  RegisterCustomerInput: ResolverTypeWrapper<Partial<RegisterCustomerInput>>;
  RegisterProInput: ResolverTypeWrapper<Partial<RegisterProInput>>;
  ReorderLineReport: ResolverTypeWrapper<Partial<ReorderLineReport>>;
  ReorderResult: ResolverTypeWrapper<Partial<ReorderResult>>;
  RequestReturnInput: ResolverTypeWrapper<Partial<RequestReturnInput>>;
  RequestReturnResult: ResolverTypeWrapper<Partial<RequestReturnResult>>;
  ReturnItem: ResolverTypeWrapper<Partial<ReturnItem>>;
  ReturnLineInput: ResolverTypeWrapper<Partial<ReturnLineInput>>;
  ReturnStep: ResolverTypeWrapper<Partial<ReturnStep>>;
  ReturnableLine: ResolverTypeWrapper<Partial<ReturnableLine>>;
  ReturnableOrder: ResolverTypeWrapper<Partial<ReturnableOrder>>;
  Review: ResolverTypeWrapper<Partial<Review>>;
  ReviewAuthor: ResolverTypeWrapper<Partial<ReviewAuthor>>;
  ReviewsLayer: ResolverTypeWrapper<Partial<ReviewsLayer>>;
  SearchSuggestions: ResolverTypeWrapper<Partial<Omit<SearchSuggestions, 'products'> & { products: Array<ResolversTypes['Product']> }>>;
  SelectedOptionInput: ResolverTypeWrapper<Partial<SelectedOptionInput>>;
  SharedWishlist: ResolverTypeWrapper<Partial<Omit<SharedWishlist, 'items'> & { items: Array<ResolversTypes['SharedWishlistItem']> }>>;
  SharedWishlistItem: ResolverTypeWrapper<Partial<Omit<SharedWishlistItem, 'product'> & { product: ResolversTypes['Product'] }>>;
  ShippingMethod: ResolverTypeWrapper<Partial<ShippingMethod>>;
  ShippingMethodKind: ResolverTypeWrapper<Partial<ShippingMethodKind>>;
  Shop: ResolverTypeWrapper<Partial<Shop>>;
  Site: ResolverTypeWrapper<Partial<Site>>;
  SitemapEntry: ResolverTypeWrapper<Partial<SitemapEntry>>;
  SitemapImage: ResolverTypeWrapper<Partial<SitemapImage>>;
  SitemapPage: ResolverTypeWrapper<Partial<SitemapPage>>;
  SocialSignInProvider: ResolverTypeWrapper<Partial<SocialSignInProvider>>;
  StockAlertInput: ResolverTypeWrapper<Partial<StockAlertInput>>;
  StockLabel: ResolverTypeWrapper<Partial<StockLabel>>;
  StoreCreditAccount: ResolverTypeWrapper<Partial<StoreCreditAccount>>;
  StoreCreditMovement: ResolverTypeWrapper<Partial<StoreCreditMovement>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  Swatch: ResolverTypeWrapper<Partial<Swatch>>;
  TierPrice: ResolverTypeWrapper<Partial<TierPrice>>;
  UpdateCustomerNameInput: ResolverTypeWrapper<Partial<UpdateCustomerNameInput>>;
  Wishlist: ResolverTypeWrapper<Partial<Omit<Wishlist, 'itemBySku' | 'items'> & { itemBySku: ResolversTypes['WishlistLookup'], items: Array<ResolversTypes['WishlistItem']> }>>;
  WishlistAddInput: ResolverTypeWrapper<Partial<WishlistAddInput>>;
  WishlistItem: ResolverTypeWrapper<Partial<Omit<WishlistItem, 'product'> & { product: ResolversTypes['Product'] }>>;
  WishlistItemUpdateInput: ResolverTypeWrapper<Partial<WishlistItemUpdateInput>>;
  WishlistLookup: ResolverTypeWrapper<Partial<Omit<WishlistLookup, 'item'> & { item?: Maybe<ResolversTypes['WishlistItem']> }>>;
  WishlistMutationResult: ResolverTypeWrapper<Partial<Omit<WishlistMutationResult, 'wishlist'> & { wishlist?: Maybe<ResolversTypes['Wishlist']> }>>;
  WishlistSelectedOption: ResolverTypeWrapper<Partial<WishlistSelectedOption>>;
  WishlistToCartResult: ResolverTypeWrapper<Partial<WishlistToCartResult>>;
  Wysiwyg: ResolverTypeWrapper<Partial<Omit<Wysiwyg, 'data'> & { data: Array<ResolversTypes['WysiwygData']> }>>;
  WysiwygData: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['WysiwygData']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddProductsToCartResult: Partial<Omit<AddProductsToCartResult, 'cart'> & { cart: ResolversParentTypes['Cart'] }>;
  AddToCartInput: Partial<AddToCartInput>;
  AppliedFilter: Partial<AppliedFilter>;
  AttributeRef: Partial<AttributeRef>;
  Boolean: Partial<Scalars['Boolean']['output']>;
  Breadcrumb: Partial<Breadcrumb>;
  BundleOption: Partial<Omit<BundleOption, 'values'> & { values: Array<ResolversParentTypes['BundleOptionValue']> }>;
  BundleOptionValue: Partial<Omit<BundleOptionValue, 'product'> & { product: ResolversParentTypes['Product'] }>;
  CacheControl: Partial<CacheControl>;
  Cart: Partial<Omit<Cart, 'items'> & { items: Array<ResolversParentTypes['CartItem']> }>;
  CartBundleOptionInput: Partial<CartBundleOptionInput>;
  CartCustomOptionInput: Partial<CartCustomOptionInput>;
  CartGroupedItemInput: Partial<CartGroupedItemInput>;
  CartItem: Partial<Omit<CartItem, 'configuredProduct' | 'product'> & { configuredProduct?: Maybe<ResolversParentTypes['Product']>, product: ResolversParentTypes['Product'] }>;
  CartItemOption: Partial<CartItemOption>;
  CartLineBySkuInput: Partial<CartLineBySkuInput>;
  CartLineReport: Partial<CartLineReport>;
  CartMutationResult: Partial<Omit<CartMutationResult, 'cart'> & { cart: ResolversParentTypes['Cart'] }>;
  CartUnavailableItem: Partial<CartUnavailableItem>;
  Category: CategoryParentModelModel;
  CategorySuggestion: Partial<CategorySuggestion>;
  Checkout: Partial<Omit<Checkout, 'cart'> & { cart: ResolversParentTypes['Cart'] }>;
  CheckoutAddress: Partial<CheckoutAddress>;
  CheckoutAddressInput: Partial<CheckoutAddressInput>;
  CheckoutFieldError: Partial<CheckoutFieldError>;
  CheckoutMutationResult: Partial<Omit<CheckoutMutationResult, 'checkout'> & { checkout: ResolversParentTypes['Checkout'] }>;
  CheckoutTotals: Partial<CheckoutTotals>;
  CmsBlock: Partial<Omit<CmsBlock, 'contentWysiwyg'> & { contentWysiwyg: ResolversParentTypes['Wysiwyg'] }>;
  CmsPage: Partial<Omit<CmsPage, 'contentWysiwyg'> & { contentWysiwyg: ResolversParentTypes['Wysiwyg'] }>;
  ConfigurableOption: Partial<ConfigurableOption>;
  ConfigurableOptionValue: Partial<ConfigurableOptionValue>;
  ConfigurationAttribute: Partial<ConfigurationAttribute>;
  ContactTicketResult: Partial<ContactTicketResult>;
  CreateContactTicketInput: Partial<CreateContactTicketInput>;
  CreateProductReviewInput: Partial<CreateProductReviewInput>;
  CreateProductReviewResult: Partial<CreateProductReviewResult>;
  Currency: Partial<Currency>;
  CustomOption: Partial<CustomOption>;
  CustomOptionValue: Partial<CustomOptionValue>;
  Customer: Partial<Customer>;
  CustomerAddress: Partial<CustomerAddress>;
  CustomerAddressInput: Partial<CustomerAddressInput>;
  CustomerAddressMutationResult: Partial<Omit<CustomerAddressMutationResult, 'customer'> & { customer?: Maybe<ResolversParentTypes['Customer']> }>;
  CustomerDownload: Partial<CustomerDownload>;
  CustomerFieldError: Partial<CustomerFieldError>;
  CustomerMutationResult: Partial<Omit<CustomerMutationResult, 'customer'> & { customer?: Maybe<ResolversParentTypes['Customer']> }>;
  CustomerOrderLine: Partial<CustomerOrderLine>;
  CustomerOrderMethod: Partial<CustomerOrderMethod>;
  CustomerOrderPage: Partial<CustomerOrderPage>;
  CustomerOrderTotals: Partial<CustomerOrderTotals>;
  CustomerReturn: Partial<CustomerReturn>;
  DownloadableLink: Partial<DownloadableLink>;
  DynamicFacet: Partial<DynamicFacet>;
  EditorModes: Partial<EditorModes>;
  Entity: ResolversInterfaceTypes<ResolversParentTypes>['Entity'];
  ExtraCost: Partial<ExtraCost>;
  FacetBucket: Partial<FacetBucket>;
  FaqEntry: Partial<FaqEntry>;
  FaqSection: Partial<FaqSection>;
  Float: Partial<Scalars['Float']['output']>;
  GroupedItem: Partial<Omit<GroupedItem, 'product'> & { product: ResolversParentTypes['Product'] }>;
  GuestOrderResult: Partial<GuestOrderResult>;
  HelpdeskAttachment: Partial<HelpdeskAttachment>;
  HelpdeskMessage: Partial<HelpdeskMessage>;
  HelpdeskTicket: Partial<HelpdeskTicket>;
  ID: Partial<Scalars['ID']['output']>;
  Int: Partial<Scalars['Int']['output']>;
  InvalidWidget: Partial<InvalidWidget>;
  InvoiceItem: Partial<InvoiceItem>;
  InvoiceParty: Partial<InvoiceParty>;
  InvoiceTotals: Partial<InvoiceTotals>;
  JSON: Partial<Scalars['JSON']['output']>;
  LegalNotice: Partial<LegalNotice>;
  ListingSort: Partial<ListingSort>;
  LocalePath: Partial<LocalePath>;
  Money: Partial<Money>;
  Mutation: Record<PropertyKey, never>;
  MutationResult: Partial<MutationResult>;
  NewsletterResult: Partial<NewsletterResult>;
  NotFound: Partial<NotFound>;
  OptionCost: Partial<OptionCost>;
  Order: Partial<Order>;
  OrderCreditMemo: Partial<OrderCreditMemo>;
  OrderDocumentItem: Partial<OrderDocumentItem>;
  OrderInvoice: Partial<OrderInvoice>;
  OrderLine: Partial<OrderLine>;
  OrderReturnSummary: Partial<OrderReturnSummary>;
  OrderShipment: Partial<OrderShipment>;
  OrderStatusChange: Partial<OrderStatusChange>;
  OrderSummary: Partial<OrderSummary>;
  PaymentMethod: Partial<PaymentMethod>;
  PickupOpening: Partial<PickupOpening>;
  PickupPoint: Partial<PickupPoint>;
  PlaceOrderResult: Partial<PlaceOrderResult>;
  Price: Partial<Price>;
  PriceRangeFacet: Partial<PriceRangeFacet>;
  PriceSheet: Partial<PriceSheet>;
  PriceSheetPart: Partial<PriceSheetPart>;
  PriceSheetStep: Partial<PriceSheetStep>;
  ProAddressInput: Partial<ProAddressInput>;
  Product: ProductParentModelModel;
  ProductAttribute: Partial<ProductAttribute>;
  ProductConfiguration: Partial<Omit<ProductConfiguration, 'product'> & { product: ResolversParentTypes['Product'] }>;
  ProductGridWidget: Partial<Omit<ProductGridWidget, 'products'> & { products: Array<ResolversParentTypes['Product']> }>;
  ProductImage: Partial<ProductImage>;
  ProductListing: Partial<Omit<ProductListing, 'items'> & { items: Array<ResolversParentTypes['Product']> }>;
  ProductOverview: Partial<ProductOverview>;
  ProductPrices: Partial<ProductPrices>;
  ProductStock: Partial<ProductStock>;
  Query: Record<PropertyKey, never>;
  Redirect: Partial<Redirect>;
  RegisterCustomerInput: Partial<RegisterCustomerInput>;
  RegisterProInput: Partial<RegisterProInput>;
  ReorderLineReport: Partial<ReorderLineReport>;
  ReorderResult: Partial<ReorderResult>;
  RequestReturnInput: Partial<RequestReturnInput>;
  RequestReturnResult: Partial<RequestReturnResult>;
  ReturnItem: Partial<ReturnItem>;
  ReturnLineInput: Partial<ReturnLineInput>;
  ReturnStep: Partial<ReturnStep>;
  ReturnableLine: Partial<ReturnableLine>;
  ReturnableOrder: Partial<ReturnableOrder>;
  Review: Partial<Review>;
  ReviewAuthor: Partial<ReviewAuthor>;
  ReviewsLayer: Partial<ReviewsLayer>;
  SearchSuggestions: Partial<Omit<SearchSuggestions, 'products'> & { products: Array<ResolversParentTypes['Product']> }>;
  SelectedOptionInput: Partial<SelectedOptionInput>;
  SharedWishlist: Partial<Omit<SharedWishlist, 'items'> & { items: Array<ResolversParentTypes['SharedWishlistItem']> }>;
  SharedWishlistItem: Partial<Omit<SharedWishlistItem, 'product'> & { product: ResolversParentTypes['Product'] }>;
  ShippingMethod: Partial<ShippingMethod>;
  Shop: Partial<Shop>;
  Site: Partial<Site>;
  SitemapEntry: Partial<SitemapEntry>;
  SitemapImage: Partial<SitemapImage>;
  SitemapPage: Partial<SitemapPage>;
  SocialSignInProvider: Partial<SocialSignInProvider>;
  StockAlertInput: Partial<StockAlertInput>;
  StockLabel: Partial<StockLabel>;
  StoreCreditAccount: Partial<StoreCreditAccount>;
  StoreCreditMovement: Partial<StoreCreditMovement>;
  String: Partial<Scalars['String']['output']>;
  Swatch: Partial<Swatch>;
  TierPrice: Partial<TierPrice>;
  UpdateCustomerNameInput: Partial<UpdateCustomerNameInput>;
  Wishlist: Partial<Omit<Wishlist, 'itemBySku' | 'items'> & { itemBySku: ResolversParentTypes['WishlistLookup'], items: Array<ResolversParentTypes['WishlistItem']> }>;
  WishlistAddInput: Partial<WishlistAddInput>;
  WishlistItem: Partial<Omit<WishlistItem, 'product'> & { product: ResolversParentTypes['Product'] }>;
  WishlistItemUpdateInput: Partial<WishlistItemUpdateInput>;
  WishlistLookup: Partial<Omit<WishlistLookup, 'item'> & { item?: Maybe<ResolversParentTypes['WishlistItem']> }>;
  WishlistMutationResult: Partial<Omit<WishlistMutationResult, 'wishlist'> & { wishlist?: Maybe<ResolversParentTypes['Wishlist']> }>;
  WishlistSelectedOption: Partial<WishlistSelectedOption>;
  WishlistToCartResult: Partial<WishlistToCartResult>;
  Wysiwyg: Partial<Omit<Wysiwyg, 'data'> & { data: Array<ResolversParentTypes['WysiwygData']> }>;
  WysiwygData: ResolversInterfaceTypes<ResolversParentTypes>['WysiwygData'];
};

export type AddProductsToCartResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddProductsToCartResult'] = ResolversParentTypes['AddProductsToCartResult']> = {
  addedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CartLineReport']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AppliedFilterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppliedFilter'] = ResolversParentTypes['AppliedFilter']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AttributeRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttributeRef'] = ResolversParentTypes['AttributeRef']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BreadcrumbResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Breadcrumb'] = ResolversParentTypes['Breadcrumb']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BundleOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleOption'] = ResolversParentTypes['BundleOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['BundleOptionValue']>, ParentType, ContextType>;
};

export type BundleOptionValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleOptionValue'] = ResolversParentTypes['BundleOptionValue']> = {
  defaultQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['ProductPrices'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  userDefinedQuantity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CacheControlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CacheControl'] = ResolversParentTypes['CacheControl']> = {
  maxAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staleWhileRevalidate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  priceBasis?: Resolver<ResolversTypes['PriceBasis'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unavailableItems?: Resolver<Array<ResolversTypes['CartUnavailableItem']>, ParentType, ContextType>;
};

export type CartItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = {
  configuredProduct?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['CartItemOption']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowTotal?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  stockError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
};

export type CartItemOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItemOption'] = ResolversParentTypes['CartItemOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartLineReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartLineReport'] = ResolversParentTypes['CartLineReport']> = {
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CartLineReportStatus'], ParentType, ContextType>;
};

export type CartMutationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartMutationResult'] = ResolversParentTypes['CartMutationResult']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CartUnavailableItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartUnavailableItem'] = ResolversParentTypes['CartUnavailableItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  alternates?: Resolver<Array<ResolversTypes['LocalePath']>, ParentType, ContextType>;
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  cacheControl?: Resolver<ResolversTypes['CacheControl'], ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  metaDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductListing'], ParentType, ContextType, Partial<CategoryProductsArgs>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CategorySuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CategorySuggestion'] = ResolversParentTypes['CategorySuggestion']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Checkout'] = ResolversParentTypes['Checkout']> = {
  availablePaymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  availableShippingMethods?: Resolver<Array<ResolversTypes['ShippingMethod']>, ParentType, ContextType>;
  billingAddress?: Resolver<Maybe<ResolversTypes['CheckoutAddress']>, ParentType, ContextType>;
  billingSameAsShipping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  pickupPoint?: Resolver<Maybe<ResolversTypes['PickupPoint']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['CheckoutAddress']>, ParentType, ContextType>;
  shippingMethod?: Resolver<Maybe<ResolversTypes['ShippingMethod']>, ParentType, ContextType>;
  step?: Resolver<ResolversTypes['CheckoutStep'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['CheckoutTotals'], ParentType, ContextType>;
};

export type CheckoutAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutAddress'] = ResolversParentTypes['CheckoutAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CheckoutFieldErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutFieldError'] = ResolversParentTypes['CheckoutFieldError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckoutMutationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutMutationResult'] = ResolversParentTypes['CheckoutMutationResult']> = {
  checkout?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['CheckoutFieldError']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CheckoutTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutTotals'] = ResolversParentTypes['CheckoutTotals']> = {
  grandTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  grandTotalExclTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CmsBlockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CmsBlock'] = ResolversParentTypes['CmsBlock']> = {
  contentWysiwyg?: Resolver<ResolversTypes['Wysiwyg'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CmsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CmsPage'] = ResolversParentTypes['CmsPage']> = {
  cacheControl?: Resolver<ResolversTypes['CacheControl'], ParentType, ContextType>;
  contentWysiwyg?: Resolver<ResolversTypes['Wysiwyg'], ParentType, ContextType>;
  content_heading?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConfigurableOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableOption'] = ResolversParentTypes['ConfigurableOption']> = {
  attribute?: Resolver<ResolversTypes['AttributeRef'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['ConfigurableOptionValue']>, ParentType, ContextType>;
};

export type ConfigurableOptionValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableOptionValue'] = ResolversParentTypes['ConfigurableOptionValue']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  swatch?: Resolver<Maybe<ResolversTypes['Swatch']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ConfigurationAttributeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurationAttribute'] = ResolversParentTypes['ConfigurationAttribute']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ContactTicketResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactTicketResult'] = ResolversParentTypes['ContactTicketResult']> = {
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['CustomerFieldError']>, ParentType, ContextType>;
  inAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ticketId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type CreateProductReviewResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateProductReviewResult'] = ResolversParentTypes['CreateProductReviewResult']> = {
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CurrencyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomOption'] = ResolversParentTypes['CustomOption']> = {
  extraCost?: Resolver<Maybe<ResolversTypes['ExtraCost']>, ParentType, ContextType>;
  is_required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  max_characters?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  option_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sort_order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['CustomOptionValue']>, ParentType, ContextType>;
};

export type CustomOptionValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomOptionValue'] = ResolversParentTypes['CustomOptionValue']> = {
  extraCost?: Resolver<Maybe<ResolversTypes['ExtraCost']>, ParentType, ContextType>;
  option_value_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sort_order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  addresses?: Resolver<Array<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  defaultBilling?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  defaultShipping?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  downloadableProducts?: Resolver<Array<ResolversTypes['CustomerDownload']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['CustomerGroup'], ParentType, ContextType>;
  helpdeskTicket?: Resolver<Maybe<ResolversTypes['HelpdeskTicket']>, ParentType, ContextType, RequireFields<CustomerHelpdeskTicketArgs, 'id'>>;
  helpdeskTickets?: Resolver<Array<ResolversTypes['HelpdeskTicket']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsletterChoiceAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newsletterWording?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<CustomerOrderArgs, 'orderId'>>;
  orders?: Resolver<ResolversTypes['CustomerOrderPage'], ParentType, ContextType, RequireFields<CustomerOrdersArgs, 'page' | 'pageSize'>>;
  pendingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  proStatus?: Resolver<ResolversTypes['ProStatus'], ParentType, ContextType>;
  returnableOrder?: Resolver<Maybe<ResolversTypes['ReturnableOrder']>, ParentType, ContextType, RequireFields<CustomerReturnableOrderArgs, 'orderId'>>;
  returns?: Resolver<Array<ResolversTypes['CustomerReturn']>, ParentType, ContextType>;
  storeCredit?: Resolver<ResolversTypes['StoreCreditAccount'], ParentType, ContextType>;
  wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
};

export type CustomerAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerAddress'] = ResolversParentTypes['CustomerAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefaultBilling?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDefaultShipping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerAddressMutationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerAddressMutationResult'] = ResolversParentTypes['CustomerAddressMutationResult']> = {
  address?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['CustomerFieldError']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CustomerDownloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerDownload'] = ResolversParentTypes['CustomerDownload']> = {
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadUrlExpiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadsUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  linkTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxDownloads?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['DownloadState'], ParentType, ContextType>;
};

export type CustomerFieldErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerFieldError'] = ResolversParentTypes['CustomerFieldError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerMutationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerMutationResult'] = ResolversParentTypes['CustomerMutationResult']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['CustomerFieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CustomerOrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerOrderLine'] = ResolversParentTypes['CustomerOrderLine']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['CartItemOption']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowTotal?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
};

export type CustomerOrderMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerOrderMethod'] = ResolversParentTypes['CustomerOrderMethod']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerOrderPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerOrderPage'] = ResolversParentTypes['CustomerOrderPage']> = {
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerOrderTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerOrderTotals'] = ResolversParentTypes['CustomerOrderTotals']> = {
  grandTotal?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  storeCreditUsed?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CustomerReturnResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerReturn'] = ResolversParentTypes['CustomerReturn']> = {
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ReturnStep']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ReturnItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  refusalReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resolution?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DownloadableLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DownloadableLink'] = ResolversParentTypes['DownloadableLink']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  sampleUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DynamicFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DynamicFacet'] = ResolversParentTypes['DynamicFacet']> = {
  buckets?: Resolver<Array<ResolversTypes['FacetBucket']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['FacetKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EditorModesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditorModes'] = ResolversParentTypes['EditorModes']> = {
  editor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  preview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  xRay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type EntityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Entity'] = ResolversParentTypes['Entity']> = {
  __resolveType: TypeResolveFn<'Category' | 'CmsPage' | 'NotFound' | 'Product' | 'Redirect', ParentType, ContextType>;
};

export type ExtraCostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExtraCost'] = ResolversParentTypes['ExtraCost']> = {
  prices?: Resolver<Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FacetBucketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FacetBucket'] = ResolversParentTypes['FacetBucket']> = {
  docCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  swatch?: Resolver<Maybe<ResolversTypes['Swatch']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FaqEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FaqEntry'] = ResolversParentTypes['FaqEntry']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FaqSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FaqSection'] = ResolversParentTypes['FaqSection']> = {
  entries?: Resolver<Array<ResolversTypes['FaqEntry']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GroupedItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupedItem'] = ResolversParentTypes['GroupedItem']> = {
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GuestOrderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GuestOrderResult'] = ResolversParentTypes['GuestOrderResult']> = {
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['CheckoutFieldError']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['OrderSummary']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type HelpdeskAttachmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HelpdeskAttachment'] = ResolversParentTypes['HelpdeskAttachment']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HelpdeskMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HelpdeskMessage'] = ResolversParentTypes['HelpdeskMessage']> = {
  attachments?: Resolver<Array<ResolversTypes['HelpdeskAttachment']>, ParentType, ContextType>;
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  staffName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HelpdeskTicketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HelpdeskTicket'] = ResolversParentTypes['HelpdeskTicket']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastAuthor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastMessageAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['HelpdeskMessage']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvalidWidgetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvalidWidget'] = ResolversParentTypes['InvalidWidget']> = {
  dataId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvoiceItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceItem'] = ResolversParentTypes['InvoiceItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type InvoicePartyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceParty'] = ResolversParentTypes['InvoiceParty']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  vatNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InvoiceTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceTotals'] = ResolversParentTypes['InvoiceTotals']> = {
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shippingAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LegalNoticeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LegalNotice'] = ResolversParentTypes['LegalNotice']> = {
  capital?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hostAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hostName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hostPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  legalForm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicationDirector?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rcs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  vatNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ListingSortResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingSort'] = ResolversParentTypes['ListingSort']> = {
  direction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocalePathResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LocalePath'] = ResolversParentTypes['LocalePath']> = {
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addProductToWishlist?: Resolver<ResolversTypes['WishlistMutationResult'], ParentType, ContextType, RequireFields<MutationAddProductToWishlistArgs, 'input'>>;
  addProductsToCart?: Resolver<ResolversTypes['AddProductsToCartResult'], ParentType, ContextType, RequireFields<MutationAddProductsToCartArgs, 'lines'>>;
  addSharedWishlistToCart?: Resolver<ResolversTypes['WishlistToCartResult'], ParentType, ContextType, RequireFields<MutationAddSharedWishlistToCartArgs, 'shareCode'>>;
  addToCart?: Resolver<ResolversTypes['CartMutationResult'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'input'>>;
  addWishlistToCart?: Resolver<ResolversTypes['WishlistToCartResult'], ParentType, ContextType, Partial<MutationAddWishlistToCartArgs>>;
  changeCustomerEmail?: Resolver<ResolversTypes['CustomerMutationResult'], ParentType, ContextType, RequireFields<MutationChangeCustomerEmailArgs, 'email' | 'password'>>;
  changeCustomerPassword?: Resolver<ResolversTypes['CustomerMutationResult'], ParentType, ContextType, RequireFields<MutationChangeCustomerPasswordArgs, 'currentPassword' | 'newPassword'>>;
  confirmNewsletterSubscription?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationConfirmNewsletterSubscriptionArgs, 'token'>>;
  confirmPaymentReturn?: Resolver<ResolversTypes['PlaceOrderResult'], ParentType, ContextType, RequireFields<MutationConfirmPaymentReturnArgs, 'paymentId'>>;
  createContactTicket?: Resolver<ResolversTypes['ContactTicketResult'], ParentType, ContextType, RequireFields<MutationCreateContactTicketArgs, 'input'>>;
  createCustomerAddress?: Resolver<ResolversTypes['CustomerAddressMutationResult'], ParentType, ContextType, RequireFields<MutationCreateCustomerAddressArgs, 'input'>>;
  createProductReview?: Resolver<ResolversTypes['CreateProductReviewResult'], ParentType, ContextType, RequireFields<MutationCreateProductReviewArgs, 'input'>>;
  deleteCustomerAddress?: Resolver<ResolversTypes['CustomerAddressMutationResult'], ParentType, ContextType, RequireFields<MutationDeleteCustomerAddressArgs, 'id'>>;
  emptyCart?: Resolver<ResolversTypes['CartMutationResult'], ParentType, ContextType>;
  findGuestOrder?: Resolver<ResolversTypes['GuestOrderResult'], ParentType, ContextType, RequireFields<MutationFindGuestOrderArgs, 'email' | 'number'>>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderResult'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'idempotencyKey'>>;
  registerCustomer?: Resolver<ResolversTypes['CustomerMutationResult'], ParentType, ContextType, RequireFields<MutationRegisterCustomerArgs, 'input'>>;
  registerPro?: Resolver<ResolversTypes['CustomerMutationResult'], ParentType, ContextType, RequireFields<MutationRegisterProArgs, 'input'>>;
  removeCartItem?: Resolver<ResolversTypes['CartMutationResult'], ParentType, ContextType, RequireFields<MutationRemoveCartItemArgs, 'itemId'>>;
  removeProductFromWishlist?: Resolver<ResolversTypes['WishlistMutationResult'], ParentType, ContextType, RequireFields<MutationRemoveProductFromWishlistArgs, 'sku'>>;
  removeWishlistItem?: Resolver<ResolversTypes['WishlistMutationResult'], ParentType, ContextType, RequireFields<MutationRemoveWishlistItemArgs, 'itemId'>>;
  reorder?: Resolver<ResolversTypes['ReorderResult'], ParentType, ContextType, RequireFields<MutationReorderArgs, 'orderId'>>;
  requestNewsletterSubscription?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationRequestNewsletterSubscriptionArgs, 'email'>>;
  requestPasswordReset?: Resolver<ResolversTypes['CustomerMutationResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  requestReturn?: Resolver<ResolversTypes['RequestReturnResult'], ParentType, ContextType, RequireFields<MutationRequestReturnArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['CustomerMutationResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  revokeWishlistShare?: Resolver<ResolversTypes['WishlistMutationResult'], ParentType, ContextType>;
  setCheckoutAddresses?: Resolver<ResolversTypes['CheckoutMutationResult'], ParentType, ContextType, RequireFields<MutationSetCheckoutAddressesArgs, 'billingSameAsShipping' | 'shipping'>>;
  setCheckoutEmail?: Resolver<ResolversTypes['CheckoutMutationResult'], ParentType, ContextType, RequireFields<MutationSetCheckoutEmailArgs, 'email'>>;
  setCheckoutPaymentMethod?: Resolver<ResolversTypes['CheckoutMutationResult'], ParentType, ContextType, RequireFields<MutationSetCheckoutPaymentMethodArgs, 'code'>>;
  setCheckoutSavedAddress?: Resolver<ResolversTypes['CheckoutMutationResult'], ParentType, ContextType, RequireFields<MutationSetCheckoutSavedAddressArgs, 'addressId'>>;
  setCheckoutShippingMethod?: Resolver<ResolversTypes['CheckoutMutationResult'], ParentType, ContextType, RequireFields<MutationSetCheckoutShippingMethodArgs, 'code'>>;
  setCurrency?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationSetCurrencyArgs, 'code'>>;
  setDefaultCustomerAddress?: Resolver<ResolversTypes['CustomerAddressMutationResult'], ParentType, ContextType, RequireFields<MutationSetDefaultCustomerAddressArgs, 'id' | 'kind'>>;
  setPreviewMode?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationSetPreviewModeArgs, 'enabled'>>;
  setXRayMode?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationSetXRayModeArgs, 'enabled'>>;
  shareWishlist?: Resolver<ResolversTypes['WishlistMutationResult'], ParentType, ContextType>;
  signIn?: Resolver<ResolversTypes['CustomerMutationResult'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'email' | 'password' | 'remember'>>;
  signOut?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType>;
  subscribeCustomerNewsletter?: Resolver<ResolversTypes['CustomerMutationResult'], ParentType, ContextType>;
  subscribeStockAlert?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationSubscribeStockAlertArgs, 'input'>>;
  unsubscribeCustomerNewsletter?: Resolver<ResolversTypes['CustomerMutationResult'], ParentType, ContextType>;
  unsubscribeNewsletterByToken?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationUnsubscribeNewsletterByTokenArgs, 'token'>>;
  unsubscribeStockAlert?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationUnsubscribeStockAlertArgs, 'token'>>;
  updateCartItemQuantity?: Resolver<ResolversTypes['CartMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateCartItemQuantityArgs, 'itemId' | 'quantity'>>;
  updateCustomerAddress?: Resolver<ResolversTypes['CustomerAddressMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateCustomerAddressArgs, 'id' | 'input'>>;
  updateCustomerName?: Resolver<ResolversTypes['CustomerMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateCustomerNameArgs, 'input'>>;
  updateWishlistItem?: Resolver<ResolversTypes['WishlistMutationResult'], ParentType, ContextType, RequireFields<MutationUpdateWishlistItemArgs, 'input'>>;
};

export type MutationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MutationResult'] = ResolversParentTypes['MutationResult']> = {
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NewsletterResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterResult'] = ResolversParentTypes['NewsletterResult']> = {
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['CustomerFieldError']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotFoundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotFound'] = ResolversParentTypes['NotFound']> = {
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OptionCostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OptionCost'] = ResolversParentTypes['OptionCost']> = {
  cost?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  optionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  valueId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  billingAddress?: Resolver<ResolversTypes['CheckoutAddress'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditMemos?: Resolver<Array<ResolversTypes['OrderCreditMemo']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['OrderInvoice']>, ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CustomerOrderLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['CustomerOrderMethod'], ParentType, ContextType>;
  pickupPoint?: Resolver<Maybe<ResolversTypes['PickupPoint']>, ParentType, ContextType>;
  returns?: Resolver<Array<ResolversTypes['OrderReturnSummary']>, ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['OrderShipment']>, ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['CheckoutAddress'], ParentType, ContextType>;
  shippingMethod?: Resolver<ResolversTypes['CustomerOrderMethod'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusHistory?: Resolver<Array<ResolversTypes['OrderStatusChange']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['CustomerOrderTotals'], ParentType, ContextType>;
};

export type OrderCreditMemoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderCreditMemo'] = ResolversParentTypes['OrderCreditMemo']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderDocumentItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderDocumentItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderDocumentItem'] = ResolversParentTypes['OrderDocumentItem']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderInvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderInvoice'] = ResolversParentTypes['OrderInvoice']> = {
  buyer?: Resolver<ResolversTypes['InvoiceParty'], ParentType, ContextType>;
  creationDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['InvoiceItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['InvoiceParty'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['InvoiceTotals'], ParentType, ContextType>;
};

export type OrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['CartItemOption']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  rowTotalExclTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPriceExclTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type OrderReturnSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderReturnSummary'] = ResolversParentTypes['OrderReturnSummary']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderShipmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderShipment'] = ResolversParentTypes['OrderShipment']> = {
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderDocumentItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderStatusChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderStatusChange'] = ResolversParentTypes['OrderStatusChange']> = {
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type OrderSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderSummary'] = ResolversParentTypes['OrderSummary']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethodTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickupPoint?: Resolver<Maybe<ResolversTypes['PickupPoint']>, ParentType, ContextType>;
  priceBasis?: Resolver<ResolversTypes['PriceBasis'], ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['CheckoutAddress'], ParentType, ContextType>;
  shippingMethodTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  subtotalExclTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['CheckoutTotals'], ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PaymentMethodKind'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PickupOpeningResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PickupOpening'] = ResolversParentTypes['PickupOpening']> = {
  closes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  opens?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PickupPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PickupPoint'] = ResolversParentTypes['PickupPoint']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schedule?: Resolver<Array<ResolversTypes['PickupOpening']>, ParentType, ContextType>;
  street?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PlaceOrderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaceOrderResult'] = ResolversParentTypes['PlaceOrderResult']> = {
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['CheckoutFieldError']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['OrderSummary']>, ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Price'] = ResolversParentTypes['Price']> = {
  priceExclTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  priceInclTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type PriceRangeFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceRangeFacet'] = ResolversParentTypes['PriceRangeFacet']> = {
  docCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceSheetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceSheet'] = ResolversParentTypes['PriceSheet']> = {
  fixedCosts?: Resolver<Array<ResolversTypes['OptionCost']>, ParentType, ContextType>;
  parts?: Resolver<Array<ResolversTypes['PriceSheetPart']>, ParentType, ContextType>;
};

export type PriceSheetPartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceSheetPart'] = ResolversParentTypes['PriceSheetPart']> = {
  selectionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['PriceSheetStep']>, ParentType, ContextType>;
};

export type PriceSheetStepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceSheetStep'] = ResolversParentTypes['PriceSheetStep']> = {
  minQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  optionCosts?: Resolver<Array<ResolversTypes['OptionCost']>, ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  alternates?: Resolver<Array<ResolversTypes['LocalePath']>, ParentType, ContextType>;
  attributes?: Resolver<Array<ResolversTypes['ProductAttribute']>, ParentType, ContextType>;
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  bundleOptions?: Resolver<Array<ResolversTypes['BundleOption']>, ParentType, ContextType>;
  cacheControl?: Resolver<ResolversTypes['CacheControl'], ParentType, ContextType>;
  configurableOptions?: Resolver<Array<ResolversTypes['ConfigurableOption']>, ParentType, ContextType>;
  configurations?: Resolver<Array<ResolversTypes['ProductConfiguration']>, ParentType, ContextType>;
  customOptions?: Resolver<Array<ResolversTypes['CustomOption']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadableLinks?: Resolver<Array<ResolversTypes['DownloadableLink']>, ParentType, ContextType>;
  groupedItems?: Resolver<Array<ResolversTypes['GroupedItem']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  metaDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overview?: Resolver<ResolversTypes['ProductOverview'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceSheet?: Resolver<ResolversTypes['PriceSheet'], ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['ProductPrices'], ParentType, ContextType>;
  relatedProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['ReviewsLayer'], ParentType, ContextType, RequireFields<ProductReviewsArgs, 'from' | 'size'>>;
  shortDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['ProductStock'], ParentType, ContextType>;
  stockLabel?: Resolver<ResolversTypes['StockLabel'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductAttributeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductAttribute'] = ResolversParentTypes['ProductAttribute']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductConfigurationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductConfiguration'] = ResolversParentTypes['ProductConfiguration']> = {
  attributes?: Resolver<Array<ResolversTypes['ConfigurationAttribute']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type ProductGridWidgetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductGridWidget'] = ResolversParentTypes['ProductGridWidget']> = {
  dataId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductImage'] = ResolversParentTypes['ProductImage']> = {
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductListingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductListing'] = ResolversParentTypes['ProductListing']> = {
  appliedFilters?: Resolver<Array<ResolversTypes['AppliedFilter']>, ParentType, ContextType>;
  facets?: Resolver<Array<ResolversTypes['DynamicFacet']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  matchCap?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxPriceInclTax?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minPriceInclTax?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceRanges?: Resolver<Array<ResolversTypes['PriceRangeFacet']>, ParentType, ContextType>;
  sort?: Resolver<Maybe<ResolversTypes['ListingSort']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductOverview'] = ResolversParentTypes['ProductOverview']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['ReviewsLayer'], ParentType, ContextType, RequireFields<ProductOverviewReviewsArgs, 'from' | 'size'>>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['ProductStock'], ParentType, ContextType>;
};

export type ProductPricesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPrices'] = ResolversParentTypes['ProductPrices']> = {
  basis?: Resolver<ResolversTypes['PriceBasis'], ParentType, ContextType>;
  finalPrice?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  minPrice?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  regularPrice?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  tierPrice?: Resolver<Array<ResolversTypes['TierPrice']>, ParentType, ContextType>;
};

export type ProductStockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductStock'] = ResolversParentTypes['ProductStock']> = {
  isInStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'id'>>;
  categoryMenu?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  checkout?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType>;
  cmsBlockList?: Resolver<Array<ResolversTypes['CmsBlock']>, ParentType, ContextType, RequireFields<QueryCmsBlockListArgs, 'identifiers'>>;
  cmsPageList?: Resolver<Array<ResolversTypes['CmsPage']>, ParentType, ContextType, RequireFields<QueryCmsPageListArgs, 'identifiers'>>;
  displayCurrency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  editorModes?: Resolver<ResolversTypes['EditorModes'], ParentType, ContextType>;
  faq?: Resolver<Array<ResolversTypes['FaqSection']>, ParentType, ContextType>;
  isFeatureActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryIsFeatureActiveArgs, 'name'>>;
  legalNotice?: Resolver<ResolversTypes['LegalNotice'], ParentType, ContextType>;
  mapTilesUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  newsletterConsentWording?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickupPoints?: Resolver<Array<ResolversTypes['PickupPoint']>, ParentType, ContextType, RequireFields<QueryPickupPointsArgs, 'countryCode' | 'postcode'>>;
  placedOrder?: Resolver<Maybe<ResolversTypes['OrderSummary']>, ParentType, ContextType, RequireFields<QueryPlacedOrderArgs, 'number'>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'sku'>>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductsArgs, 'skus'>>;
  quickOrderSuggestions?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryQuickOrderSuggestionsArgs, 'query'>>;
  route?: Resolver<ResolversTypes['Entity'], ParentType, ContextType, RequireFields<QueryRouteArgs, 'url'>>;
  search?: Resolver<ResolversTypes['ProductListing'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'text'>>;
  searchSuggestions?: Resolver<ResolversTypes['SearchSuggestions'], ParentType, ContextType, RequireFields<QuerySearchSuggestionsArgs, 'text'>>;
  sharedWishlist?: Resolver<Maybe<ResolversTypes['SharedWishlist']>, ParentType, ContextType, RequireFields<QuerySharedWishlistArgs, 'shareCode'>>;
  shippingEstimate?: Resolver<Array<ResolversTypes['ShippingMethod']>, ParentType, ContextType, RequireFields<QueryShippingEstimateArgs, 'countryCode'>>;
  shop?: Resolver<ResolversTypes['Shop'], ParentType, ContextType>;
  sitemap?: Resolver<ResolversTypes['SitemapPage'], ParentType, ContextType, RequireFields<QuerySitemapArgs, 'page' | 'pageSize'>>;
  socialSignInProviders?: Resolver<Array<ResolversTypes['SocialSignInProvider']>, ParentType, ContextType>;
};

export type RedirectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Redirect'] = ResolversParentTypes['Redirect']> = {
  external?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redirectTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redirectType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReorderLineReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReorderLineReport'] = ResolversParentTypes['ReorderLineReport']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReorderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReorderResult'] = ResolversParentTypes['ReorderResult']> = {
  addedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notAdded?: Resolver<Array<ResolversTypes['ReorderLineReport']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RequestReturnResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestReturnResult'] = ResolversParentTypes['RequestReturnResult']> = {
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReturnItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnItem'] = ResolversParentTypes['ReturnItem']> = {
  condition?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReturnStepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnStep'] = ResolversParentTypes['ReturnStep']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReturnableLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnableLine'] = ResolversParentTypes['ReturnableLine']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['CartItemOption']>, ParentType, ContextType>;
  ordered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReturnableOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnableOrder'] = ResolversParentTypes['ReturnableOrder']> = {
  lines?: Resolver<Array<ResolversTypes['ReturnableLine']>, ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = {
  author?: Resolver<ResolversTypes['ReviewAuthor'], ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creationDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewAuthorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewAuthor'] = ResolversParentTypes['ReviewAuthor']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewsLayerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewsLayer'] = ResolversParentTypes['ReviewsLayer']> = {
  ratingAverage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reviews?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchSuggestionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchSuggestions'] = ResolversParentTypes['SearchSuggestions']> = {
  categories?: Resolver<Array<ResolversTypes['CategorySuggestion']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
};

export type SharedWishlistResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharedWishlist'] = ResolversParentTypes['SharedWishlist']> = {
  items?: Resolver<Array<ResolversTypes['SharedWishlistItem']>, ParentType, ContextType>;
  shareCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SharedWishlistItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharedWishlistItem'] = ResolversParentTypes['SharedWishlistItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selectedOptions?: Resolver<Array<ResolversTypes['WishlistSelectedOption']>, ParentType, ContextType>;
};

export type ShippingMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingMethod'] = ResolversParentTypes['ShippingMethod']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ShippingMethodKind'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShopResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Shop'] = ResolversParentTypes['Shop']> = {
  availablePageSizes?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  baseUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentCurrency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  defaultDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageBaseUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sites?: Resolver<Array<ResolversTypes['Site']>, ParentType, ContextType>;
  taxFactor?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  websiteId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SiteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Site'] = ResolversParentTypes['Site']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pathPrefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SitemapEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SitemapEntry'] = ResolversParentTypes['SitemapEntry']> = {
  changeFrequency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['SitemapImage']>, ParentType, ContextType>;
  lastModified?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SitemapImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SitemapImage'] = ResolversParentTypes['SitemapImage']> = {
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SitemapPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SitemapPage'] = ResolversParentTypes['SitemapPage']> = {
  entries?: Resolver<Array<ResolversTypes['SitemapEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SocialSignInProviderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SocialSignInProvider'] = ResolversParentTypes['SocialSignInProvider']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StockLabelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockLabel'] = ResolversParentTypes['StockLabel']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreCreditAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreCreditAccount'] = ResolversParentTypes['StoreCreditAccount']> = {
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['StoreCreditMovement']>, ParentType, ContextType>;
};

export type StoreCreditMovementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreCreditMovement'] = ResolversParentTypes['StoreCreditMovement']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  balanceAfter?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditMemoNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SwatchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Swatch'] = ResolversParentTypes['Swatch']> = {
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TierPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TierPrice'] = ResolversParentTypes['TierPrice']> = {
  price?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WishlistResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Wishlist'] = ResolversParentTypes['Wishlist']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isShareable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemBySku?: Resolver<ResolversTypes['WishlistLookup'], ParentType, ContextType, RequireFields<WishlistItemBySkuArgs, 'sku'>>;
  items?: Resolver<Array<ResolversTypes['WishlistItem']>, ParentType, ContextType>;
  shareCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WishlistItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WishlistItem'] = ResolversParentTypes['WishlistItem']> = {
  addedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selectedOptions?: Resolver<Array<ResolversTypes['WishlistSelectedOption']>, ParentType, ContextType>;
};

export type WishlistLookupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WishlistLookup'] = ResolversParentTypes['WishlistLookup']> = {
  isInWishlist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['WishlistItem']>, ParentType, ContextType>;
};

export type WishlistMutationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WishlistMutationResult'] = ResolversParentTypes['WishlistMutationResult']> = {
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wishlist?: Resolver<Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType>;
};

export type WishlistSelectedOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WishlistSelectedOption'] = ResolversParentTypes['WishlistSelectedOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  option_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  option_value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valueLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WishlistToCartResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WishlistToCartResult'] = ResolversParentTypes['WishlistToCartResult']> = {
  addedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type WysiwygResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Wysiwyg'] = ResolversParentTypes['Wysiwyg']> = {
  childNodes?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['WysiwygData']>, ParentType, ContextType>;
};

export type WysiwygDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WysiwygData'] = ResolversParentTypes['WysiwygData']> = {
  __resolveType: TypeResolveFn<'InvalidWidget' | 'ProductGridWidget', ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AddProductsToCartResult?: AddProductsToCartResultResolvers<ContextType>;
  AppliedFilter?: AppliedFilterResolvers<ContextType>;
  AttributeRef?: AttributeRefResolvers<ContextType>;
  Breadcrumb?: BreadcrumbResolvers<ContextType>;
  BundleOption?: BundleOptionResolvers<ContextType>;
  BundleOptionValue?: BundleOptionValueResolvers<ContextType>;
  CacheControl?: CacheControlResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartItemOption?: CartItemOptionResolvers<ContextType>;
  CartLineReport?: CartLineReportResolvers<ContextType>;
  CartMutationResult?: CartMutationResultResolvers<ContextType>;
  CartUnavailableItem?: CartUnavailableItemResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategorySuggestion?: CategorySuggestionResolvers<ContextType>;
  Checkout?: CheckoutResolvers<ContextType>;
  CheckoutAddress?: CheckoutAddressResolvers<ContextType>;
  CheckoutFieldError?: CheckoutFieldErrorResolvers<ContextType>;
  CheckoutMutationResult?: CheckoutMutationResultResolvers<ContextType>;
  CheckoutTotals?: CheckoutTotalsResolvers<ContextType>;
  CmsBlock?: CmsBlockResolvers<ContextType>;
  CmsPage?: CmsPageResolvers<ContextType>;
  ConfigurableOption?: ConfigurableOptionResolvers<ContextType>;
  ConfigurableOptionValue?: ConfigurableOptionValueResolvers<ContextType>;
  ConfigurationAttribute?: ConfigurationAttributeResolvers<ContextType>;
  ContactTicketResult?: ContactTicketResultResolvers<ContextType>;
  CreateProductReviewResult?: CreateProductReviewResultResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  CustomOption?: CustomOptionResolvers<ContextType>;
  CustomOptionValue?: CustomOptionValueResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerAddress?: CustomerAddressResolvers<ContextType>;
  CustomerAddressMutationResult?: CustomerAddressMutationResultResolvers<ContextType>;
  CustomerDownload?: CustomerDownloadResolvers<ContextType>;
  CustomerFieldError?: CustomerFieldErrorResolvers<ContextType>;
  CustomerMutationResult?: CustomerMutationResultResolvers<ContextType>;
  CustomerOrderLine?: CustomerOrderLineResolvers<ContextType>;
  CustomerOrderMethod?: CustomerOrderMethodResolvers<ContextType>;
  CustomerOrderPage?: CustomerOrderPageResolvers<ContextType>;
  CustomerOrderTotals?: CustomerOrderTotalsResolvers<ContextType>;
  CustomerReturn?: CustomerReturnResolvers<ContextType>;
  DownloadableLink?: DownloadableLinkResolvers<ContextType>;
  DynamicFacet?: DynamicFacetResolvers<ContextType>;
  EditorModes?: EditorModesResolvers<ContextType>;
  Entity?: EntityResolvers<ContextType>;
  ExtraCost?: ExtraCostResolvers<ContextType>;
  FacetBucket?: FacetBucketResolvers<ContextType>;
  FaqEntry?: FaqEntryResolvers<ContextType>;
  FaqSection?: FaqSectionResolvers<ContextType>;
  GroupedItem?: GroupedItemResolvers<ContextType>;
  GuestOrderResult?: GuestOrderResultResolvers<ContextType>;
  HelpdeskAttachment?: HelpdeskAttachmentResolvers<ContextType>;
  HelpdeskMessage?: HelpdeskMessageResolvers<ContextType>;
  HelpdeskTicket?: HelpdeskTicketResolvers<ContextType>;
  InvalidWidget?: InvalidWidgetResolvers<ContextType>;
  InvoiceItem?: InvoiceItemResolvers<ContextType>;
  InvoiceParty?: InvoicePartyResolvers<ContextType>;
  InvoiceTotals?: InvoiceTotalsResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LegalNotice?: LegalNoticeResolvers<ContextType>;
  ListingSort?: ListingSortResolvers<ContextType>;
  LocalePath?: LocalePathResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationResult?: MutationResultResolvers<ContextType>;
  NewsletterResult?: NewsletterResultResolvers<ContextType>;
  NotFound?: NotFoundResolvers<ContextType>;
  OptionCost?: OptionCostResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderCreditMemo?: OrderCreditMemoResolvers<ContextType>;
  OrderDocumentItem?: OrderDocumentItemResolvers<ContextType>;
  OrderInvoice?: OrderInvoiceResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderReturnSummary?: OrderReturnSummaryResolvers<ContextType>;
  OrderShipment?: OrderShipmentResolvers<ContextType>;
  OrderStatusChange?: OrderStatusChangeResolvers<ContextType>;
  OrderSummary?: OrderSummaryResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PickupOpening?: PickupOpeningResolvers<ContextType>;
  PickupPoint?: PickupPointResolvers<ContextType>;
  PlaceOrderResult?: PlaceOrderResultResolvers<ContextType>;
  Price?: PriceResolvers<ContextType>;
  PriceRangeFacet?: PriceRangeFacetResolvers<ContextType>;
  PriceSheet?: PriceSheetResolvers<ContextType>;
  PriceSheetPart?: PriceSheetPartResolvers<ContextType>;
  PriceSheetStep?: PriceSheetStepResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductAttribute?: ProductAttributeResolvers<ContextType>;
  ProductConfiguration?: ProductConfigurationResolvers<ContextType>;
  ProductGridWidget?: ProductGridWidgetResolvers<ContextType>;
  ProductImage?: ProductImageResolvers<ContextType>;
  ProductListing?: ProductListingResolvers<ContextType>;
  ProductOverview?: ProductOverviewResolvers<ContextType>;
  ProductPrices?: ProductPricesResolvers<ContextType>;
  ProductStock?: ProductStockResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Redirect?: RedirectResolvers<ContextType>;
  ReorderLineReport?: ReorderLineReportResolvers<ContextType>;
  ReorderResult?: ReorderResultResolvers<ContextType>;
  RequestReturnResult?: RequestReturnResultResolvers<ContextType>;
  ReturnItem?: ReturnItemResolvers<ContextType>;
  ReturnStep?: ReturnStepResolvers<ContextType>;
  ReturnableLine?: ReturnableLineResolvers<ContextType>;
  ReturnableOrder?: ReturnableOrderResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewAuthor?: ReviewAuthorResolvers<ContextType>;
  ReviewsLayer?: ReviewsLayerResolvers<ContextType>;
  SearchSuggestions?: SearchSuggestionsResolvers<ContextType>;
  SharedWishlist?: SharedWishlistResolvers<ContextType>;
  SharedWishlistItem?: SharedWishlistItemResolvers<ContextType>;
  ShippingMethod?: ShippingMethodResolvers<ContextType>;
  Shop?: ShopResolvers<ContextType>;
  Site?: SiteResolvers<ContextType>;
  SitemapEntry?: SitemapEntryResolvers<ContextType>;
  SitemapImage?: SitemapImageResolvers<ContextType>;
  SitemapPage?: SitemapPageResolvers<ContextType>;
  SocialSignInProvider?: SocialSignInProviderResolvers<ContextType>;
  StockLabel?: StockLabelResolvers<ContextType>;
  StoreCreditAccount?: StoreCreditAccountResolvers<ContextType>;
  StoreCreditMovement?: StoreCreditMovementResolvers<ContextType>;
  Swatch?: SwatchResolvers<ContextType>;
  TierPrice?: TierPriceResolvers<ContextType>;
  Wishlist?: WishlistResolvers<ContextType>;
  WishlistItem?: WishlistItemResolvers<ContextType>;
  WishlistLookup?: WishlistLookupResolvers<ContextType>;
  WishlistMutationResult?: WishlistMutationResultResolvers<ContextType>;
  WishlistSelectedOption?: WishlistSelectedOptionResolvers<ContextType>;
  WishlistToCartResult?: WishlistToCartResultResolvers<ContextType>;
  Wysiwyg?: WysiwygResolvers<ContextType>;
  WysiwygData?: WysiwygDataResolvers<ContextType>;
};

