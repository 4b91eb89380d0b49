import { type Meta, type StoryObj } from '@storybook/react-vite';
import { QuantityStepper } from '@truffe/ui/QuantityStepper';
import { expect, fn, userEvent } from 'storybook/test';

const meta = {
  title: 'UI/Forms/QuantityStepper',
  component: QuantityStepper,
  args: {
    label: 'Quantity',
    decreaseLabel: 'Decrease quantity',
    increaseLabel: 'Increase quantity',
    min: 1,
    max: 10,
    defaultValue: 1,
    onChange: fn(),
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtMinimum: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    await expect(args.onChange).toHaveBeenCalledWith(2);
  },
};
export const AtMaximum: Story = { args: { defaultValue: 10 } };
export const WithError: Story = { args: { defaultValue: 4, error: 'Only 3 left in stock.' } };
export const Disabled: Story = { args: { disabled: true } };
