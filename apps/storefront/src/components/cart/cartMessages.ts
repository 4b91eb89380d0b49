import { defineMessages } from 'react-intl';

import { addToCartMessages } from './addToCartMessages';

/** The texts of the cart, the mini-cart, add to cart, add by reference and quick order. */
export const cartMessages = {
  ...addToCartMessages,
  ...defineMessages({
    title: { id: 'cart.title', defaultMessage: 'Your cart' },
    drawerTitle: { id: 'cart.drawer.title', defaultMessage: 'Your cart' },
    close: { id: 'cart.close', defaultMessage: 'Close' },
    loading: { id: 'cart.loading', defaultMessage: 'Loading your cart…' },
    loadFailed: { id: 'cart.loadFailed', defaultMessage: 'Your cart could not be loaded.' },
    empty: { id: 'cart.empty', defaultMessage: 'Your cart is empty.' },
    continueShopping: { id: 'cart.continueShopping', defaultMessage: 'Continue shopping' },
    viewCart: { id: 'cart.viewCart', defaultMessage: 'View the cart' },
    checkout: { id: 'cart.checkout', defaultMessage: 'Proceed to checkout' },
    lines: { id: 'cart.lines', defaultMessage: 'Items in your cart' },
    unitPrice: { id: 'cart.column.unitPrice', defaultMessage: 'Unit price' },
    quantity: { id: 'cart.column.quantity', defaultMessage: 'Quantity' },
    rowTotal: { id: 'cart.column.rowTotal', defaultMessage: 'Total' },
    quantityOf: { id: 'cart.quantityOf', defaultMessage: 'Quantity of {name}' },
    decrease: { id: 'cart.decrease', defaultMessage: 'Decrease quantity' },
    increase: { id: 'cart.increase', defaultMessage: 'Increase quantity' },
    update: { id: 'cart.update', defaultMessage: 'Update' },
    updateOf: { id: 'cart.updateOf', defaultMessage: 'Update the quantity of {name}' },
    remove: { id: 'cart.remove', defaultMessage: 'Remove' },
    removeOf: { id: 'cart.removeOf', defaultMessage: 'Remove {name} from the cart' },
    emptyCart: { id: 'cart.emptyCart', defaultMessage: 'Empty the cart' },
    skuLine: { id: 'cart.skuLine', defaultMessage: 'Ref. {sku}' },
    option: { id: 'cart.option', defaultMessage: '{label}: {value}' },
    quantityShort: { id: 'cart.quantityShort', defaultMessage: 'Qty {quantity}' },
    totals: { id: 'cart.totals', defaultMessage: 'Summary' },
    subtotalExclTax: { id: 'cart.subtotalExclTax', defaultMessage: 'Subtotal excl. tax' },
    tax: { id: 'cart.tax', defaultMessage: 'Tax' },
    subtotalInclTax: { id: 'cart.subtotalInclTax', defaultMessage: 'Total incl. tax' },
    itemCount: {
      id: 'cart.itemCount',
      defaultMessage: '{count, plural, one {# item} other {# items}}',
    },
    fixProblems: {
      id: 'cart.fixProblems',
      defaultMessage: 'Some items need your attention before checkout.',
    },
    shippingTitle: { id: 'cart.shipping.title', defaultMessage: 'Estimate shipping' },
    shippingCountry: { id: 'cart.shipping.country', defaultMessage: 'Country' },
    shippingPostcode: { id: 'cart.shipping.postcode', defaultMessage: 'Postcode' },
    shippingSubmit: { id: 'cart.shipping.submit', defaultMessage: 'Estimate' },
    shippingNone: {
      id: 'cart.shipping.none',
      defaultMessage: 'No delivery method for this address.',
    },
    shippingFailed: {
      id: 'cart.shipping.failed',
      defaultMessage: 'Shipping could not be estimated. Please try again.',
    },
    countryFR: { id: 'cart.country.FR', defaultMessage: 'France' },
    countryGB: { id: 'cart.country.GB', defaultMessage: 'United Kingdom' },
    paymentsBlock: { id: 'cart.paymentsBlock', defaultMessage: 'Secure payment' },
    addedProduct: { id: 'cart.addedProduct', defaultMessage: '{name} is in your cart.' },
    updated: { id: 'cart.updated', defaultMessage: 'Your cart was updated.' },
    removed: { id: 'cart.removed', defaultMessage: '{name} was removed from your cart.' },
    emptied: { id: 'cart.emptied', defaultMessage: 'Your cart was emptied.' },
    notifications: { id: 'cart.notifications', defaultMessage: 'Notifications' },
    // Add by reference and quick order.
    byRefTitle: { id: 'cart.byRef.title', defaultMessage: 'Add to cart by reference' },
    byRefIntro: {
      id: 'cart.byRef.intro',
      defaultMessage: 'Enter the references of the products you want and their quantities.',
    },
    reference: { id: 'cart.byRef.reference', defaultMessage: 'Reference' },
    referenceOfRow: { id: 'cart.byRef.referenceOfRow', defaultMessage: 'Reference, row {row}' },
    quantityOfRow: { id: 'cart.byRef.quantityOfRow', defaultMessage: 'Quantity, row {row}' },
    removeRow: { id: 'cart.byRef.removeRow', defaultMessage: 'Remove row {row}' },
    addRow: { id: 'cart.byRef.addRow', defaultMessage: 'Add a row' },
    addAll: { id: 'cart.byRef.addAll', defaultMessage: 'Add to cart' },
    summary: {
      id: 'cart.byRef.summary',
      defaultMessage:
        '{count, plural, =0 {No product added} one {# product added} other {# products added}}',
    },
    summaryProblems: {
      id: 'cart.byRef.summaryProblems',
      defaultMessage:
        '{count, plural, one {# line could not be added} other {# lines could not be added}}',
    },
    report: { id: 'cart.byRef.report', defaultMessage: 'Result per line' },
    line: { id: 'cart.byRef.line', defaultMessage: 'Line' },
    status: { id: 'cart.byRef.status', defaultMessage: 'Result' },
    statusAdded: { id: 'cart.byRef.status.added', defaultMessage: 'Added' },
    statusRefused: { id: 'cart.byRef.status.refused', defaultMessage: 'Not added' },
    noLines: { id: 'cart.byRef.noLines', defaultMessage: 'Enter at least one reference.' },
    quickOrderTitle: { id: 'cart.quickOrder.title', defaultMessage: 'Quick order' },
    quickOrderIntro: {
      id: 'cart.quickOrder.intro',
      defaultMessage:
        'Type a reference or a product name, paste lines, or upload a CSV file (reference;quantity per line).',
    },
    suggestions: { id: 'cart.quickOrder.suggestions', defaultMessage: 'Products found' },
    pasteLabel: { id: 'cart.quickOrder.paste', defaultMessage: 'Paste lines' },
    pasteHelp: {
      id: 'cart.quickOrder.pasteHelp',
      defaultMessage:
        'One line per product: reference;quantity (a comma or a tab also works). At most {max} lines.',
    },
    pasteApply: { id: 'cart.quickOrder.pasteApply', defaultMessage: 'Put the lines in the grid' },
    csvLabel: { id: 'cart.quickOrder.csv', defaultMessage: 'CSV file' },
    csvHelp: {
      id: 'cart.quickOrder.csvHelp',
      defaultMessage: 'reference;quantity per line, at most {max} lines and {size} kB.',
    },
    parsedLines: {
      id: 'cart.quickOrder.parsedLines',
      defaultMessage: '{count, plural, one {# line ready} other {# lines ready}}',
    },
    clearRows: { id: 'cart.quickOrder.clear', defaultMessage: 'Clear the grid' },
    moreRows: {
      id: 'cart.quickOrder.moreRows',
      defaultMessage: '{count, plural, one {and # more line} other {and # more lines}}',
    },
    parseTooManyLines: {
      id: 'cart.parse.tooManyLines',
      defaultMessage: 'At most {max} lines at once ({count} found).',
    },
    parseTooLarge: {
      id: 'cart.parse.tooLarge',
      defaultMessage: 'The file is too large (at most {size} kB).',
    },
    parseBadQuantity: {
      id: 'cart.parse.badQuantity',
      defaultMessage: 'Line {line}: the quantity “{value}” is not a whole number.',
    },
    parseNoReference: {
      id: 'cart.parse.noReference',
      defaultMessage: 'Line {line}: no reference.',
    },
    parseEmpty: { id: 'cart.parse.empty', defaultMessage: 'No line found.' },
    parseNotText: { id: 'cart.parse.notText', defaultMessage: 'The file must be a CSV text file.' },
  }),
};
