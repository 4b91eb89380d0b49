import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { clampQuantity, QuantityStepper } from './QuantityStepper';
import { axeViolations } from '../test/axe';

describe('clampQuantity', () => {
  it('keeps integers within bounds', () => {
    expect(clampQuantity(5, 1, 10)).toBe(5);
    expect(clampQuantity(0, 1, 10)).toBe(1);
    expect(clampQuantity(50, 1, 10)).toBe(10);
    expect(clampQuantity(2.6, 1, 10)).toBe(3);
    expect(clampQuantity(Number.NaN, 1, 10)).toBe(1);
  });
});

describe('QuantityStepper', () => {
  it('steps with its buttons and stops at the bounds', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <QuantityStepper
        label="Quantity"
        decreaseLabel="Decrease quantity"
        increaseLabel="Increase quantity"
        defaultValue={2}
        max={3}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(input).toHaveValue(2);
    await user.click(increase);
    expect(input).toHaveValue(3);
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(increase).toBeDisabled();
    await user.click(decrease);
    await user.click(decrease);
    expect(input).toHaveValue(1);
    expect(decrease).toBeDisabled();
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('brings a typed value within bounds when leaving the field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <QuantityStepper
        label="Quantity"
        decreaseLabel="Decrease quantity"
        increaseLabel="Increase quantity"
        max={10}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '250');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(input).toHaveValue(10);
    expect(onChange).toHaveBeenCalledWith(10);
  });

  it('takes translated button labels and shows its error', () => {
    render(
      <QuantityStepper
        label="Quantité"
        decreaseLabel="Diminuer la quantité"
        increaseLabel="Augmenter la quantité"
        error="Stock insuffisant."
      />,
    );
    expect(screen.getByRole('button', { name: 'Diminuer la quantité' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantité' })).toHaveAccessibleDescription(
      'Stock insuffisant.',
    );
  });
});
