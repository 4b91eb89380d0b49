import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Textarea } from '@truffe/ui/Textarea';

const meta = {
  title: 'UI/Forms/Textarea',
  component: Textarea,
  args: { label: 'Your review', name: 'review' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHelp: Story = { args: { help: 'Tell other owners what your dog thought.' } };
export const WithError: Story = {
  args: { error: 'Write at least 20 characters.', defaultValue: 'Good' },
};
export const Disabled: Story = { args: { disabled: true } };
