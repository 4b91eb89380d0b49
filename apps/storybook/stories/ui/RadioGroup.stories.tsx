import { type Meta, type StoryObj } from '@storybook/react-vite';
import { RadioGroup, radioGroupOrientations } from '@truffe/ui/RadioGroup';
import { expect, fn, userEvent } from 'storybook/test';

const meta = {
  title: 'UI/Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Delivery',
    name: 'delivery',
    orientation: 'vertical',
    onChange: fn(),
    options: [
      { value: 'home', label: 'Home delivery' },
      { value: 'pickup', label: 'Pickup point' },
      { value: 'store', label: 'In store (unavailable)', disabled: true },
    ],
  },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Pickup point' }));
    await expect(args.onChange).toHaveBeenCalledWith('pickup');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Home delivery' })).toBeChecked();
  },
};
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'home' } };
export const WithError: Story = { args: { required: true, error: 'Choose a delivery method.' } };
export const WithHelp: Story = { args: { help: 'Free delivery from 49 €.' } };
