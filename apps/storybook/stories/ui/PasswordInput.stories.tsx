import { type Meta, type StoryObj } from '@storybook/react-vite';
import { PasswordInput } from '@truffe/ui/PasswordInput';
import { expect, userEvent } from 'storybook/test';

const meta = {
  title: 'UI/Forms/PasswordInput',
  component: PasswordInput,
  args: { label: 'Password', name: 'password' },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'truffe-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};
export const NewPassword: Story = {
  args: { autoComplete: 'new-password', help: 'At least 12 characters.' },
};
export const WithError: Story = { args: { error: 'Wrong e-mail or password.' } };
