import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Button } from '@truffe/ui/Button';
import { Drawer, drawerSides, type DrawerProps } from '@truffe/ui/Drawer';
import { Link } from '@truffe/ui/Link';
import { useState } from 'react';
import { expect, screen, userEvent } from 'storybook/test';

function DrawerDemo(props: Omit<DrawerProps, 'open' | 'onClose' | 'children'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button appearance="outline" onClick={() => setOpen(true)}>
        Menu
      </Button>
      <Drawer {...props} open={open} onClose={() => setOpen(false)}>
        <nav aria-label="Categories">
          <ul>
            <li>
              <Link to="/chien">Chien</Link>
            </li>
            <li>
              <Link to="/chat">Chat</Link>
            </li>
          </ul>
        </nav>
      </Drawer>
    </>
  );
}

const meta = {
  title: 'UI/Drawer',
  component: DrawerDemo,
  args: { title: 'Menu', side: 'left', closeLabel: 'Close' },
  argTypes: { side: { control: 'inline-radio', options: drawerSides } },
} satisfies Meta<typeof DrawerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Left: Story = {
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(opener);
    await expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeVisible();
    await userEvent.tab();
    await expect(screen.getByRole('link', { name: 'Chien' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(opener).toHaveFocus();
  },
};
export const Right: Story = {
  args: { side: 'right', title: 'Your cart' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
export const Bottom: Story = {
  args: { side: 'bottom', title: 'Filters' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeVisible();
  },
};
