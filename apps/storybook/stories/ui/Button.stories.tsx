import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Button, buttonAppearances, buttonSizes } from '@truffe/ui/Button';
import { expect, fn, userEvent } from 'storybook/test';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: {
    children: 'Add to cart',
    size: 'medium',
    appearance: 'primary',
    disabled: false,
    pending: false,
    onClick: fn(),
    onDisabledClick: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: buttonSizes },
    appearance: { control: 'select', options: buttonAppearances },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(args.onDisabledClick).not.toHaveBeenCalled();
  },
};
export const Secondary: Story = { args: { appearance: 'secondary' } };
export const Outline: Story = { args: { appearance: 'outline' } };
export const Ghost: Story = { args: { appearance: 'ghost' } };
export const Danger: Story = { args: { appearance: 'danger', children: 'Remove' } };

export const Small: Story = { args: { size: 'small' } };
export const Medium: Story = { args: { size: 'medium' } };
export const Large: Story = { args: { size: 'large' } };
export const FullWidth: Story = { args: { fullWidth: true } };

/** A click on a disabled button is blocked and reported through `onDisabledClick`. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(args.onDisabledClick).toHaveBeenCalledTimes(2);
  },
};

/** Pending shows progress, blocks clicks and keeps the button's size. */
export const Pending: Story = {
  args: { pending: true, pendingLabel: 'Adding' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Add to cart/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(args.onDisabledClick).toHaveBeenCalledOnce();
  },
};

/** The pending button has exactly the size of the same button in its normal state. */
export const PendingKeepsSize: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button {...args} pending={false}>
        Add to cart
      </Button>
      <Button {...args} pending>
        Add to cart
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const [normal, pending] = canvas.getAllByRole('button', { name: 'Add to cart' });
    await expect(pending).toHaveAttribute('data-state', 'pending');
    const normalBox = normal!.getBoundingClientRect();
    const pendingBox = pending!.getBoundingClientRect();
    await expect(pendingBox.width).toBe(normalBox.width);
    await expect(pendingBox.height).toBe(normalBox.height);
  },
};

export const AllAppearances: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {buttonAppearances.map((appearance) => (
        <Button key={appearance} {...args} appearance={appearance}>
          {appearance}
        </Button>
      ))}
    </div>
  ),
};

/** A button that is a link (spec §2 Links) with the button look. */
export const AsLink: Story = {
  args: { href: '/cart', children: 'View cart', appearance: 'outline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  },
};
