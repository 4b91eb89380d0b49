import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Badge } from '@truffe/ui/Badge';
import { Button } from '@truffe/ui/Button';
import { Icon } from '@truffe/ui/Icon';
import { Price, type PriceAmounts } from '@truffe/ui/Price';
import { ProductCard, productCardHeadingLevels } from '@truffe/ui/ProductCard';
import { RatingStars } from '@truffe/ui/RatingStars';
import { StockLabel } from '@truffe/ui/StockLabel';
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

const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#EEF4FC"/><rect x="110" y="80" width="180" height="240" rx="24" fill="#1D4FA3"/><text x="200" y="215" fill="#FFFFFF" font-size="36" text-anchor="middle" font-family="sans-serif">12 kg</text></svg>',
  );

const meta = {
  title: 'UI/Commerce/ProductCard',
  component: ProductCard,
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Croquettes adulte au canard 12 kg',
    href: '/croquettes-adulte-canard',
    brand: 'Truffe',
    headingLevel: 3,
    image: (
      <img
        src={picture}
        alt=""
        width={400}
        height={400}
        style={{ width: '100%', height: 'auto' }}
      />
    ),
    price: <Price regular={eur(5988, 4990)} locale="fr-FR" labels={{ inclTax: 'TTC' }} />,
    rating: <RatingStars value={4.5} count={8} size="small" />,
    stock: <StockLabel value="in_stock" label="En stock" />,
    actions: (
      <>
        <Button size="small">Ajouter au panier</Button>
        <Button size="small" appearance="ghost" aria-label="Ajouter à la liste d'envies">
          <Icon name="heart" size="small" />
        </Button>
      </>
    ),
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: productCardHeadingLevels } },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('article', { name: 'Croquettes adulte au canard 12 kg' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};
export const Discounted: Story = {
  args: {
    price: <Price regular={eur(5988, 4990)} final={eur(4788, 3990)} locale="fr-FR" />,
    badges: <Badge tone="error">-20%</Badge>,
  },
};
export const OutOfStock: Story = {
  args: {
    stock: <StockLabel value="out_of_stock" label="Rupture de stock" />,
    actions: (
      <Button size="small" disabled>
        Ajouter au panier
      </Button>
    ),
  },
};
export const Minimal: Story = {
  args: { brand: undefined, rating: undefined, stock: undefined, actions: undefined },
};
