import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Modal } from './Modal';
import { axeViolations } from '../test/axe';

function Harness({ closeOnBackdropClick }: { closeOnBackdropClick?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="/outside">Outside</a>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Choose a size"
        closeOnBackdropClick={closeOnBackdropClick}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Confirm
          </button>
        }
      >
        <label>
          Quantity <input name="quantity" />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose a size' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('traps focus with Tab and Shift+Tab and makes the page behind inert', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(container).toHaveProperty('inert', true);
    const close = screen.getByRole('button', { name: 'Close' });
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(container).toHaveProperty('inert', false);
  });

  it('closes from the close button and the backdrop, unless the backdrop is turned off', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(document.querySelector('[data-dialog-backdrop]')!);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    render(<Harness closeOnBackdropClick={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(document.querySelector('[data-dialog-backdrop]')!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
