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

/** A line of at most 38 characters (spec §5): typing past it cuts nothing, the field says it is too long. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Street address' });
    await userEvent.type(input, '12 rue des Grands Champs de la Truffe');
    await expect(canvas.getByText('37/38')).toBeVisible();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
/** Over the limit (typed or pasted): nothing is cut; the field is invalid and the counter shows it. */
export const OverTheLimit: Story = {
  args: { defaultValue: '12 rue des Grands Champs de la Truffe Noire' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Street address' });
    await expect((input as HTMLInputElement).value).toHaveLength(43);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('43/38')).toBeVisible();
  },
};
export const Filled: Story = { args: { defaultValue: '3 rue Pasteur' } };
export const WithError: Story = { args: { required: true, error: 'Enter your street address.' } };
