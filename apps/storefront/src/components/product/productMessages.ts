import { defineMessages } from 'react-intl';

/** The texts of the product screen. */
export const productMessages = defineMessages({
  sku: { id: 'catalogue.product.sku', defaultMessage: 'Ref. {sku}' },
  gallery: { id: 'catalogue.product.gallery', defaultMessage: 'Pictures of {name}' },
  showPicture: {
    id: 'catalogue.product.showPicture',
    defaultMessage: 'Show picture {index} of {count}',
  },
  zoom: { id: 'catalogue.product.zoom', defaultMessage: 'Enlarge the picture' },
  zoomTitle: { id: 'catalogue.product.zoomTitle', defaultMessage: '{name}, enlarged' },
  close: { id: 'catalogue.product.close', defaultMessage: 'Close' },
  quantity: { id: 'catalogue.product.quantity', defaultMessage: 'Quantity' },
  decrease: { id: 'catalogue.product.decrease', defaultMessage: 'Decrease quantity' },
  increase: { id: 'catalogue.product.increase', defaultMessage: 'Increase quantity' },
  chooseOptions: {
    id: 'catalogue.product.chooseOptions',
    defaultMessage: 'Choose {options} to see the price and availability of your item.',
  },
  selectedItem: { id: 'catalogue.product.selectedItem', defaultMessage: 'Your choice: {name}' },
  optionsCost: {
    id: 'catalogue.product.optionsCost',
    defaultMessage: 'Including {price} of options',
  },
  downloads: { id: 'catalogue.product.downloads', defaultMessage: 'Downloads' },
  sample: { id: 'catalogue.product.sample', defaultMessage: 'Sample' },
  description: { id: 'catalogue.product.description', defaultMessage: 'Description' },
  attributes: { id: 'catalogue.product.attributes', defaultMessage: 'Characteristics' },
  related: { id: 'catalogue.product.related', defaultMessage: 'You may also like' },
});
