import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Badge, badgeSizes, badgeTones } from '@truffe/ui/Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'New', tone: 'neutral', size: 'medium' },
  argTypes: {
    tone: { control: 'select', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Primary: Story = { args: { tone: 'primary' } };
export const Secondary: Story = { args: { tone: 'secondary', children: 'Pro' } };
export const Success: Story = { args: { tone: 'success', children: 'In stock' } };
export const Info: Story = { args: { tone: 'info', children: 'Pre-order' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Last items' } };
export const Error: Story = { args: { tone: 'error', children: '-20 %' } };
export const Small: Story = { args: { size: 'small' } };
/** A bare count with a text for screen readers. */
export const Count: Story = {
  args: { tone: 'primary', children: '3', accessibleLabel: '3 items in the cart' },
};
