import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Skeleton, skeletonShapes } from '@truffe/ui/Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { shape: 'text' },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { lines: 3 } };
export const Rectangle: Story = { args: { shape: 'rectangle', width: 280, height: 180 } };
export const Circle: Story = { args: { shape: 'circle', width: 56 } };
/** The loading state of a product card. */
export const ProductCardLoading: Story = {
  render: () => (
    <div aria-busy="true" style={{ width: 220 }}>
      <Skeleton shape="rectangle" width="100%" height={220} />
      <Skeleton lines={2} />
      <Skeleton width="40%" />
    </div>
  ),
};
