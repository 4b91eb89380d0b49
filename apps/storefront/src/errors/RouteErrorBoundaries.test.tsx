// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { loadMessages } from '../i18n/loadMessages';
import { AppIntlProvider } from '../i18n/AppIntlProvider';
import { RenderFailure, forcedRenderFailureMessage } from '../testing/TestScreens';
import { LayoutErrorBoundary } from './RouteErrorBoundaries';

describe('the layout error boundary', () => {
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
    expect(screen.getByRole('heading', { name: 'An error occured.' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(forcedRenderFailureMessage);
    expect(screen.getByText('Layout')).toBeTruthy();

    await act(() => router.navigate('/'));
    expect(screen.queryByRole('heading', { name: 'An error occured.' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });
});
