import { type Meta, type StoryObj } from '@storybook/react-vite';
import { RatingStars, ratingSizes } from '@truffe/ui/RatingStars';
import { expect } from 'storybook/test';

const meta = {
  title: 'UI/Commerce/RatingStars',
  component: RatingStars,
  args: { value: 4.5, size: 'medium' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    size: { control: 'inline-radio', options: ratingSizes },
  },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HalfStar: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  },
};
export const Zero: Story = { args: { value: 0 } };
export const Full: Story = { args: { value: 5 } };
export const WithCount: Story = { args: { value: 3.7, count: 128 } };
export const French: Story = {
  args: {
    value: 4,
    count: 12,
    label: (value: number, max: number) => `Noté ${value} sur ${max}`,
    countText: (count: number) => `${count} avis`,
  },
};
export const Small: Story = { args: { size: 'small', count: 8 } };
export const Large: Story = { args: { size: 'large' } };
