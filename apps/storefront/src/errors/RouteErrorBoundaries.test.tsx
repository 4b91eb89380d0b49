// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadMessages } from '../i18n/loadMessages';
import { AppIntlProvider } from '../i18n/AppIntlProvider';
import { RenderFailure, forcedRenderFailureMessage } from '../testing/TestScreens';
import { LayoutErrorBoundary as LazyLayoutErrorBoundary } from './lazyErrorBoundaries';
import { LayoutErrorBoundary } from './RouteErrorBoundaries';

afterEach(cleanup);

describe.each([
  ['the layout error boundary', LayoutErrorBoundary],
  // The route table's (decision 0906): the same view, once its chunk has loaded.
  ['the route table’s lazy layout error boundary', LazyLayoutErrorBoundary],
])('%s', (_name, LayoutErrorBoundary) => {
  it('shows the error view on a render failure and resets when the location changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <div>
              <p>Layout</p>
              <Outlet />
            </div>
          ),
          children: [
            {
              errorElement: <LayoutErrorBoundary />,
              children: [
                { index: true, element: <h1>Home</h1> },
                { path: 'broken', element: <RenderFailure /> },
              ],
            },
          ],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    render(
      <AppIntlProvider locale="en-GB" messages={await loadMessages('en-GB')}>
        <RouterProvider router={router} />
      </AppIntlProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'An error occured.' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(forcedRenderFailureMessage);
    expect(screen.getByText('Layout')).toBeTruthy();

    await act(() => router.navigate('/'));
    expect(screen.queryByRole('heading', { name: 'An error occured.' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });
});
