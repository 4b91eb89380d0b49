/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation AddProductToWishlistMutation($input: WishlistAddInput!) {\n  addProductToWishlist(input: $input) {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}": typeof types.AddProductToWishlistMutationDocument,
    "mutation AddSharedWishlistToCartMutation($shareCode: String!, $itemId: ID) {\n  addSharedWishlistToCart(shareCode: $shareCode, itemId: $itemId) {\n    success\n    errorMessage\n    addedCount\n    messages\n  }\n}": typeof types.AddSharedWishlistToCartMutationDocument,
    "mutation AddWishlistToCartMutation($itemId: ID) {\n  addWishlistToCart(itemId: $itemId) {\n    success\n    errorMessage\n    addedCount\n    messages\n  }\n}": typeof types.AddWishlistToCartMutationDocument,
    "mutation AddProductsToCartMutation($lines: [CartLineBySkuInput!]!) {\n  addProductsToCart(lines: $lines) {\n    success\n    errorMessage\n    addedCount\n    lines {\n      line\n      sku\n      quantity\n      status\n      name\n      message\n    }\n    cart {\n      ...CartFragment\n    }\n  }\n}": typeof types.AddProductsToCartMutationDocument,
    "mutation AddToCartMutation($input: AddToCartInput!) {\n  addToCart(input: $input) {\n    success\n    errorMessage\n    cart {\n      ...CartFragment\n    }\n  }\n}": typeof types.AddToCartMutationDocument,
    "query CartCountQuery {\n  cart {\n    totalQuantity\n  }\n}": typeof types.CartCountQueryDocument,
    "mutation EmptyCartMutation {\n  emptyCart {\n    success\n    errorMessage\n    cart {\n      ...CartFragment\n    }\n  }\n}": typeof types.EmptyCartMutationDocument,
    "query CartQuery {\n  cart {\n    ...CartFragment\n  }\n}": typeof types.CartQueryDocument,
    "mutation RemoveCartItemMutation($itemId: ID!) {\n  removeCartItem(itemId: $itemId) {\n    success\n    errorMessage\n    cart {\n      ...CartFragment\n    }\n  }\n}": typeof types.RemoveCartItemMutationDocument,
    "mutation UpdateCartItemQuantityMutation($itemId: ID!, $quantity: Int!) {\n  updateCartItemQuantity(itemId: $itemId, quantity: $quantity) {\n    success\n    errorMessage\n    cart {\n      ...CartFragment\n    }\n  }\n}": typeof types.UpdateCartItemQuantityMutationDocument,
    "query CategoryMenuQuery {\n  categoryMenu {\n    id\n    name\n    path\n    children {\n      id\n      name\n      path\n    }\n  }\n}": typeof types.CategoryMenuQueryDocument,
    "query CategoryQuery($id: ID!, $query: String) {\n  category(id: $id) {\n    ...CategoryFragment\n    products(query: $query) {\n      ...ListingFragment\n    }\n  }\n}": typeof types.CategoryQueryDocument,
    "mutation ChangeCustomerEmailMutation($email: String!, $password: String!) {\n  changeCustomerEmail(email: $email, password: $password) {\n    ...CustomerMutationResultFragment\n  }\n}": typeof types.ChangeCustomerEmailMutationDocument,
    "mutation ChangeCustomerPasswordMutation($currentPassword: String!, $newPassword: String!) {\n  changeCustomerPassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n  ) {\n    ...CustomerMutationResultFragment\n  }\n}": typeof types.ChangeCustomerPasswordMutationDocument,
    "query CheckoutQuery {\n  checkout {\n    ...CheckoutFragment\n  }\n  mapTilesUrl\n  me {\n    id\n    addresses {\n      ...CustomerAddressFragment\n    }\n    storeCredit {\n      balance {\n        amount\n        currency\n      }\n    }\n  }\n}": typeof types.CheckoutQueryDocument,
    "mutation SetCheckoutAddressesMutation($shipping: CheckoutAddressInput!, $billing: CheckoutAddressInput, $billingSameAsShipping: Boolean!) {\n  setCheckoutAddresses(\n    shipping: $shipping\n    billing: $billing\n    billingSameAsShipping: $billingSameAsShipping\n  ) {\n    ...CheckoutMutationResultFragment\n  }\n}": typeof types.SetCheckoutAddressesMutationDocument,
    "mutation SetCheckoutEmailMutation($email: String!) {\n  setCheckoutEmail(email: $email) {\n    ...CheckoutMutationResultFragment\n  }\n}": typeof types.SetCheckoutEmailMutationDocument,
    "mutation SetCheckoutPaymentMethodMutation($code: ID!) {\n  setCheckoutPaymentMethod(code: $code) {\n    ...CheckoutMutationResultFragment\n  }\n}": typeof types.SetCheckoutPaymentMethodMutationDocument,
    "mutation SetCheckoutSavedAddressMutation($addressId: ID!) {\n  setCheckoutSavedAddress(addressId: $addressId) {\n    ...CheckoutMutationResultFragment\n  }\n}": typeof types.SetCheckoutSavedAddressMutationDocument,
    "mutation SetCheckoutShippingMethodMutation($code: ID!, $pickupPointId: ID) {\n  setCheckoutShippingMethod(code: $code, pickupPointId: $pickupPointId) {\n    ...CheckoutMutationResultFragment\n  }\n}": typeof types.SetCheckoutShippingMethodMutationDocument,
    "query CmsPageQuery($identifiers: [String!]!) {\n  cmsPageList(identifiers: $identifiers) {\n    ...CmsPageFragment\n  }\n}": typeof types.CmsPageQueryDocument,
    "mutation ConfirmNewsletterSubscriptionMutation($token: String!) {\n  confirmNewsletterSubscription(token: $token) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n  }\n}": typeof types.ConfirmNewsletterSubscriptionMutationDocument,
    "mutation CreateContactTicketMutation($input: CreateContactTicketInput!) {\n  createContactTicket(input: $input) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n    ticketId\n    inAccount\n  }\n}": typeof types.CreateContactTicketMutationDocument,
    "mutation CreateCustomerAddressMutation($input: CustomerAddressInput!) {\n  createCustomerAddress(input: $input) {\n    ...CustomerAddressMutationResultFragment\n  }\n}": typeof types.CreateCustomerAddressMutationDocument,
    "mutation CreateProductReviewMutation($input: CreateProductReviewInput!) {\n  createProductReview(input: $input) {\n    success\n    errorMessage\n  }\n}": typeof types.CreateProductReviewMutationDocument,
    "mutation DeleteCustomerAddressMutation($id: ID!) {\n  deleteCustomerAddress(id: $id) {\n    ...CustomerAddressMutationResultFragment\n  }\n}": typeof types.DeleteCustomerAddressMutationDocument,
    "query EditorModesQuery {\n  editorModes {\n    editor\n    preview\n    xRay\n  }\n}": typeof types.EditorModesQueryDocument,
    "query FaqQuery {\n  faq {\n    title\n    entries {\n      id\n      question\n      answer\n    }\n  }\n}": typeof types.FaqQueryDocument,
    "mutation FindGuestOrderMutation($number: String!, $email: String!) {\n  findGuestOrder(number: $number, email: $email) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n    order {\n      ...OrderSummaryFragment\n    }\n  }\n}": typeof types.FindGuestOrderMutationDocument,
    "query FooterBlocksQuery($identifiers: [String!]!) {\n  cmsBlockList(identifiers: $identifiers) {\n    identifier\n    title\n    contentWysiwyg {\n      childNodes\n    }\n  }\n}": typeof types.FooterBlocksQueryDocument,
    "query IsFeatureActive($name: String!) {\n  isFeatureActive(name: $name)\n}": typeof types.IsFeatureActiveDocument,
    "query LegalNoticeQuery {\n  legalNotice {\n    company\n    legalForm\n    capital\n    street\n    postcode\n    city\n    countryCode\n    siret\n    rcs\n    vatNumber\n    email\n    publicationDirector\n    hostName\n    hostAddress\n    hostPhone\n  }\n}": typeof types.LegalNoticeQueryDocument,
    "query LoadWishlistQuery {\n  me {\n    id\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}": typeof types.LoadWishlistQueryDocument,
    "query MeQuery {\n  me {\n    ...CustomerFragment\n  }\n}": typeof types.MeQueryDocument,
    "query MenuFeaturedQuery {\n  categoryMenu {\n    id\n    products(query: \"pageLength=1\") {\n      items {\n        sku\n        name\n        path\n        imageUrl\n      }\n    }\n  }\n}": typeof types.MenuFeaturedQueryDocument,
    "query NewsletterWordingQuery {\n  newsletterConsentWording\n}": typeof types.NewsletterWordingQueryDocument,
    "mutation ConfirmPaymentReturnMutation($paymentId: ID!) {\n  confirmPaymentReturn(paymentId: $paymentId) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n    order {\n      ...OrderSummaryFragment\n    }\n    redirectUrl\n  }\n}": typeof types.ConfirmPaymentReturnMutationDocument,
    "query PlacedOrderQuery($number: String!) {\n  placedOrder(number: $number) {\n    ...OrderSummaryFragment\n  }\n}": typeof types.PlacedOrderQueryDocument,
    "query PickupPointsQuery($postcode: String!, $countryCode: String!) {\n  pickupPoints(postcode: $postcode, countryCode: $countryCode) {\n    ...CheckoutPickupPointFragment\n  }\n}": typeof types.PickupPointsQueryDocument,
    "mutation PlaceOrderMutation($idempotencyKey: ID!, $expectedGrandTotal: Int, $acceptTerms: Boolean, $useStoreCredit: Boolean) {\n  placeOrder(\n    idempotencyKey: $idempotencyKey\n    expectedGrandTotal: $expectedGrandTotal\n    acceptTerms: $acceptTerms\n    useStoreCredit: $useStoreCredit\n  ) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n    order {\n      ...OrderSummaryFragment\n    }\n    redirectUrl\n  }\n}": typeof types.PlaceOrderMutationDocument,
    "query ProductPageQuery($sku: String!) {\n  product(sku: $sku) {\n    ...ProductPageFragment\n  }\n}": typeof types.ProductPageQueryDocument,
    "query ProductReviewsQuery($sku: String!, $from: Int!, $size: Int!) {\n  product(sku: $sku) {\n    sku\n    reviews(from: $from, size: $size) {\n      ...RatingAverageFragment\n      reviews {\n        id\n        rating\n        author {\n          displayName\n        }\n        creationDate\n        title\n        comment\n      }\n    }\n  }\n}": typeof types.ProductReviewsQueryDocument,
    "query QuickOrderSuggestionsQuery($query: String!) {\n  quickOrderSuggestions(query: $query) {\n    sku\n    name\n    imageUrl\n    prices {\n      finalPrice {\n        ...PriceFragment\n      }\n    }\n    stockLabel {\n      value\n      label\n    }\n  }\n}": typeof types.QuickOrderSuggestionsQueryDocument,
    "mutation RegisterCustomerMutation($input: RegisterCustomerInput!) {\n  registerCustomer(input: $input) {\n    ...CustomerMutationResultFragment\n  }\n}": typeof types.RegisterCustomerMutationDocument,
    "mutation RegisterProMutation($input: RegisterProInput!) {\n  registerPro(input: $input) {\n    ...CustomerMutationResultFragment\n  }\n}": typeof types.RegisterProMutationDocument,
    "mutation RemoveProductFromWishlistMutation($sku: String!) {\n  removeProductFromWishlist(sku: $sku) {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}": typeof types.RemoveProductFromWishlistMutationDocument,
    "mutation RemoveWishlistItemMutation($itemId: ID!) {\n  removeWishlistItem(itemId: $itemId) {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}": typeof types.RemoveWishlistItemMutationDocument,
    "mutation ReorderMutation($orderId: ID!) {\n  reorder(orderId: $orderId) {\n    success\n    errorMessage\n    addedCount\n    notAdded {\n      sku\n      name\n      message\n    }\n  }\n}": typeof types.ReorderMutationDocument,
    "mutation RequestNewsletterSubscriptionMutation($email: String!, $botCheck: String) {\n  requestNewsletterSubscription(email: $email, botCheck: $botCheck) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n  }\n}": typeof types.RequestNewsletterSubscriptionMutationDocument,
    "mutation RequestPasswordResetMutation($email: String!, $botCheck: String) {\n  requestPasswordReset(email: $email, botCheck: $botCheck) {\n    ...CustomerMutationResultFragment\n  }\n}": typeof types.RequestPasswordResetMutationDocument,
    "mutation RequestReturnMutation($input: RequestReturnInput!) {\n  requestReturn(input: $input) {\n    success\n    errorMessage\n    returnNumber\n  }\n}": typeof types.RequestReturnMutationDocument,
    "mutation ResetPasswordMutation($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password) {\n    ...CustomerMutationResultFragment\n  }\n}": typeof types.ResetPasswordMutationDocument,
    "mutation RevokeWishlistShareMutation {\n  revokeWishlistShare {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}": typeof types.RevokeWishlistShareMutationDocument,
    "query RouteQuery($url: String!) {\n  route(url: $url) {\n    identifier\n    ... on Redirect {\n      redirectTo\n      redirectType\n      external\n    }\n    ... on Category {\n      ...CategoryFragment\n      products {\n        ...ListingFragment\n      }\n    }\n    ... on Product {\n      sku\n      ...ProductPageFragment\n    }\n    ... on CmsPage {\n      ...CmsPageFragment\n    }\n  }\n}": typeof types.RouteQueryDocument,
    "query SearchQuery($text: String!, $query: String) {\n  search(text: $text, query: $query) {\n    ...ListingFragment\n  }\n}": typeof types.SearchQueryDocument,
    "query SearchSuggestionsQuery($text: String!) {\n  searchSuggestions(text: $text) {\n    products {\n      ...ProductOverviewFragment\n    }\n    categories {\n      id\n      name\n      path\n    }\n  }\n}": typeof types.SearchSuggestionsQueryDocument,
    "mutation SetCurrencyMutation($code: String!) {\n  setCurrency(code: $code) {\n    success\n    errorMessage\n  }\n}": typeof types.SetCurrencyMutationDocument,
    "mutation SetDefaultCustomerAddressMutation($id: ID!, $kind: CustomerAddressDefault!) {\n  setDefaultCustomerAddress(id: $id, kind: $kind) {\n    ...CustomerAddressMutationResultFragment\n  }\n}": typeof types.SetDefaultCustomerAddressMutationDocument,
    "mutation SetPreviewModeMutation($enabled: Boolean!) {\n  setPreviewMode(enabled: $enabled) {\n    success\n    errorMessage\n  }\n}": typeof types.SetPreviewModeMutationDocument,
    "mutation SetXRayModeMutation($enabled: Boolean!) {\n  setXRayMode(enabled: $enabled) {\n    success\n    errorMessage\n  }\n}": typeof types.SetXRayModeMutationDocument,
    "mutation ShareWishlistMutation {\n  shareWishlist {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}": typeof types.ShareWishlistMutationDocument,
    "query SharedWishlistQuery($shareCode: String!) {\n  sharedWishlist(shareCode: $shareCode) {\n    shareCode\n    items {\n      id\n      quantity\n      selectedOptions {\n        option_id\n        option_value\n        label\n        valueLabel\n      }\n      product {\n        sku\n        name\n        path\n        imageUrl\n        prices {\n          ...ProductPricesFragment\n        }\n        ...ProductStockFragment\n      }\n    }\n  }\n}": typeof types.SharedWishlistQueryDocument,
    "query ShippingEstimateQuery($countryCode: String!, $postcode: String) {\n  shippingEstimate(countryCode: $countryCode, postcode: $postcode) {\n    ...CheckoutShippingMethodFragment\n  }\n}": typeof types.ShippingEstimateQueryDocument,
    "query ShopQuery {\n  shop {\n    id\n    websiteId\n    name\n    url\n    baseUrl\n    imageBaseUrl\n    currentCurrency {\n      code\n      symbol\n    }\n    taxFactor\n    locale\n    defaultTitle\n    defaultDescription\n    availablePageSizes\n    sites {\n      locale\n      pathPrefix\n      currency\n      country\n      language\n    }\n  }\n}": typeof types.ShopQueryDocument,
    "mutation SignInMutation($email: String!, $password: String!, $remember: Boolean!) {\n  signIn(email: $email, password: $password, remember: $remember) {\n    ...CustomerMutationResultFragment\n  }\n}": typeof types.SignInMutationDocument,
    "mutation SignOutMutation {\n  signOut {\n    success\n    errorMessage\n  }\n}": typeof types.SignOutMutationDocument,
    "query SitemapQuery($page: Int!, $pageSize: Int!) {\n  sitemap(page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    entries {\n      path\n      priority\n      changeFrequency\n      lastModified\n      images {\n        path\n        title\n      }\n    }\n  }\n}": typeof types.SitemapQueryDocument,
    "query SocialSignInProvidersQuery {\n  socialSignInProviders {\n    id\n    name\n  }\n}": typeof types.SocialSignInProvidersQueryDocument,
    "mutation SubscribeCustomerNewsletterMutation {\n  subscribeCustomerNewsletter {\n    ...CustomerMutationResultFragment\n  }\n}": typeof types.SubscribeCustomerNewsletterMutationDocument,
    "mutation SubscribeStockAlertMutation($input: StockAlertInput!) {\n  subscribeStockAlert(input: $input) {\n    success\n    errorMessage\n  }\n}": typeof types.SubscribeStockAlertMutationDocument,
    "mutation UnsubscribeCustomerNewsletterMutation {\n  unsubscribeCustomerNewsletter {\n    ...CustomerMutationResultFragment\n  }\n}": typeof types.UnsubscribeCustomerNewsletterMutationDocument,
    "mutation UnsubscribeNewsletterByTokenMutation($token: String!) {\n  unsubscribeNewsletterByToken(token: $token) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n  }\n}": typeof types.UnsubscribeNewsletterByTokenMutationDocument,
    "mutation UnsubscribeStockAlertMutation($token: String!) {\n  unsubscribeStockAlert(token: $token) {\n    success\n    errorMessage\n  }\n}": typeof types.UnsubscribeStockAlertMutationDocument,
    "mutation UpdateCustomerAddressMutation($id: ID!, $input: CustomerAddressInput!) {\n  updateCustomerAddress(id: $id, input: $input) {\n    ...CustomerAddressMutationResultFragment\n  }\n}": typeof types.UpdateCustomerAddressMutationDocument,
    "mutation UpdateCustomerNameMutation($input: UpdateCustomerNameInput!) {\n  updateCustomerName(input: $input) {\n    ...CustomerMutationResultFragment\n  }\n}": typeof types.UpdateCustomerNameMutationDocument,
    "mutation UpdateWishlistItemMutation($input: WishlistItemUpdateInput!) {\n  updateWishlistItem(input: $input) {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}": typeof types.UpdateWishlistItemMutationDocument,
    "query UserAddressBookQuery {\n  me {\n    ...CustomerFragment\n    addresses {\n      ...CustomerAddressFragment\n    }\n  }\n}": typeof types.UserAddressBookQueryDocument,
    "query UserDownloadsQuery {\n  me {\n    ...CustomerFragment\n    downloadableProducts {\n      id\n      productName\n      linkTitle\n      orderId\n      orderedAt\n      downloadsUsed\n      maxDownloads\n      state\n      downloadUrl\n      downloadUrlExpiresAt\n    }\n  }\n}": typeof types.UserDownloadsQueryDocument,
    "query UserHelpdeskQuery {\n  me {\n    ...CustomerFragment\n    helpdeskTickets {\n      id\n      subject\n      subjectLabel\n      status\n      statusLabel\n      orderNumber\n      createdAt\n      lastMessageAt\n      lastAuthor\n    }\n  }\n}": typeof types.UserHelpdeskQueryDocument,
    "query UserHelpdeskTicketQuery($id: ID!) {\n  me {\n    ...CustomerFragment\n    helpdeskTicket(id: $id) {\n      id\n      subject\n      subjectLabel\n      status\n      statusLabel\n      orderNumber\n      createdAt\n      lastMessageAt\n      lastAuthor\n      messages {\n        id\n        author\n        staffName\n        body\n        createdAt\n        attachments {\n          id\n          fileName\n          contentType\n          size\n          path\n        }\n      }\n    }\n  }\n}": typeof types.UserHelpdeskTicketQueryDocument,
    "query UserInformationQuery {\n  me {\n    ...CustomerFragment\n    pendingEmail\n  }\n}": typeof types.UserInformationQueryDocument,
    "query UserInvoiceQuery($orderId: ID!) {\n  me {\n    ...CustomerFragment\n    order(orderId: $orderId) {\n      order_id\n      number\n      createdAt\n      payment {\n        code\n        title\n      }\n      invoices {\n        id\n        number\n        creationDate\n        seller {\n          ...InvoicePartyFragment\n        }\n        buyer {\n          ...InvoicePartyFragment\n        }\n        items {\n          id\n          sku\n          name\n          quantity\n          price {\n            ...PriceFragment\n          }\n          taxRate\n          taxAmount {\n            ...MoneyFragment\n          }\n          subtotal {\n            ...PriceFragment\n          }\n        }\n        totals {\n          subtotal {\n            ...MoneyFragment\n          }\n          shippingAmount {\n            ...MoneyFragment\n          }\n          taxAmount {\n            ...MoneyFragment\n          }\n          discount {\n            ...MoneyFragment\n          }\n          grandTotal {\n            ...MoneyFragment\n          }\n        }\n      }\n    }\n  }\n}": typeof types.UserInvoiceQueryDocument,
    "query UserNewsletterQuery {\n  me {\n    ...CustomerFragment\n    isSubscribed\n    newsletterChoiceAt\n    newsletterWording\n  }\n}": typeof types.UserNewsletterQueryDocument,
    "query UserOrderQuery($orderId: ID!) {\n  me {\n    ...CustomerFragment\n    order(orderId: $orderId) {\n      ...OrderDetailFragment\n    }\n    returnableOrder(orderId: $orderId) {\n      order_id\n    }\n  }\n}": typeof types.UserOrderQueryDocument,
    "query UserOrdersQuery($page: Int!, $pageSize: Int!) {\n  me {\n    ...CustomerFragment\n    orders(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      totalPages\n      items {\n        ...OrderListItemFragment\n      }\n    }\n  }\n}": typeof types.UserOrdersQueryDocument,
    "query UserReturnFormQuery($orderId: ID!) {\n  me {\n    ...CustomerFragment\n    returnableOrder(orderId: $orderId) {\n      order_id\n      lines {\n        id\n        sku\n        name\n        options {\n          label\n          value\n        }\n        ordered\n        shipped\n        returnable\n      }\n    }\n  }\n}": typeof types.UserReturnFormQueryDocument,
    "query UserReturnsQuery {\n  me {\n    ...CustomerFragment\n    returns {\n      id\n      number\n      orderId\n      status\n      resolution\n      comment\n      refusalReason\n      createdAt\n      items {\n        sku\n        name\n        quantity\n        reason\n        condition\n      }\n      history {\n        status\n        createdAt\n      }\n    }\n  }\n}": typeof types.UserReturnsQueryDocument,
    "query UserStoreCreditQuery {\n  me {\n    ...CustomerFragment\n    storeCredit {\n      balance {\n        amount\n        currency\n      }\n      history {\n        id\n        amount {\n          amount\n          currency\n        }\n        reason\n        balanceAfter {\n          amount\n          currency\n        }\n        orderNumber\n        creditMemoNumber\n        createdAt\n      }\n    }\n  }\n}": typeof types.UserStoreCreditQueryDocument,
    "query UserWishlistQuery {\n  me {\n    ...CustomerFragment\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}": typeof types.UserWishlistQueryDocument,
    "query WishlistLookupQuery($sku: String!) {\n  me {\n    id\n    wishlist {\n      id\n      itemBySku(sku: $sku) {\n        isInWishlist\n        item {\n          id\n        }\n      }\n    }\n  }\n}": typeof types.WishlistLookupQueryDocument,
    "fragment CartFragment on Cart {\n  priceBasis\n  totalQuantity\n  subtotal {\n    ...PriceFragment\n  }\n  tax {\n    ...MoneyFragment\n  }\n  items {\n    id\n    quantity\n    product {\n      id\n      sku\n      name\n      path\n      imageUrl\n    }\n    configuredProduct {\n      id\n      sku\n      name\n      imageUrl\n    }\n    options {\n      label\n      value\n    }\n    unitPrice {\n      ...PriceFragment\n    }\n    rowTotal {\n      ...PriceFragment\n    }\n    stockError\n  }\n  unavailableItems {\n    id\n    sku\n    name\n    quantity\n    message\n  }\n}": typeof types.CartFragmentFragmentDoc,
    "fragment CategoryFragment on Category {\n  identifier\n  id\n  name\n  description\n  path\n  image\n  metaTitle\n  metaDescription\n  breadcrumbs {\n    name\n    path\n  }\n  alternates {\n    locale\n    path\n  }\n  children {\n    id\n    name\n    path\n  }\n}": typeof types.CategoryFragmentFragmentDoc,
    "fragment CheckoutAddressFragment on CheckoutAddress {\n  firstname\n  lastname\n  company\n  street\n  postcode\n  city\n  countryCode\n  telephone\n}": typeof types.CheckoutAddressFragmentFragmentDoc,
    "fragment CheckoutFragment on Checkout {\n  step\n  email\n  shippingAddress {\n    ...CheckoutAddressFragment\n  }\n  billingAddress {\n    ...CheckoutAddressFragment\n  }\n  billingSameAsShipping\n  shippingMethod {\n    ...CheckoutShippingMethodFragment\n  }\n  pickupPoint {\n    ...CheckoutPickupPointFragment\n  }\n  paymentMethod {\n    code\n    title\n    kind\n  }\n  availableShippingMethods {\n    ...CheckoutShippingMethodFragment\n  }\n  availablePaymentMethods {\n    code\n    title\n    kind\n  }\n  totals {\n    subtotal {\n      ...MoneyFragment\n    }\n    shipping {\n      ...MoneyFragment\n    }\n    tax {\n      ...MoneyFragment\n    }\n    grandTotalExclTax {\n      ...MoneyFragment\n    }\n    grandTotal {\n      ...MoneyFragment\n    }\n  }\n  cart {\n    ...CartFragment\n  }\n}": typeof types.CheckoutFragmentFragmentDoc,
    "fragment CheckoutMutationResultFragment on CheckoutMutationResult {\n  success\n  errorMessage\n  fieldErrors {\n    field\n    message\n  }\n  checkout {\n    ...CheckoutFragment\n  }\n}": typeof types.CheckoutMutationResultFragmentFragmentDoc,
    "fragment CheckoutPickupPointFragment on PickupPoint {\n  id\n  name\n  street\n  postcode\n  city\n  countryCode\n  latitude\n  longitude\n  schedule {\n    day\n    opens\n    closes\n  }\n}": typeof types.CheckoutPickupPointFragmentFragmentDoc,
    "fragment CheckoutShippingMethodFragment on ShippingMethod {\n  code\n  kind\n  title\n  description\n  amount {\n    ...MoneyFragment\n  }\n}": typeof types.CheckoutShippingMethodFragmentFragmentDoc,
    "fragment CmsPageFragment on CmsPage {\n  identifier\n  title\n  meta_title\n  meta_description\n  meta_keywords\n  path\n  content_heading\n  contentWysiwyg {\n    ...WysiwygFragment\n  }\n}": typeof types.CmsPageFragmentFragmentDoc,
    "fragment ConfiguratorFragment on Product {\n  sku\n  configurableOptions {\n    id\n    label\n    attribute {\n      id\n      code\n      label\n    }\n    values {\n      label\n      value\n      swatch {\n        type\n        value\n      }\n    }\n  }\n  configurations {\n    attributes {\n      code\n      value\n    }\n    product {\n      sku\n      name\n      imageUrl\n      prices {\n        ...ProductPricesFragment\n      }\n      stock {\n        isInStock\n      }\n      stockLabel {\n        value\n        label\n      }\n    }\n  }\n}": typeof types.ConfiguratorFragmentFragmentDoc,
    "fragment CustomerAddressFragment on CustomerAddress {\n  id\n  firstname\n  lastname\n  company\n  street\n  postcode\n  city\n  countryCode\n  telephone\n  isDefaultBilling\n  isDefaultShipping\n}": typeof types.CustomerAddressFragmentFragmentDoc,
    "fragment CustomerAddressMutationResultFragment on CustomerAddressMutationResult {\n  success\n  errorMessage\n  fieldErrors {\n    field\n    message\n  }\n  address {\n    ...CustomerAddressFragment\n  }\n}": typeof types.CustomerAddressMutationResultFragmentFragmentDoc,
    "fragment CustomerFragment on Customer {\n  id\n  email\n  firstname\n  lastname\n  group\n  proStatus\n  company\n}": typeof types.CustomerFragmentFragmentDoc,
    "fragment CustomerMutationResultFragment on CustomerMutationResult {\n  success\n  errorMessage\n  message\n  fieldErrors {\n    field\n    message\n  }\n  customer {\n    ...CustomerFragment\n  }\n}": typeof types.CustomerMutationResultFragmentFragmentDoc,
    "fragment InvoicePartyFragment on InvoiceParty {\n  name\n  company\n  street\n  postcode\n  city\n  countryCode\n  siret\n  vatNumber\n}": typeof types.InvoicePartyFragmentFragmentDoc,
    "fragment ItemActionsFragment on Product {\n  sku\n  type\n  path\n  stock {\n    isInStock\n  }\n}": typeof types.ItemActionsFragmentFragmentDoc,
    "fragment ListingFragment on ProductListing {\n  total\n  matchCap\n  page\n  pageLength\n  pageCount\n  minPrice\n  maxPrice\n  minPriceInclTax\n  maxPriceInclTax\n  sort {\n    field\n    direction\n  }\n  appliedFilters {\n    code\n    values\n  }\n  facets {\n    kind\n    code\n    label\n    buckets {\n      value\n      label\n      docCount\n      selected\n      swatch {\n        type\n        value\n      }\n    }\n  }\n  priceRanges {\n    name\n    value\n    docCount\n  }\n  items {\n    ...ProductOverviewFragment\n  }\n}": typeof types.ListingFragmentFragmentDoc,
    "fragment MoneyFragment on Money {\n  amount\n  currency\n}": typeof types.MoneyFragmentFragmentDoc,
    "fragment OptionCostFragment on OptionCost {\n  optionId\n  valueId\n  cost {\n    ...PriceFragment\n  }\n}": typeof types.OptionCostFragmentFragmentDoc,
    "fragment OrderDetailFragment on Order {\n  ...OrderListItemFragment\n  email\n  lines {\n    id\n    sku\n    name\n    quantity\n    unitPrice {\n      ...PriceFragment\n    }\n    rowTotal {\n      ...PriceFragment\n    }\n    options {\n      label\n      value\n    }\n  }\n  totals {\n    subtotal {\n      ...PriceFragment\n    }\n    shipping {\n      ...MoneyFragment\n    }\n    tax {\n      ...MoneyFragment\n    }\n    grandTotal {\n      ...PriceFragment\n    }\n    storeCreditUsed {\n      ...MoneyFragment\n    }\n  }\n  shippingAddress {\n    ...CheckoutAddressFragment\n  }\n  billingAddress {\n    ...CheckoutAddressFragment\n  }\n  shippingMethod {\n    code\n    title\n  }\n  pickupPoint {\n    ...CheckoutPickupPointFragment\n  }\n  payment {\n    code\n    title\n  }\n  statusHistory {\n    status\n    createdAt\n    comment\n  }\n  shipments {\n    id\n    carrier\n    name\n    trackingId\n    url\n    createdAt\n    items {\n      sku\n      name\n      quantity\n    }\n  }\n  invoices {\n    id\n    number\n    creationDate\n    totals {\n      grandTotal {\n        ...MoneyFragment\n      }\n    }\n  }\n  creditMemos {\n    id\n    number\n    createdAt\n    status\n    refundTo\n    amount {\n      ...MoneyFragment\n    }\n    items {\n      sku\n      name\n      quantity\n    }\n  }\n  returns {\n    id\n    number\n    createdAt\n    status\n  }\n}": typeof types.OrderDetailFragmentFragmentDoc,
    "fragment OrderListItemFragment on Order {\n  order_id\n  number\n  createdAt\n  status\n  itemCount\n  totals {\n    grandTotal {\n      ...PriceFragment\n    }\n  }\n}": typeof types.OrderListItemFragmentFragmentDoc,
    "fragment OrderSummaryFragment on OrderSummary {\n  number\n  status\n  paymentStatus\n  email\n  priceBasis\n  subtotalExclTax {\n    ...MoneyFragment\n  }\n  lines {\n    sku\n    name\n    quantity\n    unitPrice {\n      ...MoneyFragment\n    }\n    rowTotal {\n      ...MoneyFragment\n    }\n    rowTotalExclTax {\n      ...MoneyFragment\n    }\n    options {\n      label\n      value\n    }\n  }\n  totals {\n    subtotal {\n      ...MoneyFragment\n    }\n    shipping {\n      ...MoneyFragment\n    }\n    tax {\n      ...MoneyFragment\n    }\n    grandTotalExclTax {\n      ...MoneyFragment\n    }\n    grandTotal {\n      ...MoneyFragment\n    }\n  }\n  shippingMethodTitle\n  pickupPoint {\n    id\n    name\n    street\n    postcode\n    city\n    countryCode\n  }\n  shippingAddress {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    countryCode\n    telephone\n  }\n  paymentMethodTitle\n}": typeof types.OrderSummaryFragmentFragmentDoc,
    "fragment PriceFragment on Price {\n  priceInclTax {\n    ...MoneyFragment\n  }\n  priceExclTax {\n    ...MoneyFragment\n  }\n}": typeof types.PriceFragmentFragmentDoc,
    "fragment ProductOverviewFragment on Product {\n  name\n  imageUrl\n  prices {\n    ...ProductPricesFragment\n  }\n  overview {\n    reviews(from: 0, size: 0) {\n      ...RatingAverageFragment\n    }\n  }\n  ...ProductStockFragment\n  ...ItemActionsFragment\n}": typeof types.ProductOverviewFragmentFragmentDoc,
    "fragment ProductPageFragment on Product {\n  identifier\n  ...ProductOverviewFragment\n  shortDescription\n  description\n  metaTitle\n  metaDescription\n  images {\n    path\n    label\n    position\n  }\n  attributes {\n    code\n    label\n    value\n  }\n  customOptions {\n    option_id\n    title\n    type\n    is_required\n    max_characters\n    sort_order\n    extraCost {\n      type\n      rate\n      prices {\n        ...PriceFragment\n      }\n    }\n    values {\n      option_value_id\n      title\n      sort_order\n      extraCost {\n        type\n        rate\n        prices {\n          ...PriceFragment\n        }\n      }\n    }\n  }\n  ...ConfiguratorFragment\n  bundleOptions {\n    id\n    label\n    required\n    type\n    values {\n      value\n      label\n      defaultQuantity\n      userDefinedQuantity\n      isDefault\n      prices {\n        ...ProductPricesFragment\n      }\n      product {\n        sku\n        name\n        imageUrl\n      }\n    }\n  }\n  priceSheet {\n    parts {\n      sku\n      selectionId\n      steps {\n        minQty\n        unit {\n          ...PriceFragment\n        }\n        optionCosts {\n          ...OptionCostFragment\n        }\n      }\n    }\n    fixedCosts {\n      ...OptionCostFragment\n    }\n  }\n  groupedItems {\n    qty\n    position\n    product {\n      ...ProductOverviewFragment\n    }\n  }\n  downloadableLinks {\n    id\n    title\n    sampleUrl\n    price {\n      ...PriceFragment\n    }\n  }\n  breadcrumbs {\n    name\n    path\n  }\n  alternates {\n    locale\n    path\n  }\n  reviews(from: 0, size: 5) {\n    ...RatingAverageFragment\n    reviews {\n      id\n      rating\n      author {\n        displayName\n      }\n      creationDate\n      title\n      comment\n    }\n  }\n  relatedProducts {\n    ...ProductOverviewFragment\n  }\n}": typeof types.ProductPageFragmentFragmentDoc,
    "fragment ProductPricesFragment on ProductPrices {\n  basis\n  regularPrice {\n    ...PriceFragment\n  }\n  finalPrice {\n    ...PriceFragment\n  }\n  minPrice {\n    ...PriceFragment\n  }\n  tierPrice {\n    qty\n    price {\n      ...PriceFragment\n    }\n  }\n}": typeof types.ProductPricesFragmentFragmentDoc,
    "fragment ProductStockFragment on Product {\n  sku\n  stock {\n    isInStock\n    qty\n  }\n  stockLabel {\n    value\n    label\n  }\n}": typeof types.ProductStockFragmentFragmentDoc,
    "fragment RatingAverageFragment on ReviewsLayer {\n  total\n  ratingAverage\n}": typeof types.RatingAverageFragmentFragmentDoc,
    "fragment WishlistFragment on Wishlist {\n  id\n  isShareable\n  shareCode\n  items {\n    id\n    quantity\n    comment\n    addedAt\n    selectedOptions {\n      option_id\n      option_value\n      label\n      valueLabel\n    }\n    product {\n      sku\n      name\n      path\n      imageUrl\n      prices {\n        ...ProductPricesFragment\n      }\n      ...ProductStockFragment\n    }\n  }\n}": typeof types.WishlistFragmentFragmentDoc,
    "fragment WysiwygFragment on Wysiwyg {\n  childNodes\n  data {\n    dataId\n    ... on ProductGridWidget {\n      products {\n        ...ProductOverviewFragment\n      }\n    }\n  }\n}": typeof types.WysiwygFragmentFragmentDoc,
};
const documents: Documents = {
    "mutation AddProductToWishlistMutation($input: WishlistAddInput!) {\n  addProductToWishlist(input: $input) {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}": types.AddProductToWishlistMutationDocument,
    "mutation AddSharedWishlistToCartMutation($shareCode: String!, $itemId: ID) {\n  addSharedWishlistToCart(shareCode: $shareCode, itemId: $itemId) {\n    success\n    errorMessage\n    addedCount\n    messages\n  }\n}": types.AddSharedWishlistToCartMutationDocument,
    "mutation AddWishlistToCartMutation($itemId: ID) {\n  addWishlistToCart(itemId: $itemId) {\n    success\n    errorMessage\n    addedCount\n    messages\n  }\n}": types.AddWishlistToCartMutationDocument,
    "mutation AddProductsToCartMutation($lines: [CartLineBySkuInput!]!) {\n  addProductsToCart(lines: $lines) {\n    success\n    errorMessage\n    addedCount\n    lines {\n      line\n      sku\n      quantity\n      status\n      name\n      message\n    }\n    cart {\n      ...CartFragment\n    }\n  }\n}": types.AddProductsToCartMutationDocument,
    "mutation AddToCartMutation($input: AddToCartInput!) {\n  addToCart(input: $input) {\n    success\n    errorMessage\n    cart {\n      ...CartFragment\n    }\n  }\n}": types.AddToCartMutationDocument,
    "query CartCountQuery {\n  cart {\n    totalQuantity\n  }\n}": types.CartCountQueryDocument,
    "mutation EmptyCartMutation {\n  emptyCart {\n    success\n    errorMessage\n    cart {\n      ...CartFragment\n    }\n  }\n}": types.EmptyCartMutationDocument,
    "query CartQuery {\n  cart {\n    ...CartFragment\n  }\n}": types.CartQueryDocument,
    "mutation RemoveCartItemMutation($itemId: ID!) {\n  removeCartItem(itemId: $itemId) {\n    success\n    errorMessage\n    cart {\n      ...CartFragment\n    }\n  }\n}": types.RemoveCartItemMutationDocument,
    "mutation UpdateCartItemQuantityMutation($itemId: ID!, $quantity: Int!) {\n  updateCartItemQuantity(itemId: $itemId, quantity: $quantity) {\n    success\n    errorMessage\n    cart {\n      ...CartFragment\n    }\n  }\n}": types.UpdateCartItemQuantityMutationDocument,
    "query CategoryMenuQuery {\n  categoryMenu {\n    id\n    name\n    path\n    children {\n      id\n      name\n      path\n    }\n  }\n}": types.CategoryMenuQueryDocument,
    "query CategoryQuery($id: ID!, $query: String) {\n  category(id: $id) {\n    ...CategoryFragment\n    products(query: $query) {\n      ...ListingFragment\n    }\n  }\n}": types.CategoryQueryDocument,
    "mutation ChangeCustomerEmailMutation($email: String!, $password: String!) {\n  changeCustomerEmail(email: $email, password: $password) {\n    ...CustomerMutationResultFragment\n  }\n}": types.ChangeCustomerEmailMutationDocument,
    "mutation ChangeCustomerPasswordMutation($currentPassword: String!, $newPassword: String!) {\n  changeCustomerPassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n  ) {\n    ...CustomerMutationResultFragment\n  }\n}": types.ChangeCustomerPasswordMutationDocument,
    "query CheckoutQuery {\n  checkout {\n    ...CheckoutFragment\n  }\n  mapTilesUrl\n  me {\n    id\n    addresses {\n      ...CustomerAddressFragment\n    }\n    storeCredit {\n      balance {\n        amount\n        currency\n      }\n    }\n  }\n}": types.CheckoutQueryDocument,
    "mutation SetCheckoutAddressesMutation($shipping: CheckoutAddressInput!, $billing: CheckoutAddressInput, $billingSameAsShipping: Boolean!) {\n  setCheckoutAddresses(\n    shipping: $shipping\n    billing: $billing\n    billingSameAsShipping: $billingSameAsShipping\n  ) {\n    ...CheckoutMutationResultFragment\n  }\n}": types.SetCheckoutAddressesMutationDocument,
    "mutation SetCheckoutEmailMutation($email: String!) {\n  setCheckoutEmail(email: $email) {\n    ...CheckoutMutationResultFragment\n  }\n}": types.SetCheckoutEmailMutationDocument,
    "mutation SetCheckoutPaymentMethodMutation($code: ID!) {\n  setCheckoutPaymentMethod(code: $code) {\n    ...CheckoutMutationResultFragment\n  }\n}": types.SetCheckoutPaymentMethodMutationDocument,
    "mutation SetCheckoutSavedAddressMutation($addressId: ID!) {\n  setCheckoutSavedAddress(addressId: $addressId) {\n    ...CheckoutMutationResultFragment\n  }\n}": types.SetCheckoutSavedAddressMutationDocument,
    "mutation SetCheckoutShippingMethodMutation($code: ID!, $pickupPointId: ID) {\n  setCheckoutShippingMethod(code: $code, pickupPointId: $pickupPointId) {\n    ...CheckoutMutationResultFragment\n  }\n}": types.SetCheckoutShippingMethodMutationDocument,
    "query CmsPageQuery($identifiers: [String!]!) {\n  cmsPageList(identifiers: $identifiers) {\n    ...CmsPageFragment\n  }\n}": types.CmsPageQueryDocument,
    "mutation ConfirmNewsletterSubscriptionMutation($token: String!) {\n  confirmNewsletterSubscription(token: $token) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n  }\n}": types.ConfirmNewsletterSubscriptionMutationDocument,
    "mutation CreateContactTicketMutation($input: CreateContactTicketInput!) {\n  createContactTicket(input: $input) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n    ticketId\n    inAccount\n  }\n}": types.CreateContactTicketMutationDocument,
    "mutation CreateCustomerAddressMutation($input: CustomerAddressInput!) {\n  createCustomerAddress(input: $input) {\n    ...CustomerAddressMutationResultFragment\n  }\n}": types.CreateCustomerAddressMutationDocument,
    "mutation CreateProductReviewMutation($input: CreateProductReviewInput!) {\n  createProductReview(input: $input) {\n    success\n    errorMessage\n  }\n}": types.CreateProductReviewMutationDocument,
    "mutation DeleteCustomerAddressMutation($id: ID!) {\n  deleteCustomerAddress(id: $id) {\n    ...CustomerAddressMutationResultFragment\n  }\n}": types.DeleteCustomerAddressMutationDocument,
    "query EditorModesQuery {\n  editorModes {\n    editor\n    preview\n    xRay\n  }\n}": types.EditorModesQueryDocument,
    "query FaqQuery {\n  faq {\n    title\n    entries {\n      id\n      question\n      answer\n    }\n  }\n}": types.FaqQueryDocument,
    "mutation FindGuestOrderMutation($number: String!, $email: String!) {\n  findGuestOrder(number: $number, email: $email) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n    order {\n      ...OrderSummaryFragment\n    }\n  }\n}": types.FindGuestOrderMutationDocument,
    "query FooterBlocksQuery($identifiers: [String!]!) {\n  cmsBlockList(identifiers: $identifiers) {\n    identifier\n    title\n    contentWysiwyg {\n      childNodes\n    }\n  }\n}": types.FooterBlocksQueryDocument,
    "query IsFeatureActive($name: String!) {\n  isFeatureActive(name: $name)\n}": types.IsFeatureActiveDocument,
    "query LegalNoticeQuery {\n  legalNotice {\n    company\n    legalForm\n    capital\n    street\n    postcode\n    city\n    countryCode\n    siret\n    rcs\n    vatNumber\n    email\n    publicationDirector\n    hostName\n    hostAddress\n    hostPhone\n  }\n}": types.LegalNoticeQueryDocument,
    "query LoadWishlistQuery {\n  me {\n    id\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}": types.LoadWishlistQueryDocument,
    "query MeQuery {\n  me {\n    ...CustomerFragment\n  }\n}": types.MeQueryDocument,
    "query MenuFeaturedQuery {\n  categoryMenu {\n    id\n    products(query: \"pageLength=1\") {\n      items {\n        sku\n        name\n        path\n        imageUrl\n      }\n    }\n  }\n}": types.MenuFeaturedQueryDocument,
    "query NewsletterWordingQuery {\n  newsletterConsentWording\n}": types.NewsletterWordingQueryDocument,
    "mutation ConfirmPaymentReturnMutation($paymentId: ID!) {\n  confirmPaymentReturn(paymentId: $paymentId) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n    order {\n      ...OrderSummaryFragment\n    }\n    redirectUrl\n  }\n}": types.ConfirmPaymentReturnMutationDocument,
    "query PlacedOrderQuery($number: String!) {\n  placedOrder(number: $number) {\n    ...OrderSummaryFragment\n  }\n}": types.PlacedOrderQueryDocument,
    "query PickupPointsQuery($postcode: String!, $countryCode: String!) {\n  pickupPoints(postcode: $postcode, countryCode: $countryCode) {\n    ...CheckoutPickupPointFragment\n  }\n}": types.PickupPointsQueryDocument,
    "mutation PlaceOrderMutation($idempotencyKey: ID!, $expectedGrandTotal: Int, $acceptTerms: Boolean, $useStoreCredit: Boolean) {\n  placeOrder(\n    idempotencyKey: $idempotencyKey\n    expectedGrandTotal: $expectedGrandTotal\n    acceptTerms: $acceptTerms\n    useStoreCredit: $useStoreCredit\n  ) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n    order {\n      ...OrderSummaryFragment\n    }\n    redirectUrl\n  }\n}": types.PlaceOrderMutationDocument,
    "query ProductPageQuery($sku: String!) {\n  product(sku: $sku) {\n    ...ProductPageFragment\n  }\n}": types.ProductPageQueryDocument,
    "query ProductReviewsQuery($sku: String!, $from: Int!, $size: Int!) {\n  product(sku: $sku) {\n    sku\n    reviews(from: $from, size: $size) {\n      ...RatingAverageFragment\n      reviews {\n        id\n        rating\n        author {\n          displayName\n        }\n        creationDate\n        title\n        comment\n      }\n    }\n  }\n}": types.ProductReviewsQueryDocument,
    "query QuickOrderSuggestionsQuery($query: String!) {\n  quickOrderSuggestions(query: $query) {\n    sku\n    name\n    imageUrl\n    prices {\n      finalPrice {\n        ...PriceFragment\n      }\n    }\n    stockLabel {\n      value\n      label\n    }\n  }\n}": types.QuickOrderSuggestionsQueryDocument,
    "mutation RegisterCustomerMutation($input: RegisterCustomerInput!) {\n  registerCustomer(input: $input) {\n    ...CustomerMutationResultFragment\n  }\n}": types.RegisterCustomerMutationDocument,
    "mutation RegisterProMutation($input: RegisterProInput!) {\n  registerPro(input: $input) {\n    ...CustomerMutationResultFragment\n  }\n}": types.RegisterProMutationDocument,
    "mutation RemoveProductFromWishlistMutation($sku: String!) {\n  removeProductFromWishlist(sku: $sku) {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}": types.RemoveProductFromWishlistMutationDocument,
    "mutation RemoveWishlistItemMutation($itemId: ID!) {\n  removeWishlistItem(itemId: $itemId) {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}": types.RemoveWishlistItemMutationDocument,
    "mutation ReorderMutation($orderId: ID!) {\n  reorder(orderId: $orderId) {\n    success\n    errorMessage\n    addedCount\n    notAdded {\n      sku\n      name\n      message\n    }\n  }\n}": types.ReorderMutationDocument,
    "mutation RequestNewsletterSubscriptionMutation($email: String!, $botCheck: String) {\n  requestNewsletterSubscription(email: $email, botCheck: $botCheck) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n  }\n}": types.RequestNewsletterSubscriptionMutationDocument,
    "mutation RequestPasswordResetMutation($email: String!, $botCheck: String) {\n  requestPasswordReset(email: $email, botCheck: $botCheck) {\n    ...CustomerMutationResultFragment\n  }\n}": types.RequestPasswordResetMutationDocument,
    "mutation RequestReturnMutation($input: RequestReturnInput!) {\n  requestReturn(input: $input) {\n    success\n    errorMessage\n    returnNumber\n  }\n}": types.RequestReturnMutationDocument,
    "mutation ResetPasswordMutation($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password) {\n    ...CustomerMutationResultFragment\n  }\n}": types.ResetPasswordMutationDocument,
    "mutation RevokeWishlistShareMutation {\n  revokeWishlistShare {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}": types.RevokeWishlistShareMutationDocument,
    "query RouteQuery($url: String!) {\n  route(url: $url) {\n    identifier\n    ... on Redirect {\n      redirectTo\n      redirectType\n      external\n    }\n    ... on Category {\n      ...CategoryFragment\n      products {\n        ...ListingFragment\n      }\n    }\n    ... on Product {\n      sku\n      ...ProductPageFragment\n    }\n    ... on CmsPage {\n      ...CmsPageFragment\n    }\n  }\n}": types.RouteQueryDocument,
    "query SearchQuery($text: String!, $query: String) {\n  search(text: $text, query: $query) {\n    ...ListingFragment\n  }\n}": types.SearchQueryDocument,
    "query SearchSuggestionsQuery($text: String!) {\n  searchSuggestions(text: $text) {\n    products {\n      ...ProductOverviewFragment\n    }\n    categories {\n      id\n      name\n      path\n    }\n  }\n}": types.SearchSuggestionsQueryDocument,
    "mutation SetCurrencyMutation($code: String!) {\n  setCurrency(code: $code) {\n    success\n    errorMessage\n  }\n}": types.SetCurrencyMutationDocument,
    "mutation SetDefaultCustomerAddressMutation($id: ID!, $kind: CustomerAddressDefault!) {\n  setDefaultCustomerAddress(id: $id, kind: $kind) {\n    ...CustomerAddressMutationResultFragment\n  }\n}": types.SetDefaultCustomerAddressMutationDocument,
    "mutation SetPreviewModeMutation($enabled: Boolean!) {\n  setPreviewMode(enabled: $enabled) {\n    success\n    errorMessage\n  }\n}": types.SetPreviewModeMutationDocument,
    "mutation SetXRayModeMutation($enabled: Boolean!) {\n  setXRayMode(enabled: $enabled) {\n    success\n    errorMessage\n  }\n}": types.SetXRayModeMutationDocument,
    "mutation ShareWishlistMutation {\n  shareWishlist {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}": types.ShareWishlistMutationDocument,
    "query SharedWishlistQuery($shareCode: String!) {\n  sharedWishlist(shareCode: $shareCode) {\n    shareCode\n    items {\n      id\n      quantity\n      selectedOptions {\n        option_id\n        option_value\n        label\n        valueLabel\n      }\n      product {\n        sku\n        name\n        path\n        imageUrl\n        prices {\n          ...ProductPricesFragment\n        }\n        ...ProductStockFragment\n      }\n    }\n  }\n}": types.SharedWishlistQueryDocument,
    "query ShippingEstimateQuery($countryCode: String!, $postcode: String) {\n  shippingEstimate(countryCode: $countryCode, postcode: $postcode) {\n    ...CheckoutShippingMethodFragment\n  }\n}": types.ShippingEstimateQueryDocument,
    "query ShopQuery {\n  shop {\n    id\n    websiteId\n    name\n    url\n    baseUrl\n    imageBaseUrl\n    currentCurrency {\n      code\n      symbol\n    }\n    taxFactor\n    locale\n    defaultTitle\n    defaultDescription\n    availablePageSizes\n    sites {\n      locale\n      pathPrefix\n      currency\n      country\n      language\n    }\n  }\n}": types.ShopQueryDocument,
    "mutation SignInMutation($email: String!, $password: String!, $remember: Boolean!) {\n  signIn(email: $email, password: $password, remember: $remember) {\n    ...CustomerMutationResultFragment\n  }\n}": types.SignInMutationDocument,
    "mutation SignOutMutation {\n  signOut {\n    success\n    errorMessage\n  }\n}": types.SignOutMutationDocument,
    "query SitemapQuery($page: Int!, $pageSize: Int!) {\n  sitemap(page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    entries {\n      path\n      priority\n      changeFrequency\n      lastModified\n      images {\n        path\n        title\n      }\n    }\n  }\n}": types.SitemapQueryDocument,
    "query SocialSignInProvidersQuery {\n  socialSignInProviders {\n    id\n    name\n  }\n}": types.SocialSignInProvidersQueryDocument,
    "mutation SubscribeCustomerNewsletterMutation {\n  subscribeCustomerNewsletter {\n    ...CustomerMutationResultFragment\n  }\n}": types.SubscribeCustomerNewsletterMutationDocument,
    "mutation SubscribeStockAlertMutation($input: StockAlertInput!) {\n  subscribeStockAlert(input: $input) {\n    success\n    errorMessage\n  }\n}": types.SubscribeStockAlertMutationDocument,
    "mutation UnsubscribeCustomerNewsletterMutation {\n  unsubscribeCustomerNewsletter {\n    ...CustomerMutationResultFragment\n  }\n}": types.UnsubscribeCustomerNewsletterMutationDocument,
    "mutation UnsubscribeNewsletterByTokenMutation($token: String!) {\n  unsubscribeNewsletterByToken(token: $token) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n  }\n}": types.UnsubscribeNewsletterByTokenMutationDocument,
    "mutation UnsubscribeStockAlertMutation($token: String!) {\n  unsubscribeStockAlert(token: $token) {\n    success\n    errorMessage\n  }\n}": types.UnsubscribeStockAlertMutationDocument,
    "mutation UpdateCustomerAddressMutation($id: ID!, $input: CustomerAddressInput!) {\n  updateCustomerAddress(id: $id, input: $input) {\n    ...CustomerAddressMutationResultFragment\n  }\n}": types.UpdateCustomerAddressMutationDocument,
    "mutation UpdateCustomerNameMutation($input: UpdateCustomerNameInput!) {\n  updateCustomerName(input: $input) {\n    ...CustomerMutationResultFragment\n  }\n}": types.UpdateCustomerNameMutationDocument,
    "mutation UpdateWishlistItemMutation($input: WishlistItemUpdateInput!) {\n  updateWishlistItem(input: $input) {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}": types.UpdateWishlistItemMutationDocument,
    "query UserAddressBookQuery {\n  me {\n    ...CustomerFragment\n    addresses {\n      ...CustomerAddressFragment\n    }\n  }\n}": types.UserAddressBookQueryDocument,
    "query UserDownloadsQuery {\n  me {\n    ...CustomerFragment\n    downloadableProducts {\n      id\n      productName\n      linkTitle\n      orderId\n      orderedAt\n      downloadsUsed\n      maxDownloads\n      state\n      downloadUrl\n      downloadUrlExpiresAt\n    }\n  }\n}": types.UserDownloadsQueryDocument,
    "query UserHelpdeskQuery {\n  me {\n    ...CustomerFragment\n    helpdeskTickets {\n      id\n      subject\n      subjectLabel\n      status\n      statusLabel\n      orderNumber\n      createdAt\n      lastMessageAt\n      lastAuthor\n    }\n  }\n}": types.UserHelpdeskQueryDocument,
    "query UserHelpdeskTicketQuery($id: ID!) {\n  me {\n    ...CustomerFragment\n    helpdeskTicket(id: $id) {\n      id\n      subject\n      subjectLabel\n      status\n      statusLabel\n      orderNumber\n      createdAt\n      lastMessageAt\n      lastAuthor\n      messages {\n        id\n        author\n        staffName\n        body\n        createdAt\n        attachments {\n          id\n          fileName\n          contentType\n          size\n          path\n        }\n      }\n    }\n  }\n}": types.UserHelpdeskTicketQueryDocument,
    "query UserInformationQuery {\n  me {\n    ...CustomerFragment\n    pendingEmail\n  }\n}": types.UserInformationQueryDocument,
    "query UserInvoiceQuery($orderId: ID!) {\n  me {\n    ...CustomerFragment\n    order(orderId: $orderId) {\n      order_id\n      number\n      createdAt\n      payment {\n        code\n        title\n      }\n      invoices {\n        id\n        number\n        creationDate\n        seller {\n          ...InvoicePartyFragment\n        }\n        buyer {\n          ...InvoicePartyFragment\n        }\n        items {\n          id\n          sku\n          name\n          quantity\n          price {\n            ...PriceFragment\n          }\n          taxRate\n          taxAmount {\n            ...MoneyFragment\n          }\n          subtotal {\n            ...PriceFragment\n          }\n        }\n        totals {\n          subtotal {\n            ...MoneyFragment\n          }\n          shippingAmount {\n            ...MoneyFragment\n          }\n          taxAmount {\n            ...MoneyFragment\n          }\n          discount {\n            ...MoneyFragment\n          }\n          grandTotal {\n            ...MoneyFragment\n          }\n        }\n      }\n    }\n  }\n}": types.UserInvoiceQueryDocument,
    "query UserNewsletterQuery {\n  me {\n    ...CustomerFragment\n    isSubscribed\n    newsletterChoiceAt\n    newsletterWording\n  }\n}": types.UserNewsletterQueryDocument,
    "query UserOrderQuery($orderId: ID!) {\n  me {\n    ...CustomerFragment\n    order(orderId: $orderId) {\n      ...OrderDetailFragment\n    }\n    returnableOrder(orderId: $orderId) {\n      order_id\n    }\n  }\n}": types.UserOrderQueryDocument,
    "query UserOrdersQuery($page: Int!, $pageSize: Int!) {\n  me {\n    ...CustomerFragment\n    orders(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      totalPages\n      items {\n        ...OrderListItemFragment\n      }\n    }\n  }\n}": types.UserOrdersQueryDocument,
    "query UserReturnFormQuery($orderId: ID!) {\n  me {\n    ...CustomerFragment\n    returnableOrder(orderId: $orderId) {\n      order_id\n      lines {\n        id\n        sku\n        name\n        options {\n          label\n          value\n        }\n        ordered\n        shipped\n        returnable\n      }\n    }\n  }\n}": types.UserReturnFormQueryDocument,
    "query UserReturnsQuery {\n  me {\n    ...CustomerFragment\n    returns {\n      id\n      number\n      orderId\n      status\n      resolution\n      comment\n      refusalReason\n      createdAt\n      items {\n        sku\n        name\n        quantity\n        reason\n        condition\n      }\n      history {\n        status\n        createdAt\n      }\n    }\n  }\n}": types.UserReturnsQueryDocument,
    "query UserStoreCreditQuery {\n  me {\n    ...CustomerFragment\n    storeCredit {\n      balance {\n        amount\n        currency\n      }\n      history {\n        id\n        amount {\n          amount\n          currency\n        }\n        reason\n        balanceAfter {\n          amount\n          currency\n        }\n        orderNumber\n        creditMemoNumber\n        createdAt\n      }\n    }\n  }\n}": types.UserStoreCreditQueryDocument,
    "query UserWishlistQuery {\n  me {\n    ...CustomerFragment\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}": types.UserWishlistQueryDocument,
    "query WishlistLookupQuery($sku: String!) {\n  me {\n    id\n    wishlist {\n      id\n      itemBySku(sku: $sku) {\n        isInWishlist\n        item {\n          id\n        }\n      }\n    }\n  }\n}": types.WishlistLookupQueryDocument,
    "fragment CartFragment on Cart {\n  priceBasis\n  totalQuantity\n  subtotal {\n    ...PriceFragment\n  }\n  tax {\n    ...MoneyFragment\n  }\n  items {\n    id\n    quantity\n    product {\n      id\n      sku\n      name\n      path\n      imageUrl\n    }\n    configuredProduct {\n      id\n      sku\n      name\n      imageUrl\n    }\n    options {\n      label\n      value\n    }\n    unitPrice {\n      ...PriceFragment\n    }\n    rowTotal {\n      ...PriceFragment\n    }\n    stockError\n  }\n  unavailableItems {\n    id\n    sku\n    name\n    quantity\n    message\n  }\n}": types.CartFragmentFragmentDoc,
    "fragment CategoryFragment on Category {\n  identifier\n  id\n  name\n  description\n  path\n  image\n  metaTitle\n  metaDescription\n  breadcrumbs {\n    name\n    path\n  }\n  alternates {\n    locale\n    path\n  }\n  children {\n    id\n    name\n    path\n  }\n}": types.CategoryFragmentFragmentDoc,
    "fragment CheckoutAddressFragment on CheckoutAddress {\n  firstname\n  lastname\n  company\n  street\n  postcode\n  city\n  countryCode\n  telephone\n}": types.CheckoutAddressFragmentFragmentDoc,
    "fragment CheckoutFragment on Checkout {\n  step\n  email\n  shippingAddress {\n    ...CheckoutAddressFragment\n  }\n  billingAddress {\n    ...CheckoutAddressFragment\n  }\n  billingSameAsShipping\n  shippingMethod {\n    ...CheckoutShippingMethodFragment\n  }\n  pickupPoint {\n    ...CheckoutPickupPointFragment\n  }\n  paymentMethod {\n    code\n    title\n    kind\n  }\n  availableShippingMethods {\n    ...CheckoutShippingMethodFragment\n  }\n  availablePaymentMethods {\n    code\n    title\n    kind\n  }\n  totals {\n    subtotal {\n      ...MoneyFragment\n    }\n    shipping {\n      ...MoneyFragment\n    }\n    tax {\n      ...MoneyFragment\n    }\n    grandTotalExclTax {\n      ...MoneyFragment\n    }\n    grandTotal {\n      ...MoneyFragment\n    }\n  }\n  cart {\n    ...CartFragment\n  }\n}": types.CheckoutFragmentFragmentDoc,
    "fragment CheckoutMutationResultFragment on CheckoutMutationResult {\n  success\n  errorMessage\n  fieldErrors {\n    field\n    message\n  }\n  checkout {\n    ...CheckoutFragment\n  }\n}": types.CheckoutMutationResultFragmentFragmentDoc,
    "fragment CheckoutPickupPointFragment on PickupPoint {\n  id\n  name\n  street\n  postcode\n  city\n  countryCode\n  latitude\n  longitude\n  schedule {\n    day\n    opens\n    closes\n  }\n}": types.CheckoutPickupPointFragmentFragmentDoc,
    "fragment CheckoutShippingMethodFragment on ShippingMethod {\n  code\n  kind\n  title\n  description\n  amount {\n    ...MoneyFragment\n  }\n}": types.CheckoutShippingMethodFragmentFragmentDoc,
    "fragment CmsPageFragment on CmsPage {\n  identifier\n  title\n  meta_title\n  meta_description\n  meta_keywords\n  path\n  content_heading\n  contentWysiwyg {\n    ...WysiwygFragment\n  }\n}": types.CmsPageFragmentFragmentDoc,
    "fragment ConfiguratorFragment on Product {\n  sku\n  configurableOptions {\n    id\n    label\n    attribute {\n      id\n      code\n      label\n    }\n    values {\n      label\n      value\n      swatch {\n        type\n        value\n      }\n    }\n  }\n  configurations {\n    attributes {\n      code\n      value\n    }\n    product {\n      sku\n      name\n      imageUrl\n      prices {\n        ...ProductPricesFragment\n      }\n      stock {\n        isInStock\n      }\n      stockLabel {\n        value\n        label\n      }\n    }\n  }\n}": types.ConfiguratorFragmentFragmentDoc,
    "fragment CustomerAddressFragment on CustomerAddress {\n  id\n  firstname\n  lastname\n  company\n  street\n  postcode\n  city\n  countryCode\n  telephone\n  isDefaultBilling\n  isDefaultShipping\n}": types.CustomerAddressFragmentFragmentDoc,
    "fragment CustomerAddressMutationResultFragment on CustomerAddressMutationResult {\n  success\n  errorMessage\n  fieldErrors {\n    field\n    message\n  }\n  address {\n    ...CustomerAddressFragment\n  }\n}": types.CustomerAddressMutationResultFragmentFragmentDoc,
    "fragment CustomerFragment on Customer {\n  id\n  email\n  firstname\n  lastname\n  group\n  proStatus\n  company\n}": types.CustomerFragmentFragmentDoc,
    "fragment CustomerMutationResultFragment on CustomerMutationResult {\n  success\n  errorMessage\n  message\n  fieldErrors {\n    field\n    message\n  }\n  customer {\n    ...CustomerFragment\n  }\n}": types.CustomerMutationResultFragmentFragmentDoc,
    "fragment InvoicePartyFragment on InvoiceParty {\n  name\n  company\n  street\n  postcode\n  city\n  countryCode\n  siret\n  vatNumber\n}": types.InvoicePartyFragmentFragmentDoc,
    "fragment ItemActionsFragment on Product {\n  sku\n  type\n  path\n  stock {\n    isInStock\n  }\n}": types.ItemActionsFragmentFragmentDoc,
    "fragment ListingFragment on ProductListing {\n  total\n  matchCap\n  page\n  pageLength\n  pageCount\n  minPrice\n  maxPrice\n  minPriceInclTax\n  maxPriceInclTax\n  sort {\n    field\n    direction\n  }\n  appliedFilters {\n    code\n    values\n  }\n  facets {\n    kind\n    code\n    label\n    buckets {\n      value\n      label\n      docCount\n      selected\n      swatch {\n        type\n        value\n      }\n    }\n  }\n  priceRanges {\n    name\n    value\n    docCount\n  }\n  items {\n    ...ProductOverviewFragment\n  }\n}": types.ListingFragmentFragmentDoc,
    "fragment MoneyFragment on Money {\n  amount\n  currency\n}": types.MoneyFragmentFragmentDoc,
    "fragment OptionCostFragment on OptionCost {\n  optionId\n  valueId\n  cost {\n    ...PriceFragment\n  }\n}": types.OptionCostFragmentFragmentDoc,
    "fragment OrderDetailFragment on Order {\n  ...OrderListItemFragment\n  email\n  lines {\n    id\n    sku\n    name\n    quantity\n    unitPrice {\n      ...PriceFragment\n    }\n    rowTotal {\n      ...PriceFragment\n    }\n    options {\n      label\n      value\n    }\n  }\n  totals {\n    subtotal {\n      ...PriceFragment\n    }\n    shipping {\n      ...MoneyFragment\n    }\n    tax {\n      ...MoneyFragment\n    }\n    grandTotal {\n      ...PriceFragment\n    }\n    storeCreditUsed {\n      ...MoneyFragment\n    }\n  }\n  shippingAddress {\n    ...CheckoutAddressFragment\n  }\n  billingAddress {\n    ...CheckoutAddressFragment\n  }\n  shippingMethod {\n    code\n    title\n  }\n  pickupPoint {\n    ...CheckoutPickupPointFragment\n  }\n  payment {\n    code\n    title\n  }\n  statusHistory {\n    status\n    createdAt\n    comment\n  }\n  shipments {\n    id\n    carrier\n    name\n    trackingId\n    url\n    createdAt\n    items {\n      sku\n      name\n      quantity\n    }\n  }\n  invoices {\n    id\n    number\n    creationDate\n    totals {\n      grandTotal {\n        ...MoneyFragment\n      }\n    }\n  }\n  creditMemos {\n    id\n    number\n    createdAt\n    status\n    refundTo\n    amount {\n      ...MoneyFragment\n    }\n    items {\n      sku\n      name\n      quantity\n    }\n  }\n  returns {\n    id\n    number\n    createdAt\n    status\n  }\n}": types.OrderDetailFragmentFragmentDoc,
    "fragment OrderListItemFragment on Order {\n  order_id\n  number\n  createdAt\n  status\n  itemCount\n  totals {\n    grandTotal {\n      ...PriceFragment\n    }\n  }\n}": types.OrderListItemFragmentFragmentDoc,
    "fragment OrderSummaryFragment on OrderSummary {\n  number\n  status\n  paymentStatus\n  email\n  priceBasis\n  subtotalExclTax {\n    ...MoneyFragment\n  }\n  lines {\n    sku\n    name\n    quantity\n    unitPrice {\n      ...MoneyFragment\n    }\n    rowTotal {\n      ...MoneyFragment\n    }\n    rowTotalExclTax {\n      ...MoneyFragment\n    }\n    options {\n      label\n      value\n    }\n  }\n  totals {\n    subtotal {\n      ...MoneyFragment\n    }\n    shipping {\n      ...MoneyFragment\n    }\n    tax {\n      ...MoneyFragment\n    }\n    grandTotalExclTax {\n      ...MoneyFragment\n    }\n    grandTotal {\n      ...MoneyFragment\n    }\n  }\n  shippingMethodTitle\n  pickupPoint {\n    id\n    name\n    street\n    postcode\n    city\n    countryCode\n  }\n  shippingAddress {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    countryCode\n    telephone\n  }\n  paymentMethodTitle\n}": types.OrderSummaryFragmentFragmentDoc,
    "fragment PriceFragment on Price {\n  priceInclTax {\n    ...MoneyFragment\n  }\n  priceExclTax {\n    ...MoneyFragment\n  }\n}": types.PriceFragmentFragmentDoc,
    "fragment ProductOverviewFragment on Product {\n  name\n  imageUrl\n  prices {\n    ...ProductPricesFragment\n  }\n  overview {\n    reviews(from: 0, size: 0) {\n      ...RatingAverageFragment\n    }\n  }\n  ...ProductStockFragment\n  ...ItemActionsFragment\n}": types.ProductOverviewFragmentFragmentDoc,
    "fragment ProductPageFragment on Product {\n  identifier\n  ...ProductOverviewFragment\n  shortDescription\n  description\n  metaTitle\n  metaDescription\n  images {\n    path\n    label\n    position\n  }\n  attributes {\n    code\n    label\n    value\n  }\n  customOptions {\n    option_id\n    title\n    type\n    is_required\n    max_characters\n    sort_order\n    extraCost {\n      type\n      rate\n      prices {\n        ...PriceFragment\n      }\n    }\n    values {\n      option_value_id\n      title\n      sort_order\n      extraCost {\n        type\n        rate\n        prices {\n          ...PriceFragment\n        }\n      }\n    }\n  }\n  ...ConfiguratorFragment\n  bundleOptions {\n    id\n    label\n    required\n    type\n    values {\n      value\n      label\n      defaultQuantity\n      userDefinedQuantity\n      isDefault\n      prices {\n        ...ProductPricesFragment\n      }\n      product {\n        sku\n        name\n        imageUrl\n      }\n    }\n  }\n  priceSheet {\n    parts {\n      sku\n      selectionId\n      steps {\n        minQty\n        unit {\n          ...PriceFragment\n        }\n        optionCosts {\n          ...OptionCostFragment\n        }\n      }\n    }\n    fixedCosts {\n      ...OptionCostFragment\n    }\n  }\n  groupedItems {\n    qty\n    position\n    product {\n      ...ProductOverviewFragment\n    }\n  }\n  downloadableLinks {\n    id\n    title\n    sampleUrl\n    price {\n      ...PriceFragment\n    }\n  }\n  breadcrumbs {\n    name\n    path\n  }\n  alternates {\n    locale\n    path\n  }\n  reviews(from: 0, size: 5) {\n    ...RatingAverageFragment\n    reviews {\n      id\n      rating\n      author {\n        displayName\n      }\n      creationDate\n      title\n      comment\n    }\n  }\n  relatedProducts {\n    ...ProductOverviewFragment\n  }\n}": types.ProductPageFragmentFragmentDoc,
    "fragment ProductPricesFragment on ProductPrices {\n  basis\n  regularPrice {\n    ...PriceFragment\n  }\n  finalPrice {\n    ...PriceFragment\n  }\n  minPrice {\n    ...PriceFragment\n  }\n  tierPrice {\n    qty\n    price {\n      ...PriceFragment\n    }\n  }\n}": types.ProductPricesFragmentFragmentDoc,
    "fragment ProductStockFragment on Product {\n  sku\n  stock {\n    isInStock\n    qty\n  }\n  stockLabel {\n    value\n    label\n  }\n}": types.ProductStockFragmentFragmentDoc,
    "fragment RatingAverageFragment on ReviewsLayer {\n  total\n  ratingAverage\n}": types.RatingAverageFragmentFragmentDoc,
    "fragment WishlistFragment on Wishlist {\n  id\n  isShareable\n  shareCode\n  items {\n    id\n    quantity\n    comment\n    addedAt\n    selectedOptions {\n      option_id\n      option_value\n      label\n      valueLabel\n    }\n    product {\n      sku\n      name\n      path\n      imageUrl\n      prices {\n        ...ProductPricesFragment\n      }\n      ...ProductStockFragment\n    }\n  }\n}": types.WishlistFragmentFragmentDoc,
    "fragment WysiwygFragment on Wysiwyg {\n  childNodes\n  data {\n    dataId\n    ... on ProductGridWidget {\n      products {\n        ...ProductOverviewFragment\n      }\n    }\n  }\n}": types.WysiwygFragmentFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddProductToWishlistMutation($input: WishlistAddInput!) {\n  addProductToWishlist(input: $input) {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}"): (typeof documents)["mutation AddProductToWishlistMutation($input: WishlistAddInput!) {\n  addProductToWishlist(input: $input) {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddSharedWishlistToCartMutation($shareCode: String!, $itemId: ID) {\n  addSharedWishlistToCart(shareCode: $shareCode, itemId: $itemId) {\n    success\n    errorMessage\n    addedCount\n    messages\n  }\n}"): (typeof documents)["mutation AddSharedWishlistToCartMutation($shareCode: String!, $itemId: ID) {\n  addSharedWishlistToCart(shareCode: $shareCode, itemId: $itemId) {\n    success\n    errorMessage\n    addedCount\n    messages\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddWishlistToCartMutation($itemId: ID) {\n  addWishlistToCart(itemId: $itemId) {\n    success\n    errorMessage\n    addedCount\n    messages\n  }\n}"): (typeof documents)["mutation AddWishlistToCartMutation($itemId: ID) {\n  addWishlistToCart(itemId: $itemId) {\n    success\n    errorMessage\n    addedCount\n    messages\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddProductsToCartMutation($lines: [CartLineBySkuInput!]!) {\n  addProductsToCart(lines: $lines) {\n    success\n    errorMessage\n    addedCount\n    lines {\n      line\n      sku\n      quantity\n      status\n      name\n      message\n    }\n    cart {\n      ...CartFragment\n    }\n  }\n}"): (typeof documents)["mutation AddProductsToCartMutation($lines: [CartLineBySkuInput!]!) {\n  addProductsToCart(lines: $lines) {\n    success\n    errorMessage\n    addedCount\n    lines {\n      line\n      sku\n      quantity\n      status\n      name\n      message\n    }\n    cart {\n      ...CartFragment\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddToCartMutation($input: AddToCartInput!) {\n  addToCart(input: $input) {\n    success\n    errorMessage\n    cart {\n      ...CartFragment\n    }\n  }\n}"): (typeof documents)["mutation AddToCartMutation($input: AddToCartInput!) {\n  addToCart(input: $input) {\n    success\n    errorMessage\n    cart {\n      ...CartFragment\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CartCountQuery {\n  cart {\n    totalQuantity\n  }\n}"): (typeof documents)["query CartCountQuery {\n  cart {\n    totalQuantity\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmptyCartMutation {\n  emptyCart {\n    success\n    errorMessage\n    cart {\n      ...CartFragment\n    }\n  }\n}"): (typeof documents)["mutation EmptyCartMutation {\n  emptyCart {\n    success\n    errorMessage\n    cart {\n      ...CartFragment\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CartQuery {\n  cart {\n    ...CartFragment\n  }\n}"): (typeof documents)["query CartQuery {\n  cart {\n    ...CartFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveCartItemMutation($itemId: ID!) {\n  removeCartItem(itemId: $itemId) {\n    success\n    errorMessage\n    cart {\n      ...CartFragment\n    }\n  }\n}"): (typeof documents)["mutation RemoveCartItemMutation($itemId: ID!) {\n  removeCartItem(itemId: $itemId) {\n    success\n    errorMessage\n    cart {\n      ...CartFragment\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCartItemQuantityMutation($itemId: ID!, $quantity: Int!) {\n  updateCartItemQuantity(itemId: $itemId, quantity: $quantity) {\n    success\n    errorMessage\n    cart {\n      ...CartFragment\n    }\n  }\n}"): (typeof documents)["mutation UpdateCartItemQuantityMutation($itemId: ID!, $quantity: Int!) {\n  updateCartItemQuantity(itemId: $itemId, quantity: $quantity) {\n    success\n    errorMessage\n    cart {\n      ...CartFragment\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CategoryMenuQuery {\n  categoryMenu {\n    id\n    name\n    path\n    children {\n      id\n      name\n      path\n    }\n  }\n}"): (typeof documents)["query CategoryMenuQuery {\n  categoryMenu {\n    id\n    name\n    path\n    children {\n      id\n      name\n      path\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CategoryQuery($id: ID!, $query: String) {\n  category(id: $id) {\n    ...CategoryFragment\n    products(query: $query) {\n      ...ListingFragment\n    }\n  }\n}"): (typeof documents)["query CategoryQuery($id: ID!, $query: String) {\n  category(id: $id) {\n    ...CategoryFragment\n    products(query: $query) {\n      ...ListingFragment\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangeCustomerEmailMutation($email: String!, $password: String!) {\n  changeCustomerEmail(email: $email, password: $password) {\n    ...CustomerMutationResultFragment\n  }\n}"): (typeof documents)["mutation ChangeCustomerEmailMutation($email: String!, $password: String!) {\n  changeCustomerEmail(email: $email, password: $password) {\n    ...CustomerMutationResultFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangeCustomerPasswordMutation($currentPassword: String!, $newPassword: String!) {\n  changeCustomerPassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n  ) {\n    ...CustomerMutationResultFragment\n  }\n}"): (typeof documents)["mutation ChangeCustomerPasswordMutation($currentPassword: String!, $newPassword: String!) {\n  changeCustomerPassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n  ) {\n    ...CustomerMutationResultFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckoutQuery {\n  checkout {\n    ...CheckoutFragment\n  }\n  mapTilesUrl\n  me {\n    id\n    addresses {\n      ...CustomerAddressFragment\n    }\n    storeCredit {\n      balance {\n        amount\n        currency\n      }\n    }\n  }\n}"): (typeof documents)["query CheckoutQuery {\n  checkout {\n    ...CheckoutFragment\n  }\n  mapTilesUrl\n  me {\n    id\n    addresses {\n      ...CustomerAddressFragment\n    }\n    storeCredit {\n      balance {\n        amount\n        currency\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetCheckoutAddressesMutation($shipping: CheckoutAddressInput!, $billing: CheckoutAddressInput, $billingSameAsShipping: Boolean!) {\n  setCheckoutAddresses(\n    shipping: $shipping\n    billing: $billing\n    billingSameAsShipping: $billingSameAsShipping\n  ) {\n    ...CheckoutMutationResultFragment\n  }\n}"): (typeof documents)["mutation SetCheckoutAddressesMutation($shipping: CheckoutAddressInput!, $billing: CheckoutAddressInput, $billingSameAsShipping: Boolean!) {\n  setCheckoutAddresses(\n    shipping: $shipping\n    billing: $billing\n    billingSameAsShipping: $billingSameAsShipping\n  ) {\n    ...CheckoutMutationResultFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetCheckoutEmailMutation($email: String!) {\n  setCheckoutEmail(email: $email) {\n    ...CheckoutMutationResultFragment\n  }\n}"): (typeof documents)["mutation SetCheckoutEmailMutation($email: String!) {\n  setCheckoutEmail(email: $email) {\n    ...CheckoutMutationResultFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetCheckoutPaymentMethodMutation($code: ID!) {\n  setCheckoutPaymentMethod(code: $code) {\n    ...CheckoutMutationResultFragment\n  }\n}"): (typeof documents)["mutation SetCheckoutPaymentMethodMutation($code: ID!) {\n  setCheckoutPaymentMethod(code: $code) {\n    ...CheckoutMutationResultFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetCheckoutSavedAddressMutation($addressId: ID!) {\n  setCheckoutSavedAddress(addressId: $addressId) {\n    ...CheckoutMutationResultFragment\n  }\n}"): (typeof documents)["mutation SetCheckoutSavedAddressMutation($addressId: ID!) {\n  setCheckoutSavedAddress(addressId: $addressId) {\n    ...CheckoutMutationResultFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetCheckoutShippingMethodMutation($code: ID!, $pickupPointId: ID) {\n  setCheckoutShippingMethod(code: $code, pickupPointId: $pickupPointId) {\n    ...CheckoutMutationResultFragment\n  }\n}"): (typeof documents)["mutation SetCheckoutShippingMethodMutation($code: ID!, $pickupPointId: ID) {\n  setCheckoutShippingMethod(code: $code, pickupPointId: $pickupPointId) {\n    ...CheckoutMutationResultFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CmsPageQuery($identifiers: [String!]!) {\n  cmsPageList(identifiers: $identifiers) {\n    ...CmsPageFragment\n  }\n}"): (typeof documents)["query CmsPageQuery($identifiers: [String!]!) {\n  cmsPageList(identifiers: $identifiers) {\n    ...CmsPageFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmNewsletterSubscriptionMutation($token: String!) {\n  confirmNewsletterSubscription(token: $token) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation ConfirmNewsletterSubscriptionMutation($token: String!) {\n  confirmNewsletterSubscription(token: $token) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateContactTicketMutation($input: CreateContactTicketInput!) {\n  createContactTicket(input: $input) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n    ticketId\n    inAccount\n  }\n}"): (typeof documents)["mutation CreateContactTicketMutation($input: CreateContactTicketInput!) {\n  createContactTicket(input: $input) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n    ticketId\n    inAccount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCustomerAddressMutation($input: CustomerAddressInput!) {\n  createCustomerAddress(input: $input) {\n    ...CustomerAddressMutationResultFragment\n  }\n}"): (typeof documents)["mutation CreateCustomerAddressMutation($input: CustomerAddressInput!) {\n  createCustomerAddress(input: $input) {\n    ...CustomerAddressMutationResultFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateProductReviewMutation($input: CreateProductReviewInput!) {\n  createProductReview(input: $input) {\n    success\n    errorMessage\n  }\n}"): (typeof documents)["mutation CreateProductReviewMutation($input: CreateProductReviewInput!) {\n  createProductReview(input: $input) {\n    success\n    errorMessage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteCustomerAddressMutation($id: ID!) {\n  deleteCustomerAddress(id: $id) {\n    ...CustomerAddressMutationResultFragment\n  }\n}"): (typeof documents)["mutation DeleteCustomerAddressMutation($id: ID!) {\n  deleteCustomerAddress(id: $id) {\n    ...CustomerAddressMutationResultFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EditorModesQuery {\n  editorModes {\n    editor\n    preview\n    xRay\n  }\n}"): (typeof documents)["query EditorModesQuery {\n  editorModes {\n    editor\n    preview\n    xRay\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FaqQuery {\n  faq {\n    title\n    entries {\n      id\n      question\n      answer\n    }\n  }\n}"): (typeof documents)["query FaqQuery {\n  faq {\n    title\n    entries {\n      id\n      question\n      answer\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FindGuestOrderMutation($number: String!, $email: String!) {\n  findGuestOrder(number: $number, email: $email) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n    order {\n      ...OrderSummaryFragment\n    }\n  }\n}"): (typeof documents)["mutation FindGuestOrderMutation($number: String!, $email: String!) {\n  findGuestOrder(number: $number, email: $email) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n    order {\n      ...OrderSummaryFragment\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FooterBlocksQuery($identifiers: [String!]!) {\n  cmsBlockList(identifiers: $identifiers) {\n    identifier\n    title\n    contentWysiwyg {\n      childNodes\n    }\n  }\n}"): (typeof documents)["query FooterBlocksQuery($identifiers: [String!]!) {\n  cmsBlockList(identifiers: $identifiers) {\n    identifier\n    title\n    contentWysiwyg {\n      childNodes\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IsFeatureActive($name: String!) {\n  isFeatureActive(name: $name)\n}"): (typeof documents)["query IsFeatureActive($name: String!) {\n  isFeatureActive(name: $name)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegalNoticeQuery {\n  legalNotice {\n    company\n    legalForm\n    capital\n    street\n    postcode\n    city\n    countryCode\n    siret\n    rcs\n    vatNumber\n    email\n    publicationDirector\n    hostName\n    hostAddress\n    hostPhone\n  }\n}"): (typeof documents)["query LegalNoticeQuery {\n  legalNotice {\n    company\n    legalForm\n    capital\n    street\n    postcode\n    city\n    countryCode\n    siret\n    rcs\n    vatNumber\n    email\n    publicationDirector\n    hostName\n    hostAddress\n    hostPhone\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LoadWishlistQuery {\n  me {\n    id\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}"): (typeof documents)["query LoadWishlistQuery {\n  me {\n    id\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MeQuery {\n  me {\n    ...CustomerFragment\n  }\n}"): (typeof documents)["query MeQuery {\n  me {\n    ...CustomerFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MenuFeaturedQuery {\n  categoryMenu {\n    id\n    products(query: \"pageLength=1\") {\n      items {\n        sku\n        name\n        path\n        imageUrl\n      }\n    }\n  }\n}"): (typeof documents)["query MenuFeaturedQuery {\n  categoryMenu {\n    id\n    products(query: \"pageLength=1\") {\n      items {\n        sku\n        name\n        path\n        imageUrl\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NewsletterWordingQuery {\n  newsletterConsentWording\n}"): (typeof documents)["query NewsletterWordingQuery {\n  newsletterConsentWording\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmPaymentReturnMutation($paymentId: ID!) {\n  confirmPaymentReturn(paymentId: $paymentId) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n    order {\n      ...OrderSummaryFragment\n    }\n    redirectUrl\n  }\n}"): (typeof documents)["mutation ConfirmPaymentReturnMutation($paymentId: ID!) {\n  confirmPaymentReturn(paymentId: $paymentId) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n    order {\n      ...OrderSummaryFragment\n    }\n    redirectUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlacedOrderQuery($number: String!) {\n  placedOrder(number: $number) {\n    ...OrderSummaryFragment\n  }\n}"): (typeof documents)["query PlacedOrderQuery($number: String!) {\n  placedOrder(number: $number) {\n    ...OrderSummaryFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PickupPointsQuery($postcode: String!, $countryCode: String!) {\n  pickupPoints(postcode: $postcode, countryCode: $countryCode) {\n    ...CheckoutPickupPointFragment\n  }\n}"): (typeof documents)["query PickupPointsQuery($postcode: String!, $countryCode: String!) {\n  pickupPoints(postcode: $postcode, countryCode: $countryCode) {\n    ...CheckoutPickupPointFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PlaceOrderMutation($idempotencyKey: ID!, $expectedGrandTotal: Int, $acceptTerms: Boolean, $useStoreCredit: Boolean) {\n  placeOrder(\n    idempotencyKey: $idempotencyKey\n    expectedGrandTotal: $expectedGrandTotal\n    acceptTerms: $acceptTerms\n    useStoreCredit: $useStoreCredit\n  ) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n    order {\n      ...OrderSummaryFragment\n    }\n    redirectUrl\n  }\n}"): (typeof documents)["mutation PlaceOrderMutation($idempotencyKey: ID!, $expectedGrandTotal: Int, $acceptTerms: Boolean, $useStoreCredit: Boolean) {\n  placeOrder(\n    idempotencyKey: $idempotencyKey\n    expectedGrandTotal: $expectedGrandTotal\n    acceptTerms: $acceptTerms\n    useStoreCredit: $useStoreCredit\n  ) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n    order {\n      ...OrderSummaryFragment\n    }\n    redirectUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductPageQuery($sku: String!) {\n  product(sku: $sku) {\n    ...ProductPageFragment\n  }\n}"): (typeof documents)["query ProductPageQuery($sku: String!) {\n  product(sku: $sku) {\n    ...ProductPageFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductReviewsQuery($sku: String!, $from: Int!, $size: Int!) {\n  product(sku: $sku) {\n    sku\n    reviews(from: $from, size: $size) {\n      ...RatingAverageFragment\n      reviews {\n        id\n        rating\n        author {\n          displayName\n        }\n        creationDate\n        title\n        comment\n      }\n    }\n  }\n}"): (typeof documents)["query ProductReviewsQuery($sku: String!, $from: Int!, $size: Int!) {\n  product(sku: $sku) {\n    sku\n    reviews(from: $from, size: $size) {\n      ...RatingAverageFragment\n      reviews {\n        id\n        rating\n        author {\n          displayName\n        }\n        creationDate\n        title\n        comment\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuickOrderSuggestionsQuery($query: String!) {\n  quickOrderSuggestions(query: $query) {\n    sku\n    name\n    imageUrl\n    prices {\n      finalPrice {\n        ...PriceFragment\n      }\n    }\n    stockLabel {\n      value\n      label\n    }\n  }\n}"): (typeof documents)["query QuickOrderSuggestionsQuery($query: String!) {\n  quickOrderSuggestions(query: $query) {\n    sku\n    name\n    imageUrl\n    prices {\n      finalPrice {\n        ...PriceFragment\n      }\n    }\n    stockLabel {\n      value\n      label\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RegisterCustomerMutation($input: RegisterCustomerInput!) {\n  registerCustomer(input: $input) {\n    ...CustomerMutationResultFragment\n  }\n}"): (typeof documents)["mutation RegisterCustomerMutation($input: RegisterCustomerInput!) {\n  registerCustomer(input: $input) {\n    ...CustomerMutationResultFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RegisterProMutation($input: RegisterProInput!) {\n  registerPro(input: $input) {\n    ...CustomerMutationResultFragment\n  }\n}"): (typeof documents)["mutation RegisterProMutation($input: RegisterProInput!) {\n  registerPro(input: $input) {\n    ...CustomerMutationResultFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveProductFromWishlistMutation($sku: String!) {\n  removeProductFromWishlist(sku: $sku) {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}"): (typeof documents)["mutation RemoveProductFromWishlistMutation($sku: String!) {\n  removeProductFromWishlist(sku: $sku) {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveWishlistItemMutation($itemId: ID!) {\n  removeWishlistItem(itemId: $itemId) {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}"): (typeof documents)["mutation RemoveWishlistItemMutation($itemId: ID!) {\n  removeWishlistItem(itemId: $itemId) {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReorderMutation($orderId: ID!) {\n  reorder(orderId: $orderId) {\n    success\n    errorMessage\n    addedCount\n    notAdded {\n      sku\n      name\n      message\n    }\n  }\n}"): (typeof documents)["mutation ReorderMutation($orderId: ID!) {\n  reorder(orderId: $orderId) {\n    success\n    errorMessage\n    addedCount\n    notAdded {\n      sku\n      name\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestNewsletterSubscriptionMutation($email: String!, $botCheck: String) {\n  requestNewsletterSubscription(email: $email, botCheck: $botCheck) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation RequestNewsletterSubscriptionMutation($email: String!, $botCheck: String) {\n  requestNewsletterSubscription(email: $email, botCheck: $botCheck) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordResetMutation($email: String!, $botCheck: String) {\n  requestPasswordReset(email: $email, botCheck: $botCheck) {\n    ...CustomerMutationResultFragment\n  }\n}"): (typeof documents)["mutation RequestPasswordResetMutation($email: String!, $botCheck: String) {\n  requestPasswordReset(email: $email, botCheck: $botCheck) {\n    ...CustomerMutationResultFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestReturnMutation($input: RequestReturnInput!) {\n  requestReturn(input: $input) {\n    success\n    errorMessage\n    returnNumber\n  }\n}"): (typeof documents)["mutation RequestReturnMutation($input: RequestReturnInput!) {\n  requestReturn(input: $input) {\n    success\n    errorMessage\n    returnNumber\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPasswordMutation($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password) {\n    ...CustomerMutationResultFragment\n  }\n}"): (typeof documents)["mutation ResetPasswordMutation($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password) {\n    ...CustomerMutationResultFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeWishlistShareMutation {\n  revokeWishlistShare {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}"): (typeof documents)["mutation RevokeWishlistShareMutation {\n  revokeWishlistShare {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RouteQuery($url: String!) {\n  route(url: $url) {\n    identifier\n    ... on Redirect {\n      redirectTo\n      redirectType\n      external\n    }\n    ... on Category {\n      ...CategoryFragment\n      products {\n        ...ListingFragment\n      }\n    }\n    ... on Product {\n      sku\n      ...ProductPageFragment\n    }\n    ... on CmsPage {\n      ...CmsPageFragment\n    }\n  }\n}"): (typeof documents)["query RouteQuery($url: String!) {\n  route(url: $url) {\n    identifier\n    ... on Redirect {\n      redirectTo\n      redirectType\n      external\n    }\n    ... on Category {\n      ...CategoryFragment\n      products {\n        ...ListingFragment\n      }\n    }\n    ... on Product {\n      sku\n      ...ProductPageFragment\n    }\n    ... on CmsPage {\n      ...CmsPageFragment\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchQuery($text: String!, $query: String) {\n  search(text: $text, query: $query) {\n    ...ListingFragment\n  }\n}"): (typeof documents)["query SearchQuery($text: String!, $query: String) {\n  search(text: $text, query: $query) {\n    ...ListingFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchSuggestionsQuery($text: String!) {\n  searchSuggestions(text: $text) {\n    products {\n      ...ProductOverviewFragment\n    }\n    categories {\n      id\n      name\n      path\n    }\n  }\n}"): (typeof documents)["query SearchSuggestionsQuery($text: String!) {\n  searchSuggestions(text: $text) {\n    products {\n      ...ProductOverviewFragment\n    }\n    categories {\n      id\n      name\n      path\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetCurrencyMutation($code: String!) {\n  setCurrency(code: $code) {\n    success\n    errorMessage\n  }\n}"): (typeof documents)["mutation SetCurrencyMutation($code: String!) {\n  setCurrency(code: $code) {\n    success\n    errorMessage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetDefaultCustomerAddressMutation($id: ID!, $kind: CustomerAddressDefault!) {\n  setDefaultCustomerAddress(id: $id, kind: $kind) {\n    ...CustomerAddressMutationResultFragment\n  }\n}"): (typeof documents)["mutation SetDefaultCustomerAddressMutation($id: ID!, $kind: CustomerAddressDefault!) {\n  setDefaultCustomerAddress(id: $id, kind: $kind) {\n    ...CustomerAddressMutationResultFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetPreviewModeMutation($enabled: Boolean!) {\n  setPreviewMode(enabled: $enabled) {\n    success\n    errorMessage\n  }\n}"): (typeof documents)["mutation SetPreviewModeMutation($enabled: Boolean!) {\n  setPreviewMode(enabled: $enabled) {\n    success\n    errorMessage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetXRayModeMutation($enabled: Boolean!) {\n  setXRayMode(enabled: $enabled) {\n    success\n    errorMessage\n  }\n}"): (typeof documents)["mutation SetXRayModeMutation($enabled: Boolean!) {\n  setXRayMode(enabled: $enabled) {\n    success\n    errorMessage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShareWishlistMutation {\n  shareWishlist {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}"): (typeof documents)["mutation ShareWishlistMutation {\n  shareWishlist {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SharedWishlistQuery($shareCode: String!) {\n  sharedWishlist(shareCode: $shareCode) {\n    shareCode\n    items {\n      id\n      quantity\n      selectedOptions {\n        option_id\n        option_value\n        label\n        valueLabel\n      }\n      product {\n        sku\n        name\n        path\n        imageUrl\n        prices {\n          ...ProductPricesFragment\n        }\n        ...ProductStockFragment\n      }\n    }\n  }\n}"): (typeof documents)["query SharedWishlistQuery($shareCode: String!) {\n  sharedWishlist(shareCode: $shareCode) {\n    shareCode\n    items {\n      id\n      quantity\n      selectedOptions {\n        option_id\n        option_value\n        label\n        valueLabel\n      }\n      product {\n        sku\n        name\n        path\n        imageUrl\n        prices {\n          ...ProductPricesFragment\n        }\n        ...ProductStockFragment\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShippingEstimateQuery($countryCode: String!, $postcode: String) {\n  shippingEstimate(countryCode: $countryCode, postcode: $postcode) {\n    ...CheckoutShippingMethodFragment\n  }\n}"): (typeof documents)["query ShippingEstimateQuery($countryCode: String!, $postcode: String) {\n  shippingEstimate(countryCode: $countryCode, postcode: $postcode) {\n    ...CheckoutShippingMethodFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShopQuery {\n  shop {\n    id\n    websiteId\n    name\n    url\n    baseUrl\n    imageBaseUrl\n    currentCurrency {\n      code\n      symbol\n    }\n    taxFactor\n    locale\n    defaultTitle\n    defaultDescription\n    availablePageSizes\n    sites {\n      locale\n      pathPrefix\n      currency\n      country\n      language\n    }\n  }\n}"): (typeof documents)["query ShopQuery {\n  shop {\n    id\n    websiteId\n    name\n    url\n    baseUrl\n    imageBaseUrl\n    currentCurrency {\n      code\n      symbol\n    }\n    taxFactor\n    locale\n    defaultTitle\n    defaultDescription\n    availablePageSizes\n    sites {\n      locale\n      pathPrefix\n      currency\n      country\n      language\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignInMutation($email: String!, $password: String!, $remember: Boolean!) {\n  signIn(email: $email, password: $password, remember: $remember) {\n    ...CustomerMutationResultFragment\n  }\n}"): (typeof documents)["mutation SignInMutation($email: String!, $password: String!, $remember: Boolean!) {\n  signIn(email: $email, password: $password, remember: $remember) {\n    ...CustomerMutationResultFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOutMutation {\n  signOut {\n    success\n    errorMessage\n  }\n}"): (typeof documents)["mutation SignOutMutation {\n  signOut {\n    success\n    errorMessage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SitemapQuery($page: Int!, $pageSize: Int!) {\n  sitemap(page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    entries {\n      path\n      priority\n      changeFrequency\n      lastModified\n      images {\n        path\n        title\n      }\n    }\n  }\n}"): (typeof documents)["query SitemapQuery($page: Int!, $pageSize: Int!) {\n  sitemap(page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    entries {\n      path\n      priority\n      changeFrequency\n      lastModified\n      images {\n        path\n        title\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SocialSignInProvidersQuery {\n  socialSignInProviders {\n    id\n    name\n  }\n}"): (typeof documents)["query SocialSignInProvidersQuery {\n  socialSignInProviders {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubscribeCustomerNewsletterMutation {\n  subscribeCustomerNewsletter {\n    ...CustomerMutationResultFragment\n  }\n}"): (typeof documents)["mutation SubscribeCustomerNewsletterMutation {\n  subscribeCustomerNewsletter {\n    ...CustomerMutationResultFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubscribeStockAlertMutation($input: StockAlertInput!) {\n  subscribeStockAlert(input: $input) {\n    success\n    errorMessage\n  }\n}"): (typeof documents)["mutation SubscribeStockAlertMutation($input: StockAlertInput!) {\n  subscribeStockAlert(input: $input) {\n    success\n    errorMessage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnsubscribeCustomerNewsletterMutation {\n  unsubscribeCustomerNewsletter {\n    ...CustomerMutationResultFragment\n  }\n}"): (typeof documents)["mutation UnsubscribeCustomerNewsletterMutation {\n  unsubscribeCustomerNewsletter {\n    ...CustomerMutationResultFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnsubscribeNewsletterByTokenMutation($token: String!) {\n  unsubscribeNewsletterByToken(token: $token) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation UnsubscribeNewsletterByTokenMutation($token: String!) {\n  unsubscribeNewsletterByToken(token: $token) {\n    success\n    errorMessage\n    fieldErrors {\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnsubscribeStockAlertMutation($token: String!) {\n  unsubscribeStockAlert(token: $token) {\n    success\n    errorMessage\n  }\n}"): (typeof documents)["mutation UnsubscribeStockAlertMutation($token: String!) {\n  unsubscribeStockAlert(token: $token) {\n    success\n    errorMessage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCustomerAddressMutation($id: ID!, $input: CustomerAddressInput!) {\n  updateCustomerAddress(id: $id, input: $input) {\n    ...CustomerAddressMutationResultFragment\n  }\n}"): (typeof documents)["mutation UpdateCustomerAddressMutation($id: ID!, $input: CustomerAddressInput!) {\n  updateCustomerAddress(id: $id, input: $input) {\n    ...CustomerAddressMutationResultFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCustomerNameMutation($input: UpdateCustomerNameInput!) {\n  updateCustomerName(input: $input) {\n    ...CustomerMutationResultFragment\n  }\n}"): (typeof documents)["mutation UpdateCustomerNameMutation($input: UpdateCustomerNameInput!) {\n  updateCustomerName(input: $input) {\n    ...CustomerMutationResultFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateWishlistItemMutation($input: WishlistItemUpdateInput!) {\n  updateWishlistItem(input: $input) {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}"): (typeof documents)["mutation UpdateWishlistItemMutation($input: WishlistItemUpdateInput!) {\n  updateWishlistItem(input: $input) {\n    success\n    errorMessage\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserAddressBookQuery {\n  me {\n    ...CustomerFragment\n    addresses {\n      ...CustomerAddressFragment\n    }\n  }\n}"): (typeof documents)["query UserAddressBookQuery {\n  me {\n    ...CustomerFragment\n    addresses {\n      ...CustomerAddressFragment\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserDownloadsQuery {\n  me {\n    ...CustomerFragment\n    downloadableProducts {\n      id\n      productName\n      linkTitle\n      orderId\n      orderedAt\n      downloadsUsed\n      maxDownloads\n      state\n      downloadUrl\n      downloadUrlExpiresAt\n    }\n  }\n}"): (typeof documents)["query UserDownloadsQuery {\n  me {\n    ...CustomerFragment\n    downloadableProducts {\n      id\n      productName\n      linkTitle\n      orderId\n      orderedAt\n      downloadsUsed\n      maxDownloads\n      state\n      downloadUrl\n      downloadUrlExpiresAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserHelpdeskQuery {\n  me {\n    ...CustomerFragment\n    helpdeskTickets {\n      id\n      subject\n      subjectLabel\n      status\n      statusLabel\n      orderNumber\n      createdAt\n      lastMessageAt\n      lastAuthor\n    }\n  }\n}"): (typeof documents)["query UserHelpdeskQuery {\n  me {\n    ...CustomerFragment\n    helpdeskTickets {\n      id\n      subject\n      subjectLabel\n      status\n      statusLabel\n      orderNumber\n      createdAt\n      lastMessageAt\n      lastAuthor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserHelpdeskTicketQuery($id: ID!) {\n  me {\n    ...CustomerFragment\n    helpdeskTicket(id: $id) {\n      id\n      subject\n      subjectLabel\n      status\n      statusLabel\n      orderNumber\n      createdAt\n      lastMessageAt\n      lastAuthor\n      messages {\n        id\n        author\n        staffName\n        body\n        createdAt\n        attachments {\n          id\n          fileName\n          contentType\n          size\n          path\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query UserHelpdeskTicketQuery($id: ID!) {\n  me {\n    ...CustomerFragment\n    helpdeskTicket(id: $id) {\n      id\n      subject\n      subjectLabel\n      status\n      statusLabel\n      orderNumber\n      createdAt\n      lastMessageAt\n      lastAuthor\n      messages {\n        id\n        author\n        staffName\n        body\n        createdAt\n        attachments {\n          id\n          fileName\n          contentType\n          size\n          path\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserInformationQuery {\n  me {\n    ...CustomerFragment\n    pendingEmail\n  }\n}"): (typeof documents)["query UserInformationQuery {\n  me {\n    ...CustomerFragment\n    pendingEmail\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserInvoiceQuery($orderId: ID!) {\n  me {\n    ...CustomerFragment\n    order(orderId: $orderId) {\n      order_id\n      number\n      createdAt\n      payment {\n        code\n        title\n      }\n      invoices {\n        id\n        number\n        creationDate\n        seller {\n          ...InvoicePartyFragment\n        }\n        buyer {\n          ...InvoicePartyFragment\n        }\n        items {\n          id\n          sku\n          name\n          quantity\n          price {\n            ...PriceFragment\n          }\n          taxRate\n          taxAmount {\n            ...MoneyFragment\n          }\n          subtotal {\n            ...PriceFragment\n          }\n        }\n        totals {\n          subtotal {\n            ...MoneyFragment\n          }\n          shippingAmount {\n            ...MoneyFragment\n          }\n          taxAmount {\n            ...MoneyFragment\n          }\n          discount {\n            ...MoneyFragment\n          }\n          grandTotal {\n            ...MoneyFragment\n          }\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query UserInvoiceQuery($orderId: ID!) {\n  me {\n    ...CustomerFragment\n    order(orderId: $orderId) {\n      order_id\n      number\n      createdAt\n      payment {\n        code\n        title\n      }\n      invoices {\n        id\n        number\n        creationDate\n        seller {\n          ...InvoicePartyFragment\n        }\n        buyer {\n          ...InvoicePartyFragment\n        }\n        items {\n          id\n          sku\n          name\n          quantity\n          price {\n            ...PriceFragment\n          }\n          taxRate\n          taxAmount {\n            ...MoneyFragment\n          }\n          subtotal {\n            ...PriceFragment\n          }\n        }\n        totals {\n          subtotal {\n            ...MoneyFragment\n          }\n          shippingAmount {\n            ...MoneyFragment\n          }\n          taxAmount {\n            ...MoneyFragment\n          }\n          discount {\n            ...MoneyFragment\n          }\n          grandTotal {\n            ...MoneyFragment\n          }\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserNewsletterQuery {\n  me {\n    ...CustomerFragment\n    isSubscribed\n    newsletterChoiceAt\n    newsletterWording\n  }\n}"): (typeof documents)["query UserNewsletterQuery {\n  me {\n    ...CustomerFragment\n    isSubscribed\n    newsletterChoiceAt\n    newsletterWording\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserOrderQuery($orderId: ID!) {\n  me {\n    ...CustomerFragment\n    order(orderId: $orderId) {\n      ...OrderDetailFragment\n    }\n    returnableOrder(orderId: $orderId) {\n      order_id\n    }\n  }\n}"): (typeof documents)["query UserOrderQuery($orderId: ID!) {\n  me {\n    ...CustomerFragment\n    order(orderId: $orderId) {\n      ...OrderDetailFragment\n    }\n    returnableOrder(orderId: $orderId) {\n      order_id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserOrdersQuery($page: Int!, $pageSize: Int!) {\n  me {\n    ...CustomerFragment\n    orders(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      totalPages\n      items {\n        ...OrderListItemFragment\n      }\n    }\n  }\n}"): (typeof documents)["query UserOrdersQuery($page: Int!, $pageSize: Int!) {\n  me {\n    ...CustomerFragment\n    orders(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      totalPages\n      items {\n        ...OrderListItemFragment\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserReturnFormQuery($orderId: ID!) {\n  me {\n    ...CustomerFragment\n    returnableOrder(orderId: $orderId) {\n      order_id\n      lines {\n        id\n        sku\n        name\n        options {\n          label\n          value\n        }\n        ordered\n        shipped\n        returnable\n      }\n    }\n  }\n}"): (typeof documents)["query UserReturnFormQuery($orderId: ID!) {\n  me {\n    ...CustomerFragment\n    returnableOrder(orderId: $orderId) {\n      order_id\n      lines {\n        id\n        sku\n        name\n        options {\n          label\n          value\n        }\n        ordered\n        shipped\n        returnable\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserReturnsQuery {\n  me {\n    ...CustomerFragment\n    returns {\n      id\n      number\n      orderId\n      status\n      resolution\n      comment\n      refusalReason\n      createdAt\n      items {\n        sku\n        name\n        quantity\n        reason\n        condition\n      }\n      history {\n        status\n        createdAt\n      }\n    }\n  }\n}"): (typeof documents)["query UserReturnsQuery {\n  me {\n    ...CustomerFragment\n    returns {\n      id\n      number\n      orderId\n      status\n      resolution\n      comment\n      refusalReason\n      createdAt\n      items {\n        sku\n        name\n        quantity\n        reason\n        condition\n      }\n      history {\n        status\n        createdAt\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserStoreCreditQuery {\n  me {\n    ...CustomerFragment\n    storeCredit {\n      balance {\n        amount\n        currency\n      }\n      history {\n        id\n        amount {\n          amount\n          currency\n        }\n        reason\n        balanceAfter {\n          amount\n          currency\n        }\n        orderNumber\n        creditMemoNumber\n        createdAt\n      }\n    }\n  }\n}"): (typeof documents)["query UserStoreCreditQuery {\n  me {\n    ...CustomerFragment\n    storeCredit {\n      balance {\n        amount\n        currency\n      }\n      history {\n        id\n        amount {\n          amount\n          currency\n        }\n        reason\n        balanceAfter {\n          amount\n          currency\n        }\n        orderNumber\n        creditMemoNumber\n        createdAt\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserWishlistQuery {\n  me {\n    ...CustomerFragment\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}"): (typeof documents)["query UserWishlistQuery {\n  me {\n    ...CustomerFragment\n    wishlist {\n      ...WishlistFragment\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WishlistLookupQuery($sku: String!) {\n  me {\n    id\n    wishlist {\n      id\n      itemBySku(sku: $sku) {\n        isInWishlist\n        item {\n          id\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query WishlistLookupQuery($sku: String!) {\n  me {\n    id\n    wishlist {\n      id\n      itemBySku(sku: $sku) {\n        isInWishlist\n        item {\n          id\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CartFragment on Cart {\n  priceBasis\n  totalQuantity\n  subtotal {\n    ...PriceFragment\n  }\n  tax {\n    ...MoneyFragment\n  }\n  items {\n    id\n    quantity\n    product {\n      id\n      sku\n      name\n      path\n      imageUrl\n    }\n    configuredProduct {\n      id\n      sku\n      name\n      imageUrl\n    }\n    options {\n      label\n      value\n    }\n    unitPrice {\n      ...PriceFragment\n    }\n    rowTotal {\n      ...PriceFragment\n    }\n    stockError\n  }\n  unavailableItems {\n    id\n    sku\n    name\n    quantity\n    message\n  }\n}"): (typeof documents)["fragment CartFragment on Cart {\n  priceBasis\n  totalQuantity\n  subtotal {\n    ...PriceFragment\n  }\n  tax {\n    ...MoneyFragment\n  }\n  items {\n    id\n    quantity\n    product {\n      id\n      sku\n      name\n      path\n      imageUrl\n    }\n    configuredProduct {\n      id\n      sku\n      name\n      imageUrl\n    }\n    options {\n      label\n      value\n    }\n    unitPrice {\n      ...PriceFragment\n    }\n    rowTotal {\n      ...PriceFragment\n    }\n    stockError\n  }\n  unavailableItems {\n    id\n    sku\n    name\n    quantity\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CategoryFragment on Category {\n  identifier\n  id\n  name\n  description\n  path\n  image\n  metaTitle\n  metaDescription\n  breadcrumbs {\n    name\n    path\n  }\n  alternates {\n    locale\n    path\n  }\n  children {\n    id\n    name\n    path\n  }\n}"): (typeof documents)["fragment CategoryFragment on Category {\n  identifier\n  id\n  name\n  description\n  path\n  image\n  metaTitle\n  metaDescription\n  breadcrumbs {\n    name\n    path\n  }\n  alternates {\n    locale\n    path\n  }\n  children {\n    id\n    name\n    path\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CheckoutAddressFragment on CheckoutAddress {\n  firstname\n  lastname\n  company\n  street\n  postcode\n  city\n  countryCode\n  telephone\n}"): (typeof documents)["fragment CheckoutAddressFragment on CheckoutAddress {\n  firstname\n  lastname\n  company\n  street\n  postcode\n  city\n  countryCode\n  telephone\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CheckoutFragment on Checkout {\n  step\n  email\n  shippingAddress {\n    ...CheckoutAddressFragment\n  }\n  billingAddress {\n    ...CheckoutAddressFragment\n  }\n  billingSameAsShipping\n  shippingMethod {\n    ...CheckoutShippingMethodFragment\n  }\n  pickupPoint {\n    ...CheckoutPickupPointFragment\n  }\n  paymentMethod {\n    code\n    title\n    kind\n  }\n  availableShippingMethods {\n    ...CheckoutShippingMethodFragment\n  }\n  availablePaymentMethods {\n    code\n    title\n    kind\n  }\n  totals {\n    subtotal {\n      ...MoneyFragment\n    }\n    shipping {\n      ...MoneyFragment\n    }\n    tax {\n      ...MoneyFragment\n    }\n    grandTotalExclTax {\n      ...MoneyFragment\n    }\n    grandTotal {\n      ...MoneyFragment\n    }\n  }\n  cart {\n    ...CartFragment\n  }\n}"): (typeof documents)["fragment CheckoutFragment on Checkout {\n  step\n  email\n  shippingAddress {\n    ...CheckoutAddressFragment\n  }\n  billingAddress {\n    ...CheckoutAddressFragment\n  }\n  billingSameAsShipping\n  shippingMethod {\n    ...CheckoutShippingMethodFragment\n  }\n  pickupPoint {\n    ...CheckoutPickupPointFragment\n  }\n  paymentMethod {\n    code\n    title\n    kind\n  }\n  availableShippingMethods {\n    ...CheckoutShippingMethodFragment\n  }\n  availablePaymentMethods {\n    code\n    title\n    kind\n  }\n  totals {\n    subtotal {\n      ...MoneyFragment\n    }\n    shipping {\n      ...MoneyFragment\n    }\n    tax {\n      ...MoneyFragment\n    }\n    grandTotalExclTax {\n      ...MoneyFragment\n    }\n    grandTotal {\n      ...MoneyFragment\n    }\n  }\n  cart {\n    ...CartFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CheckoutMutationResultFragment on CheckoutMutationResult {\n  success\n  errorMessage\n  fieldErrors {\n    field\n    message\n  }\n  checkout {\n    ...CheckoutFragment\n  }\n}"): (typeof documents)["fragment CheckoutMutationResultFragment on CheckoutMutationResult {\n  success\n  errorMessage\n  fieldErrors {\n    field\n    message\n  }\n  checkout {\n    ...CheckoutFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CheckoutPickupPointFragment on PickupPoint {\n  id\n  name\n  street\n  postcode\n  city\n  countryCode\n  latitude\n  longitude\n  schedule {\n    day\n    opens\n    closes\n  }\n}"): (typeof documents)["fragment CheckoutPickupPointFragment on PickupPoint {\n  id\n  name\n  street\n  postcode\n  city\n  countryCode\n  latitude\n  longitude\n  schedule {\n    day\n    opens\n    closes\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CheckoutShippingMethodFragment on ShippingMethod {\n  code\n  kind\n  title\n  description\n  amount {\n    ...MoneyFragment\n  }\n}"): (typeof documents)["fragment CheckoutShippingMethodFragment on ShippingMethod {\n  code\n  kind\n  title\n  description\n  amount {\n    ...MoneyFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CmsPageFragment on CmsPage {\n  identifier\n  title\n  meta_title\n  meta_description\n  meta_keywords\n  path\n  content_heading\n  contentWysiwyg {\n    ...WysiwygFragment\n  }\n}"): (typeof documents)["fragment CmsPageFragment on CmsPage {\n  identifier\n  title\n  meta_title\n  meta_description\n  meta_keywords\n  path\n  content_heading\n  contentWysiwyg {\n    ...WysiwygFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ConfiguratorFragment on Product {\n  sku\n  configurableOptions {\n    id\n    label\n    attribute {\n      id\n      code\n      label\n    }\n    values {\n      label\n      value\n      swatch {\n        type\n        value\n      }\n    }\n  }\n  configurations {\n    attributes {\n      code\n      value\n    }\n    product {\n      sku\n      name\n      imageUrl\n      prices {\n        ...ProductPricesFragment\n      }\n      stock {\n        isInStock\n      }\n      stockLabel {\n        value\n        label\n      }\n    }\n  }\n}"): (typeof documents)["fragment ConfiguratorFragment on Product {\n  sku\n  configurableOptions {\n    id\n    label\n    attribute {\n      id\n      code\n      label\n    }\n    values {\n      label\n      value\n      swatch {\n        type\n        value\n      }\n    }\n  }\n  configurations {\n    attributes {\n      code\n      value\n    }\n    product {\n      sku\n      name\n      imageUrl\n      prices {\n        ...ProductPricesFragment\n      }\n      stock {\n        isInStock\n      }\n      stockLabel {\n        value\n        label\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CustomerAddressFragment on CustomerAddress {\n  id\n  firstname\n  lastname\n  company\n  street\n  postcode\n  city\n  countryCode\n  telephone\n  isDefaultBilling\n  isDefaultShipping\n}"): (typeof documents)["fragment CustomerAddressFragment on CustomerAddress {\n  id\n  firstname\n  lastname\n  company\n  street\n  postcode\n  city\n  countryCode\n  telephone\n  isDefaultBilling\n  isDefaultShipping\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CustomerAddressMutationResultFragment on CustomerAddressMutationResult {\n  success\n  errorMessage\n  fieldErrors {\n    field\n    message\n  }\n  address {\n    ...CustomerAddressFragment\n  }\n}"): (typeof documents)["fragment CustomerAddressMutationResultFragment on CustomerAddressMutationResult {\n  success\n  errorMessage\n  fieldErrors {\n    field\n    message\n  }\n  address {\n    ...CustomerAddressFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CustomerFragment on Customer {\n  id\n  email\n  firstname\n  lastname\n  group\n  proStatus\n  company\n}"): (typeof documents)["fragment CustomerFragment on Customer {\n  id\n  email\n  firstname\n  lastname\n  group\n  proStatus\n  company\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CustomerMutationResultFragment on CustomerMutationResult {\n  success\n  errorMessage\n  message\n  fieldErrors {\n    field\n    message\n  }\n  customer {\n    ...CustomerFragment\n  }\n}"): (typeof documents)["fragment CustomerMutationResultFragment on CustomerMutationResult {\n  success\n  errorMessage\n  message\n  fieldErrors {\n    field\n    message\n  }\n  customer {\n    ...CustomerFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment InvoicePartyFragment on InvoiceParty {\n  name\n  company\n  street\n  postcode\n  city\n  countryCode\n  siret\n  vatNumber\n}"): (typeof documents)["fragment InvoicePartyFragment on InvoiceParty {\n  name\n  company\n  street\n  postcode\n  city\n  countryCode\n  siret\n  vatNumber\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ItemActionsFragment on Product {\n  sku\n  type\n  path\n  stock {\n    isInStock\n  }\n}"): (typeof documents)["fragment ItemActionsFragment on Product {\n  sku\n  type\n  path\n  stock {\n    isInStock\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ListingFragment on ProductListing {\n  total\n  matchCap\n  page\n  pageLength\n  pageCount\n  minPrice\n  maxPrice\n  minPriceInclTax\n  maxPriceInclTax\n  sort {\n    field\n    direction\n  }\n  appliedFilters {\n    code\n    values\n  }\n  facets {\n    kind\n    code\n    label\n    buckets {\n      value\n      label\n      docCount\n      selected\n      swatch {\n        type\n        value\n      }\n    }\n  }\n  priceRanges {\n    name\n    value\n    docCount\n  }\n  items {\n    ...ProductOverviewFragment\n  }\n}"): (typeof documents)["fragment ListingFragment on ProductListing {\n  total\n  matchCap\n  page\n  pageLength\n  pageCount\n  minPrice\n  maxPrice\n  minPriceInclTax\n  maxPriceInclTax\n  sort {\n    field\n    direction\n  }\n  appliedFilters {\n    code\n    values\n  }\n  facets {\n    kind\n    code\n    label\n    buckets {\n      value\n      label\n      docCount\n      selected\n      swatch {\n        type\n        value\n      }\n    }\n  }\n  priceRanges {\n    name\n    value\n    docCount\n  }\n  items {\n    ...ProductOverviewFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MoneyFragment on Money {\n  amount\n  currency\n}"): (typeof documents)["fragment MoneyFragment on Money {\n  amount\n  currency\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OptionCostFragment on OptionCost {\n  optionId\n  valueId\n  cost {\n    ...PriceFragment\n  }\n}"): (typeof documents)["fragment OptionCostFragment on OptionCost {\n  optionId\n  valueId\n  cost {\n    ...PriceFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderDetailFragment on Order {\n  ...OrderListItemFragment\n  email\n  lines {\n    id\n    sku\n    name\n    quantity\n    unitPrice {\n      ...PriceFragment\n    }\n    rowTotal {\n      ...PriceFragment\n    }\n    options {\n      label\n      value\n    }\n  }\n  totals {\n    subtotal {\n      ...PriceFragment\n    }\n    shipping {\n      ...MoneyFragment\n    }\n    tax {\n      ...MoneyFragment\n    }\n    grandTotal {\n      ...PriceFragment\n    }\n    storeCreditUsed {\n      ...MoneyFragment\n    }\n  }\n  shippingAddress {\n    ...CheckoutAddressFragment\n  }\n  billingAddress {\n    ...CheckoutAddressFragment\n  }\n  shippingMethod {\n    code\n    title\n  }\n  pickupPoint {\n    ...CheckoutPickupPointFragment\n  }\n  payment {\n    code\n    title\n  }\n  statusHistory {\n    status\n    createdAt\n    comment\n  }\n  shipments {\n    id\n    carrier\n    name\n    trackingId\n    url\n    createdAt\n    items {\n      sku\n      name\n      quantity\n    }\n  }\n  invoices {\n    id\n    number\n    creationDate\n    totals {\n      grandTotal {\n        ...MoneyFragment\n      }\n    }\n  }\n  creditMemos {\n    id\n    number\n    createdAt\n    status\n    refundTo\n    amount {\n      ...MoneyFragment\n    }\n    items {\n      sku\n      name\n      quantity\n    }\n  }\n  returns {\n    id\n    number\n    createdAt\n    status\n  }\n}"): (typeof documents)["fragment OrderDetailFragment on Order {\n  ...OrderListItemFragment\n  email\n  lines {\n    id\n    sku\n    name\n    quantity\n    unitPrice {\n      ...PriceFragment\n    }\n    rowTotal {\n      ...PriceFragment\n    }\n    options {\n      label\n      value\n    }\n  }\n  totals {\n    subtotal {\n      ...PriceFragment\n    }\n    shipping {\n      ...MoneyFragment\n    }\n    tax {\n      ...MoneyFragment\n    }\n    grandTotal {\n      ...PriceFragment\n    }\n    storeCreditUsed {\n      ...MoneyFragment\n    }\n  }\n  shippingAddress {\n    ...CheckoutAddressFragment\n  }\n  billingAddress {\n    ...CheckoutAddressFragment\n  }\n  shippingMethod {\n    code\n    title\n  }\n  pickupPoint {\n    ...CheckoutPickupPointFragment\n  }\n  payment {\n    code\n    title\n  }\n  statusHistory {\n    status\n    createdAt\n    comment\n  }\n  shipments {\n    id\n    carrier\n    name\n    trackingId\n    url\n    createdAt\n    items {\n      sku\n      name\n      quantity\n    }\n  }\n  invoices {\n    id\n    number\n    creationDate\n    totals {\n      grandTotal {\n        ...MoneyFragment\n      }\n    }\n  }\n  creditMemos {\n    id\n    number\n    createdAt\n    status\n    refundTo\n    amount {\n      ...MoneyFragment\n    }\n    items {\n      sku\n      name\n      quantity\n    }\n  }\n  returns {\n    id\n    number\n    createdAt\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderListItemFragment on Order {\n  order_id\n  number\n  createdAt\n  status\n  itemCount\n  totals {\n    grandTotal {\n      ...PriceFragment\n    }\n  }\n}"): (typeof documents)["fragment OrderListItemFragment on Order {\n  order_id\n  number\n  createdAt\n  status\n  itemCount\n  totals {\n    grandTotal {\n      ...PriceFragment\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderSummaryFragment on OrderSummary {\n  number\n  status\n  paymentStatus\n  email\n  priceBasis\n  subtotalExclTax {\n    ...MoneyFragment\n  }\n  lines {\n    sku\n    name\n    quantity\n    unitPrice {\n      ...MoneyFragment\n    }\n    rowTotal {\n      ...MoneyFragment\n    }\n    rowTotalExclTax {\n      ...MoneyFragment\n    }\n    options {\n      label\n      value\n    }\n  }\n  totals {\n    subtotal {\n      ...MoneyFragment\n    }\n    shipping {\n      ...MoneyFragment\n    }\n    tax {\n      ...MoneyFragment\n    }\n    grandTotalExclTax {\n      ...MoneyFragment\n    }\n    grandTotal {\n      ...MoneyFragment\n    }\n  }\n  shippingMethodTitle\n  pickupPoint {\n    id\n    name\n    street\n    postcode\n    city\n    countryCode\n  }\n  shippingAddress {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    countryCode\n    telephone\n  }\n  paymentMethodTitle\n}"): (typeof documents)["fragment OrderSummaryFragment on OrderSummary {\n  number\n  status\n  paymentStatus\n  email\n  priceBasis\n  subtotalExclTax {\n    ...MoneyFragment\n  }\n  lines {\n    sku\n    name\n    quantity\n    unitPrice {\n      ...MoneyFragment\n    }\n    rowTotal {\n      ...MoneyFragment\n    }\n    rowTotalExclTax {\n      ...MoneyFragment\n    }\n    options {\n      label\n      value\n    }\n  }\n  totals {\n    subtotal {\n      ...MoneyFragment\n    }\n    shipping {\n      ...MoneyFragment\n    }\n    tax {\n      ...MoneyFragment\n    }\n    grandTotalExclTax {\n      ...MoneyFragment\n    }\n    grandTotal {\n      ...MoneyFragment\n    }\n  }\n  shippingMethodTitle\n  pickupPoint {\n    id\n    name\n    street\n    postcode\n    city\n    countryCode\n  }\n  shippingAddress {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    countryCode\n    telephone\n  }\n  paymentMethodTitle\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PriceFragment on Price {\n  priceInclTax {\n    ...MoneyFragment\n  }\n  priceExclTax {\n    ...MoneyFragment\n  }\n}"): (typeof documents)["fragment PriceFragment on Price {\n  priceInclTax {\n    ...MoneyFragment\n  }\n  priceExclTax {\n    ...MoneyFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductOverviewFragment on Product {\n  name\n  imageUrl\n  prices {\n    ...ProductPricesFragment\n  }\n  overview {\n    reviews(from: 0, size: 0) {\n      ...RatingAverageFragment\n    }\n  }\n  ...ProductStockFragment\n  ...ItemActionsFragment\n}"): (typeof documents)["fragment ProductOverviewFragment on Product {\n  name\n  imageUrl\n  prices {\n    ...ProductPricesFragment\n  }\n  overview {\n    reviews(from: 0, size: 0) {\n      ...RatingAverageFragment\n    }\n  }\n  ...ProductStockFragment\n  ...ItemActionsFragment\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductPageFragment on Product {\n  identifier\n  ...ProductOverviewFragment\n  shortDescription\n  description\n  metaTitle\n  metaDescription\n  images {\n    path\n    label\n    position\n  }\n  attributes {\n    code\n    label\n    value\n  }\n  customOptions {\n    option_id\n    title\n    type\n    is_required\n    max_characters\n    sort_order\n    extraCost {\n      type\n      rate\n      prices {\n        ...PriceFragment\n      }\n    }\n    values {\n      option_value_id\n      title\n      sort_order\n      extraCost {\n        type\n        rate\n        prices {\n          ...PriceFragment\n        }\n      }\n    }\n  }\n  ...ConfiguratorFragment\n  bundleOptions {\n    id\n    label\n    required\n    type\n    values {\n      value\n      label\n      defaultQuantity\n      userDefinedQuantity\n      isDefault\n      prices {\n        ...ProductPricesFragment\n      }\n      product {\n        sku\n        name\n        imageUrl\n      }\n    }\n  }\n  priceSheet {\n    parts {\n      sku\n      selectionId\n      steps {\n        minQty\n        unit {\n          ...PriceFragment\n        }\n        optionCosts {\n          ...OptionCostFragment\n        }\n      }\n    }\n    fixedCosts {\n      ...OptionCostFragment\n    }\n  }\n  groupedItems {\n    qty\n    position\n    product {\n      ...ProductOverviewFragment\n    }\n  }\n  downloadableLinks {\n    id\n    title\n    sampleUrl\n    price {\n      ...PriceFragment\n    }\n  }\n  breadcrumbs {\n    name\n    path\n  }\n  alternates {\n    locale\n    path\n  }\n  reviews(from: 0, size: 5) {\n    ...RatingAverageFragment\n    reviews {\n      id\n      rating\n      author {\n        displayName\n      }\n      creationDate\n      title\n      comment\n    }\n  }\n  relatedProducts {\n    ...ProductOverviewFragment\n  }\n}"): (typeof documents)["fragment ProductPageFragment on Product {\n  identifier\n  ...ProductOverviewFragment\n  shortDescription\n  description\n  metaTitle\n  metaDescription\n  images {\n    path\n    label\n    position\n  }\n  attributes {\n    code\n    label\n    value\n  }\n  customOptions {\n    option_id\n    title\n    type\n    is_required\n    max_characters\n    sort_order\n    extraCost {\n      type\n      rate\n      prices {\n        ...PriceFragment\n      }\n    }\n    values {\n      option_value_id\n      title\n      sort_order\n      extraCost {\n        type\n        rate\n        prices {\n          ...PriceFragment\n        }\n      }\n    }\n  }\n  ...ConfiguratorFragment\n  bundleOptions {\n    id\n    label\n    required\n    type\n    values {\n      value\n      label\n      defaultQuantity\n      userDefinedQuantity\n      isDefault\n      prices {\n        ...ProductPricesFragment\n      }\n      product {\n        sku\n        name\n        imageUrl\n      }\n    }\n  }\n  priceSheet {\n    parts {\n      sku\n      selectionId\n      steps {\n        minQty\n        unit {\n          ...PriceFragment\n        }\n        optionCosts {\n          ...OptionCostFragment\n        }\n      }\n    }\n    fixedCosts {\n      ...OptionCostFragment\n    }\n  }\n  groupedItems {\n    qty\n    position\n    product {\n      ...ProductOverviewFragment\n    }\n  }\n  downloadableLinks {\n    id\n    title\n    sampleUrl\n    price {\n      ...PriceFragment\n    }\n  }\n  breadcrumbs {\n    name\n    path\n  }\n  alternates {\n    locale\n    path\n  }\n  reviews(from: 0, size: 5) {\n    ...RatingAverageFragment\n    reviews {\n      id\n      rating\n      author {\n        displayName\n      }\n      creationDate\n      title\n      comment\n    }\n  }\n  relatedProducts {\n    ...ProductOverviewFragment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductPricesFragment on ProductPrices {\n  basis\n  regularPrice {\n    ...PriceFragment\n  }\n  finalPrice {\n    ...PriceFragment\n  }\n  minPrice {\n    ...PriceFragment\n  }\n  tierPrice {\n    qty\n    price {\n      ...PriceFragment\n    }\n  }\n}"): (typeof documents)["fragment ProductPricesFragment on ProductPrices {\n  basis\n  regularPrice {\n    ...PriceFragment\n  }\n  finalPrice {\n    ...PriceFragment\n  }\n  minPrice {\n    ...PriceFragment\n  }\n  tierPrice {\n    qty\n    price {\n      ...PriceFragment\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductStockFragment on Product {\n  sku\n  stock {\n    isInStock\n    qty\n  }\n  stockLabel {\n    value\n    label\n  }\n}"): (typeof documents)["fragment ProductStockFragment on Product {\n  sku\n  stock {\n    isInStock\n    qty\n  }\n  stockLabel {\n    value\n    label\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RatingAverageFragment on ReviewsLayer {\n  total\n  ratingAverage\n}"): (typeof documents)["fragment RatingAverageFragment on ReviewsLayer {\n  total\n  ratingAverage\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WishlistFragment on Wishlist {\n  id\n  isShareable\n  shareCode\n  items {\n    id\n    quantity\n    comment\n    addedAt\n    selectedOptions {\n      option_id\n      option_value\n      label\n      valueLabel\n    }\n    product {\n      sku\n      name\n      path\n      imageUrl\n      prices {\n        ...ProductPricesFragment\n      }\n      ...ProductStockFragment\n    }\n  }\n}"): (typeof documents)["fragment WishlistFragment on Wishlist {\n  id\n  isShareable\n  shareCode\n  items {\n    id\n    quantity\n    comment\n    addedAt\n    selectedOptions {\n      option_id\n      option_value\n      label\n      valueLabel\n    }\n    product {\n      sku\n      name\n      path\n      imageUrl\n      prices {\n        ...ProductPricesFragment\n      }\n      ...ProductStockFragment\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WysiwygFragment on Wysiwyg {\n  childNodes\n  data {\n    dataId\n    ... on ProductGridWidget {\n      products {\n        ...ProductOverviewFragment\n      }\n    }\n  }\n}"): (typeof documents)["fragment WysiwygFragment on Wysiwyg {\n  childNodes\n  data {\n    dataId\n    ... on ProductGridWidget {\n      products {\n        ...ProductOverviewFragment\n      }\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;