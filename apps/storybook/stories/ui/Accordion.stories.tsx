import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Accordion, accordionHeadingLevels } from '@truffe/ui/Accordion';
import { expect, userEvent } from 'storybook/test';

const faq = [
  {
    id: 'delivery',
    title: 'When is my order delivered?',
    content: <p>Orders placed before 1 pm ship the same day and arrive within 48 hours.</p>,
  },
  {
    id: 'returns',
    title: 'Can I return a product?',
    content: <p>Yes, within 30 days, from your account under Returns.</p>,
  },
  {
    id: 'pro',
    title: 'Do you sell to professionals?',
    content: <p>Breeders and shops get prices excluding tax with a professional account.</p>,
  },
];

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  args: { items: faq, allowMultiple: true, headingLevel: 3 },
  argTypes: { headingLevel: { control: 'inline-radio', options: accordionHeadingLevels } },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: 'When is my order delivered?' });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'When is my order delivered?' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Can I return a product?' })).toHaveFocus();
  },
};
export const OneOpen: Story = { args: { defaultExpanded: ['returns'] } };
export const SingleExpansion: Story = {
  args: { allowMultiple: false, defaultExpanded: ['delivery'] },
};
