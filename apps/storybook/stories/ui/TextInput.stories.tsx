import { type Meta, type StoryObj } from '@storybook/react-vite';
import { fieldInputTypes, TextInput } from '@truffe/ui/TextInput';
import { expect, userEvent } from 'storybook/test';

const meta = {
  title: 'UI/Forms/TextInput',
  component: TextInput,
  args: { label: 'E-mail', type: 'email', name: 'email', autoComplete: 'email' },
  argTypes: { type: { control: 'select', options: fieldInputTypes } },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'marie@example.org');
    await expect(input).toHaveValue('marie@example.org');
  },
};
export const WithHelp: Story = { args: { help: 'We send your order confirmation there.' } };
export const WithError: Story = {
  args: { error: 'Enter a valid e-mail address.', defaultValue: 'marie@' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(
      'Enter a valid e-mail address.',
    );
  },
};
export const Required: Story = { args: { required: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'marie@example.org' } };
export const HiddenLabel: Story = {
  args: { label: 'Search the shop', hideLabel: true, type: 'search', placeholder: 'Search…' },
};
