// https://storybook.js.org/docs/configure/story-rendering
import '@truffe/ui/theme';

import { type Preview } from '@storybook/react-vite';
import { breakpoints } from '@truffe/ui/theme';
import { MemoryRouter } from 'react-router';

/** The devices of the theme's breakpoints; phone (360 px, spec §9) is the default. */
const viewports = {
  phone: {
    name: `Phone (${breakpoints.phone} px)`,
    styles: { width: `${breakpoints.phone}px`, height: '740px' },
    type: 'mobile',
  },
  tablet: {
    name: `Tablet (${breakpoints.tablet} px)`,
    styles: { width: `${breakpoints.tablet}px`, height: '1024px' },
    type: 'tablet',
  },
  desktop: {
    name: 'Desktop (1280 px)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;

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
    viewport: { options: viewports },
  },
  initialGlobals: { viewport: { value: 'phone', isRotated: false } },
  tags: ['autodocs'],
};

export default preview;
