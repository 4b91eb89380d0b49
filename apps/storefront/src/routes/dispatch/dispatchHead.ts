import { categoryHead } from '../category/categoryHead';
import { contentPageHead } from '../cms/contentPageHead';
import { productHead } from '../../seo/productHead';
import { type HeadInput, type PageHead } from '../../seo/pageHead';
import { type DispatchData } from './dispatchScreens';

/** The head of a dispatched address: the head of the screen it shows. */
export function dispatchHead(input: HeadInput<DispatchData>): PageHead {
  const { data } = input;
  switch (data.kind) {
    case 'category':
      return categoryHead({ ...input, data: data.screen });
    case 'product':
      return productHead({ ...input, data: data.screen });
    default:
      return contentPageHead({ ...input, data });
  }
}
