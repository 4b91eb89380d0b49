import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Toast, ToastRegion, toastTones } from '@truffe/ui/Toast';
import { expect, fn, userEvent } from 'storybook/test';

const meta = {
  title: 'UI/Toast',
  component: Toast,
  args: { tone: 'info', children: 'Your wishlist is saved.', onClose: fn(), closeLabel: 'Close' },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your wishlist is saved.');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
export const Success: Story = {
  args: { tone: 'success', title: 'Added to cart', children: 'Croquettes adulte 12 kg' },
};
export const Warning: Story = {
  args: { tone: 'warning', children: 'Only 2 left in stock.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
export const Error: Story = { args: { tone: 'error', children: 'Payment refused.' } };
export const WithoutCloseButton: Story = { args: { onClose: undefined } };
export const InRegion: Story = {
  render: (args) => (
    <ToastRegion>
      <Toast {...args} tone="success">
        Saved.
      </Toast>
      <Toast {...args} tone="error">
        Network error.
      </Toast>
    </ToastRegion>
  ),
  // The region lets clicks through (pointer-events: none, inherited); a mouse must still reach a toast's
  // close button: the hit test at its centre lands in the button (on its icon), not on what lies beneath.
  play: async ({ args, canvas }) => {
    const close = canvas.getAllByRole('button', { name: 'Close' })[0]!;
    const box = close.getBoundingClientRect();
    const hit = close.ownerDocument.elementFromPoint(
      box.left + box.width / 2,
      box.top + box.height / 2,
    );
    await expect(hit !== null && close.contains(hit)).toBe(true);
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
