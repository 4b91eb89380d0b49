import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Button } from '@truffe/ui/Button';
import { ErrorView, errorViewHeadingLevels } from '@truffe/ui/ErrorView';
import { expect } from 'storybook/test';

const meta = {
  title: 'UI/ErrorView',
  component: ErrorView,
  args: { headingLevel: 1 },
  argTypes: { headingLevel: { control: 'inline-radio', options: errorViewHeadingLevels } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The render-failure view (spec §8): 'An error occured.' with the error text. */
export const RenderFailure: Story = {
  args: { code: 500, details: "Cannot read properties of undefined (reading 'price')" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('An error occured.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('reading');
  },
};

export const NotFound: Story = {
  args: {
    code: 404,
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    children: <Button href="/">Back to the home page</Button>,
  },
};

export const French: Story = {
  args: {
    title: 'Une erreur est survenue.',
    details: 'Délai de réponse dépassé',
    children: <Button appearance="outline">Réessayer</Button>,
  },
};
