import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Drawer } from './Drawer';
import { axeViolations } from '../test/axe';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Categories"
        side="left"
        closeLabel="Fermer"
      >
        <a href="/chien">Chien</a>
        <a href="/chat">Chat</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a labelled modal dialog, traps focus, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Menu' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Categories' })).toBeInTheDocument();
    const close = screen.getByRole('button', { name: 'Fermer' });
    expect(close).toHaveFocus();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
