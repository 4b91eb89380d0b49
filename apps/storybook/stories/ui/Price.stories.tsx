import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Price, priceSizes, taxDisplays, type PriceAmounts } from '@truffe/ui/Price';
import { expect } from 'storybook/test';

/** Prices are stored excluding tax; the tax factor 1.2 gives the price including tax (spec §9). */
const eur = (exclCents: number): PriceAmounts => ({
  priceExclTax: { amount: exclCents, currency: 'EUR' },
  priceInclTax: { amount: Math.round(exclCents * 1.2), currency: 'EUR' },
});

const meta = {
  title: 'UI/Commerce/Price',
  component: Price,
  args: { regular: eur(4990), locale: 'fr-FR', taxDisplay: 'incl', size: 'medium' },
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
  args: { regular: eur(4990), final: eur(3990), locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toHaveTextContent('Regular price: €59.88');
  },
};
export const FromMinimumPrice: Story = {
  args: { from: true, regular: eur(1490), locale: 'en-GB' },
};
export const TierPrices: Story = {
  args: {
    regular: eur(1000),
    locale: 'en-GB',
    tierPrices: [
      { qty: 3, price: eur(900) },
      { qty: 10, price: eur(800) },
    ],
  },
};
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large', final: eur(3990) } };
