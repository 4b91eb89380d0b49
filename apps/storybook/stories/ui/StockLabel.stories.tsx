import { type Meta, type StoryObj } from '@storybook/react-vite';
import { StockLabel, stockValues } from '@truffe/ui/StockLabel';

const meta = {
  title: 'UI/Commerce/StockLabel',
  component: StockLabel,
  args: { value: 'in_stock', label: 'In stock' },
  argTypes: { value: { control: 'select', options: stockValues } },
} satisfies Meta<typeof StockLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {};
export const LowStock: Story = { args: { value: 'low_stock', label: 'Low stock' } };
export const OnOrder: Story = { args: { value: 'on_order', label: 'Available to order' } };
export const OutOfStock: Story = { args: { value: 'out_of_stock', label: 'Rupture de stock' } };
