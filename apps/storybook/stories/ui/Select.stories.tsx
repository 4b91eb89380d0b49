import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Select } from '@truffe/ui/Select';
import { expect, userEvent } from 'storybook/test';

const meta = {
  title: 'UI/Forms/Select',
  component: Select,
  args: {
    label: 'Country',
    name: 'country',
    placeholder: 'Choose a country',
    options: [
      { value: 'FR', label: 'France' },
      { value: 'GB', label: 'United Kingdom' },
      { value: 'BE', label: 'Belgium' },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.selectOptions(select, 'GB');
    await expect(select).toHaveValue('GB');
  },
};
export const WithError: Story = { args: { error: 'Choose a country.', required: true } };
export const Disabled: Story = { args: { disabled: true } };
