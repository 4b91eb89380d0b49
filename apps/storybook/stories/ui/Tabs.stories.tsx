import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Tabs } from '@truffe/ui/Tabs';
import { expect, fn, userEvent } from 'storybook/test';

const items = [
  { id: 'description', label: 'Description', content: <p>Grain-free kibble for adult dogs.</p> },
  { id: 'composition', label: 'Composition', content: <p>Duck 40 %, sweet potato, peas.</p> },
  { id: 'reviews', label: 'Reviews (12)', content: <p>4.5 out of 5 from 12 reviews.</p> },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { items, label: 'Product details', onChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Description' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Composition' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('composition');
    await expect(canvas.getByRole('tabpanel', { name: 'Composition' })).toBeVisible();
  },
};
export const OtherSelected: Story = { args: { defaultSelectedId: 'reviews' } };
