import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Icon, iconNames, iconSizes } from '@truffe/ui/Icon';
import { expect } from 'storybook/test';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'cart', size: 'medium' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a label the icon is decorative and hidden from assistive technology. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a label the icon is an image with that name. */
export const Labelled: Story = {
  args: { label: 'Cart' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Cart' })).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'small' } };
export const Medium: Story = { args: { size: 'medium' } };
export const Large: Story = { args: { size: 'large' } };
/** `inherit` follows the font size of the text around it. */
export const Inherit: Story = {
  args: { size: 'inherit' },
  render: (args) => (
    <p style={{ fontSize: 32 }}>
      <Icon {...args} /> 32 px text
    </p>
  ),
};
