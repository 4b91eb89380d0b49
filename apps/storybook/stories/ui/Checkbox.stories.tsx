import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Checkbox } from '@truffe/ui/Checkbox';
import { expect, userEvent } from 'storybook/test';

const meta = {
  title: 'UI/Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Subscribe to the newsletter', name: 'newsletter' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Subscribe to the newsletter' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithHelp: Story = { args: { help: 'One e-mail a month, no more.' } };
export const WithError: Story = {
  args: {
    label: 'I accept the terms of sale',
    required: true,
    error: 'You must accept the terms.',
  },
};
export const Disabled: Story = { args: { disabled: true } };
