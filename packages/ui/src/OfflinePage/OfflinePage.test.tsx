import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { OfflinePage } from './OfflinePage';
import { axeViolations } from '../test/axe';

afterEach(() => {
  vi.useRealTimers();
});

describe('OfflinePage', () => {
  it('shows the translated heading, body and logo, and reloads after 5 s', async () => {
    vi.useFakeTimers();
    const onReload = vi.fn();
    const { container } = render(
      <OfflinePage
        heading="Vous ne pouvez pas accéder à Truffe car vous êtes hors ligne"
        body="Vérifiez votre connexion."
        logo={<img src="/logo.svg" alt="Truffe" />}
        onReload={onReload}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('hors ligne');
    expect(screen.getByText('Vérifiez votre connexion.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Truffe' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(onReload).toHaveBeenCalledOnce();
    vi.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
  });
});
