// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RouteStateProvider, useRouteState } from './RouteStateProvider';

const refreshingLog: boolean[] = [];

function RefreshingProbe() {
  const { refreshing } = useRouteState();
  refreshingLog.push(refreshing);
  return <p data-testid="refreshing">{String(refreshing)}</p>;
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <RouteStateProvider>
            <RefreshingProbe />
            <Outlet />
          </RouteStateProvider>
        ),
        children: [
          { index: true, element: <h1>Home</h1> },
          {
            path: 'faq',
            element: (
              <>
                <h1>FAQ</h1>
                <h2 id="delivery">Delivery</h2>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('after a route change', () => {
  afterEach(() => {
    cleanup();
    refreshingLog.length = 0;
  });

  it('scrolls to the top and toggles `refreshing`, then resets it', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = setup();
    expect(scrollTo).not.toHaveBeenCalled(); // not on the first render
    expect(screen.getByTestId('refreshing').textContent).toBe('false');

    await act(() => router.navigate('/faq'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(refreshingLog).toContain(true);
    await vi.waitFor(() => expect(screen.getByTestId('refreshing').textContent).toBe('false'));
  });

  it('keeps the scroll position of a listing changed in place (state.keepScroll)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = setup();
    await act(() => router.navigate('/faq?brand=1', { state: { keepScroll: true } }));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(refreshingLog).toContain(true);
    await act(() => router.navigate('/'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to and focuses the hash target when it exists', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const scrollIntoView = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
    const router = setup();

    await act(() => router.navigate('/faq#delivery'));
    const target = screen.getByRole('heading', { name: 'Delivery' });
    expect(scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(target);
    expect(target.getAttribute('tabindex')).toBe('-1');
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/#nowhere'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('focuses the new page’s heading and announces its title, but not on the same page', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = setup();
    const link = document.body.appendChild(document.createElement('button'));
    link.focus();
    document.title = 'FAQ – Truffe';
    await act(() => router.navigate('/faq'));
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'FAQ', level: 1 })),
    );
    expect(screen.getByRole('status').textContent).toBe('FAQ – Truffe');
    // The same page answering a form (or a filter) leaves the focus where the visitor is.
    link.focus();
    await act(() => router.navigate('/faq?answered=1'));
    await new Promise((resolve) => window.requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(link);
    link.remove();
  });
});
