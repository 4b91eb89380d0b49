import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { Button, buttonAppearances, buttonSizes } from './Button';
import { axeViolations } from '../test/axe';

describe('Button', () => {
  it('is a button named by its text that reacts to click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it.each(['disabled', 'pending'] as const)(
    'blocks clicks while %s and calls onDisabledClick instead',
    async (state) => {
      const user = userEvent.setup();
      const onClick = vi.fn();
      const onDisabledClick = vi.fn();
      render(
        <Button {...{ [state]: true }} onClick={onClick} onDisabledClick={onDisabledClick}>
          Pay
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Pay' });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAttribute('data-state', state);
      await user.click(button);
      button.focus();
      await user.keyboard('{Enter}');
      expect(onClick).not.toHaveBeenCalled();
      expect(onDisabledClick).toHaveBeenCalledTimes(2);
    },
  );

  it('does not submit its form while pending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form aria-label="Checkout" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" pending>
          Place order
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows progress while pending and keeps its label as its name', () => {
    const { container } = render(
      <Button pending pendingLabel="Adding">
        Add to cart
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Add to cart Adding' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    // The label stays rendered, so the button keeps the width it had.
    expect(button).toHaveTextContent('Add to cart');
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('stays focusable when disabled', async () => {
    const user = userEvent.setup();
    render(<Button disabled>Pay</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveFocus();
  });

  it('renders as a link with the button look', async () => {
    const { container } = render(
      <MemoryRouter>
        <Button href="/cart" appearance="secondary">
          View cart
        </Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'View cart' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(link).toHaveAttribute('data-state', 'normal');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('blocks a disabled link', async () => {
    const user = userEvent.setup();
    const onDisabledClick = vi.fn();
    render(
      <MemoryRouter>
        <Button href="https://example.org/" disabled onDisabledClick={onDisabledClick}>
          Partner
        </Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /Partner/ });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await user.click(link);
    expect(onDisabledClick).toHaveBeenCalledOnce();
  });

  it('gives each size and appearance its own class and passes axe', async () => {
    const classes = new Set<string>();
    for (const size of buttonSizes) {
      for (const appearance of buttonAppearances) {
        const { container, unmount } = render(
          <Button size={size} appearance={appearance}>
            Go
          </Button>,
        );
        classes.add(screen.getByRole('button').className);
        expect(await axeViolations(container)).toEqual([]);
        unmount();
      }
    }
    expect(classes.size).toBe(buttonSizes.length * buttonAppearances.length);
  });
});
