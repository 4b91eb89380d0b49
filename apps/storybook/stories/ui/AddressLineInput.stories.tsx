import { type Meta, type StoryObj } from '@storybook/react-vite';
import { AddressLineInput } from '@truffe/ui/AddressLineInput';
import { expect, userEvent } from 'storybook/test';

const meta = {
  title: 'UI/Forms/AddressLineInput',
  component: AddressLineInput,
  args: { label: 'Street address', name: 'street', autoComplete: 'address-line1' },
} satisfies Meta<typeof AddressLineInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The line stops at 38 characters (spec §5). */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Street address' });
    await userEvent.type(input, '12 rue des Grands Champs de la Truffe Noire');
    await expect((input as HTMLInputElement).value).toHaveLength(38);
    await expect(canvas.getByText('38/38')).toBeVisible();
  },
};
export const Filled: Story = { args: { defaultValue: '3 rue Pasteur' } };
export const WithError: Story = { args: { required: true, error: 'Enter your street address.' } };
