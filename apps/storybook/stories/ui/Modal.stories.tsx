import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Button } from '@truffe/ui/Button';
import { Modal, modalSizes, type ModalProps } from '@truffe/ui/Modal';
import { useState } from 'react';
import { expect, screen, userEvent } from 'storybook/test';

/** A page with a button that opens the modal, as the shop uses it. */
function ModalDemo(props: Omit<ModalProps, 'open' | 'onClose' | 'children'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button appearance="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Confirm</Button>
          </>
        }
      >
        <p>Remove this product from your cart?</p>
      </Modal>
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  component: ModalDemo,
  args: { title: 'Remove the product', size: 'medium', closeLabel: 'Close' },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus moves in, Tab cycles inside, Escape closes, focus returns to the opener. */
export const Medium: Story = {
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Remove the product' });
    const close = screen.getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};

export const Large: Story = {
  args: { size: 'large' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};

export const Closed: Story = {};
