import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from '@truffe/ui/Breadcrumb';
import { expect } from 'storybook/test';

const meta = {
  title: 'UI/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { name: 'Chien', path: '/chien' },
      { name: 'Croquettes', path: '/chien/croquettes' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByText('Croquettes')).toHaveAttribute('aria-current', 'page');
  },
};
export const RootName: Story = { args: { rootName: 'Accueil', label: "Fil d'Ariane" } };
export const RootOnly: Story = { args: { items: [] } };
