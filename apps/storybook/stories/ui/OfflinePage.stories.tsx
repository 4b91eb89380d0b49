import { type Meta, type StoryObj } from '@storybook/react-vite';
import { OfflinePage } from '@truffe/ui/OfflinePage';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'UI/OfflinePage',
  component: OfflinePage,
  args: {
    heading: "You can't access to Truffe because you are offline",
    body: 'It seems that you have some issues with your network. Please make sure that you have access to internet before reloading.',
    onReload: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OfflinePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('offline');
  },
};

export const French: Story = {
  args: {
    heading: 'Vous ne pouvez pas accéder à Truffe car vous êtes hors ligne',
    body: 'Il semble que vous ayez des problèmes de réseau. Vérifiez votre accès à internet avant de recharger.',
  },
};
