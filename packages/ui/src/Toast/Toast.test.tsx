import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Toast, ToastRegion } from './Toast';
import * as styles from './Toast.css';
import { axeViolations } from '../test/axe';

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('announces success politely and errors at once', async () => {
    const { container } = render(
      <ToastRegion>
        <Toast tone="success" title="Added">
          The product is in your cart.
        </Toast>
        <Toast tone="error">Payment refused.</Toast>
      </ToastRegion>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('AddedThe product is in your cart.');
    expect(screen.getByRole('alert')).toHaveTextContent('Payment refused.');
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('closes with its button, by keyboard too', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Toast onClose={onClose} closeLabel="Fermer">
        Saved
      </Toast>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes by itself after its duration, not while hovered', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(
      <Toast onClose={onClose} duration={5000}>
        Saved
      </Toast>,
    );
    const toast = screen.getByRole('status');
    act(() => {
      toast.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(6000));
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      toast.dispatchEvent(new MouseEvent('mouseout', { bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(4999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('takes pointer events back from its region, so that a mouse reaches its close button', () => {
    // happy-dom applies no vanilla-extract CSS: the class is checked here, the click through the region in
    // real Chromium by the InRegion story (apps/storybook/stories/ui/Toast.stories.tsx).
    render(
      <ToastRegion>
        <Toast tone="success" onClose={() => {}}>
          Saved
        </Toast>
        <Toast tone="error">Network error.</Toast>
      </ToastRegion>,
    );
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveClass(styles.region);
    expect(screen.getByRole('status')).toHaveClass(styles.regionItem);
    expect(screen.getByRole('alert')).toHaveClass(styles.regionItem);
  });
});
