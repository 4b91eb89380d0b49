import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Pagination } from '@truffe/ui/Pagination';
import { expect } from 'storybook/test';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: {
    page: 5,
    pageCount: 12,
    siblings: 1,
    hrefForPage: (page: number) => `/chien?page=${page}`,
  },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 1 } },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/chien?page=6',
    );
  },
};
export const FirstPage: Story = { args: { page: 1 } };
export const LastPage: Story = { args: { page: 12 } };
export const FewPages: Story = { args: { page: 2, pageCount: 3 } };
export const French: Story = {
  args: {
    label: 'Pages',
    previousLabel: 'Page précédente',
    nextLabel: 'Page suivante',
    pageLabel: (page: number) => `Page ${page}`,
  },
};
