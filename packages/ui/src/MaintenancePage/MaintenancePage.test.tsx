import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MaintenancePage, statusPageReloadMs } from './MaintenancePage';
import { axeViolations } from '../test/axe';

afterEach(() => {
  vi.useRealTimers();
});

describe('MaintenancePage', () => {
  it('shows the heading and the default body in a main landmark', async () => {
    const { container } = render(
      <MaintenancePage heading="Truffe is currently unavailable" reloadAfterMs={0} />,
    );
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Truffe is currently unavailable' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Our service team has been dispatched to bring it back online.'),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reloads after 5 s', () => {
    vi.useFakeTimers();
    const onReload = vi.fn();
    render(
      <MaintenancePage
        heading="Truffe est indisponible"
        body="Revenez vite."
        onReload={onReload}
      />,
    );
    expect(statusPageReloadMs).toBe(5000);
    act(() => vi.advanceTimersByTime(4999));
    expect(onReload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('does not reload once unmounted', () => {
    vi.useFakeTimers();
    const onReload = vi.fn();
    const { unmount } = render(<MaintenancePage heading="Down" onReload={onReload} />);
    unmount();
    act(() => vi.advanceTimersByTime(10_000));
    expect(onReload).not.toHaveBeenCalled();
  });
});
