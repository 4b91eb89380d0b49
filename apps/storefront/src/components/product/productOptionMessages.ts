import { defineMessages } from 'react-intl';

/**
 * The texts of a product type's options (configurable, bundle, custom options, grouped items): with their lazy
 * parts, which only products of that type load (decision 0906).
 */
export const productOptionMessages = defineMessages({
  chosenValue: { id: 'catalogue.product.chosenValue', defaultMessage: '{label}: {value}' },
  chooseValue: { id: 'catalogue.product.chooseValue', defaultMessage: '{label}: choose' },
  customOptions: { id: 'catalogue.product.customOptions', defaultMessage: 'Personalisation' },
  optional: { id: 'catalogue.product.optional', defaultMessage: 'optional' },
  extraCost: { id: 'catalogue.product.extraCost', defaultMessage: '+{price}' },
  extraPercent: { id: 'catalogue.product.extraPercent', defaultMessage: '+{rate}%' },
  maxCharacters: {
    id: 'catalogue.product.maxCharacters',
    defaultMessage: '{count, plural, one {# character at most} other {# characters at most}}',
  },
  chooseOption: { id: 'catalogue.product.chooseOption', defaultMessage: 'Choose…' },
  bundle: { id: 'catalogue.product.bundle', defaultMessage: 'Compose your bundle' },
  bundleQuantity: {
    id: 'catalogue.product.bundleQuantity',
    defaultMessage: 'Quantity of {name}',
  },
  bundleFixedQuantity: {
    id: 'catalogue.product.bundleFixedQuantity',
    defaultMessage: '× {quantity}',
  },
  grouped: { id: 'catalogue.product.grouped', defaultMessage: 'Products of this set' },
  groupedProduct: { id: 'catalogue.product.groupedProduct', defaultMessage: 'Product' },
  groupedPrice: { id: 'catalogue.product.groupedPrice', defaultMessage: 'Price' },
  groupedStock: { id: 'catalogue.product.groupedStock', defaultMessage: 'Availability' },
  groupedQuantity: { id: 'catalogue.product.groupedQuantity', defaultMessage: 'Quantity' },
  groupedQuantityOf: {
    id: 'catalogue.product.groupedQuantityOf',
    defaultMessage: 'Quantity of {name}',
  },
});
