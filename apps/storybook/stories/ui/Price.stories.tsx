import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Price, priceSizes, taxDisplays, type PriceAmounts } from '@truffe/ui/Price';
import { expect } from 'storybook/test';

/**
 * A sample price as the server sends it: both amounts in cents, including and excluding tax. Written as
 * literal pairs because the rule that derives one from the other belongs to the money module of
 * @truffe/commerce, which Storybook may not import: a story shows amounts, it computes none.
 */
const eur = (inclTaxCents: number, exclTaxCents: number): PriceAmounts => ({
  priceExclTax: { amount: exclTaxCents, currency: 'EUR' },
  priceInclTax: { amount: inclTaxCents, currency: 'EUR' },
});

const meta = {
  title: 'UI/Commerce/Price',
  component: Price,
  args: { regular: eur(5988, 4990), locale: 'fr-FR', taxDisplay: 'incl', size: 'medium' },
  argTypes: {
    taxDisplay: { control: 'inline-radio', options: taxDisplays },
    size: { control: 'inline-radio', options: priceSizes },
    locale: { control: 'inline-radio', options: ['fr-FR', 'en-GB'] },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InclTax: Story = {
  args: { labels: { inclTax: 'TTC' } },
  play: async ({ canvasElement }) => {
    const final = canvasElement.querySelector('[data-price-final]');
    await expect(final?.textContent?.replace(/\s/g, ' ')).toBe('59,88 €');
  },
};
/** What a professional customer sees. */
export const ExclTaxForProfessionals: Story = {
  args: { taxDisplay: 'excl', showOtherTax: true, locale: 'en-GB' },
};
export const Discounted: Story = {
  args: { regular: eur(5988, 4990), final: eur(4788, 3990), locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toHaveTextContent('Regular price: €59.88');
  },
};
export const FromMinimumPrice: Story = {
  args: { from: true, regular: eur(1788, 1490), locale: 'en-GB' },
};
export const TierPrices: Story = {
  args: {
    regular: eur(1200, 1000),
    locale: 'en-GB',
    tierPrices: [
      { qty: 3, price: eur(1080, 900) },
      { qty: 10, price: eur(960, 800) },
    ],
  },
};
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large', final: eur(4788, 3990) } };
