import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Spinner, spinnerSizes } from '@truffe/ui/Spinner';
import { expect } from 'storybook/test';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { size: 'medium', label: 'Loading' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = { args: { size: 'small' } };
export const Medium: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};
export const Large: Story = { args: { size: 'large' } };
export const WithVisibleLabel: Story = { args: { showLabel: true, label: 'Loading products…' } };
export const Decorative: Story = { args: { label: undefined } };
