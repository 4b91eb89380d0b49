import { type Meta, type StoryObj } from '@storybook/react-vite';
import { buttonAppearances, buttonSizes } from '@truffe/ui/Button';
import { activeLinkClass, BrandDomainsProvider, Link } from '@truffe/ui/Link';
import { expect, userEvent } from 'storybook/test';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { to: '/croquettes', children: 'Dog food' },
  argTypes: {
    appearance: { control: 'select', options: [undefined, ...buttonAppearances] },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  decorators: [
    (Story) => (
      <BrandDomainsProvider domains={['truffe.example']}>
        <Story />
      </BrandDomainsProvider>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Internal links navigate client-side; the active one gets `link--active`. */
export const Internal: Story = {
  parameters: { route: '/' },
  render: () => (
    <nav aria-label="Main" style={{ display: 'flex', gap: 16 }}>
      <Link to="/" end>
        Home
      </Link>
      <Link to="/croquettes">Dog food</Link>
      <Link to="/accessoires">Accessories</Link>
    </nav>
  ),
  play: async ({ canvas }) => {
    const home = canvas.getByRole('link', { name: 'Home' });
    const food = canvas.getByRole('link', { name: 'Dog food' });
    await expect(home).toHaveClass(activeLinkClass);
    await userEvent.click(food);
    await expect(food).toHaveClass(activeLinkClass);
    await expect(food).toHaveAttribute('aria-current', 'page');
    await expect(home).not.toHaveClass(activeLinkClass);
    await expect(food).not.toHaveAttribute('target');
  },
};

/** Another host opens in a new tab without giving it access to this page. */
export const External: Story = {
  args: { to: 'https://www.example.org/', children: 'Our partner' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Our partner (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A brand domain (configured with `BrandDomainsProvider` or the `brandDomains` prop) stays in the same tab. */
export const BrandDomain: Story = {
  args: { to: 'https://pro.truffe.example/', children: 'Professional shop' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Professional shop' });
    await expect(link).not.toHaveAttribute('target');
    await expect(link).toHaveAttribute('data-link', 'brand');
  },
};

/** Files are plain anchors, left to the browser. */
export const File: Story = {
  args: { to: '/media/catalogue-2026.pdf', children: 'Catalogue (PDF)' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Catalogue (PDF)' });
    await expect(link).toHaveAttribute('data-link', 'file');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const Mailto: Story = {
  args: { to: 'mailto:service@truffe.example', children: 'service@truffe.example' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('data-link', 'mailto');
  },
};

export const Tel: Story = {
  args: { to: 'tel:+33123456789', children: '01 23 45 67 89' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('data-link', 'tel');
  },
};

export const Download: Story = {
  args: {
    to: '/media/price-list.pdf',
    download: 'price-list.pdf',
    children: 'Download the price list',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('download', 'price-list.pdf');
  },
};

export const ButtonLook: Story = {
  args: { to: '/cart', children: 'View cart', appearance: 'primary', size: 'large' },
};
