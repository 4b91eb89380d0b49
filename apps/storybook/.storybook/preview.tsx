// https://storybook.js.org/docs/configure/story-rendering
import '@truffe/ui/theme';

import { type Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';

const preview: Preview = {
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter initialEntries={[(parameters.route as string | undefined) ?? '/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: {
    controls: { expanded: true },
    // Accessibility violations fail the story test, not only show in the panel.
    a11y: { test: 'error' },
    viewport: { defaultViewport: 'phone' },
  },
  tags: ['autodocs'],
};

export default preview;
