import { type Meta, type StoryObj } from '@storybook/react-vite';
import { MaintenancePage } from '@truffe/ui/MaintenancePage';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'UI/MaintenancePage',
  component: MaintenancePage,
  args: { heading: 'Truffe is currently unavailable', onReload: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Truffe is currently unavailable',
    );
  },
};

export const French: Story = {
  args: {
    heading: 'Truffe est actuellement indisponible',
    body: 'Notre équipe technique est mobilisée pour rétablir le service.',
  },
};

export const WithLogo: Story = {
  args: {
    logo: (
      <svg width="180" height="60" viewBox="0 0 180 60" role="img" aria-label="Truffe">
        <rect width="180" height="60" rx="8" fill="#1D4FA3" />
        <text
          x="90"
          y="40"
          fill="#FFFFFF"
          fontSize="28"
          textAnchor="middle"
          fontFamily="sans-serif"
        >
          Truffe
        </text>
      </svg>
    ),
  },
};
