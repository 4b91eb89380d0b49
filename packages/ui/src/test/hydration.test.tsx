import { act } from '@testing-library/react';
import { type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { Image } from '../Image/Image';
import { Modal } from '../Modal/Modal';
import { Tabs } from '../Tabs/Tabs';

/** Renders on the "server", hydrates in the DOM, and returns what React reported. */
async function hydrate(ui: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, ui, { onRecoverableError: (error) => recoverable.push(error) }),
  );
  const reported = [...errors.mock.calls, ...recoverable];
  errors.mockRestore();
  return { container, reported, unmount: () => act(() => root.unmount()) };
}

describe('hydration', () => {
  it('hydrates images, tabs and an open modal without a mismatch', async () => {
    const { container, reported, unmount } = await hydrate(
      <MemoryRouter>
        <Image path="catalog/a.png" preset="medium" alt="Lazy" />
        <Image path="catalog/b.png" preset="slideshow" alt="Hero" priority />
        <Tabs label="Details" items={[{ id: 'a', label: 'A', content: 'a' }]} />
        <Modal open title="Choose" onClose={() => undefined}>
          Body
        </Modal>
      </MemoryRouter>,
    );
    expect(reported).toEqual([]);
    // After hydration the client-only modal appears.
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    expect(container.querySelector('[data-state="lazy"]')).not.toBeNull();
    unmount();
  });
});
