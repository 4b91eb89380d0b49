import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { RadioGroup } from './RadioGroup';
import { axeViolations } from '../test/axe';

const deliveries = [
  { value: 'home', label: 'Home delivery' },
  { value: 'pickup', label: 'Pickup point' },
  { value: 'store', label: 'In store', disabled: true },
];

describe('RadioGroup', () => {
  it('is a group named by its legend whose radios can be chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <RadioGroup
        label="Delivery"
        name="delivery"
        options={deliveries}
        defaultValue="home"
        help="Free from 49 €."
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Delivery' });
    expect(group).toHaveAccessibleDescription('Free from 49 €.');
    expect(screen.getByRole('radio', { name: 'Home delivery' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Pickup point' }));
    expect(onChange).toHaveBeenCalledWith('pickup');
    expect(screen.getByRole('radio', { name: 'Pickup point' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'In store' })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('follows value when controlled and shows its error', () => {
    render(
      <RadioGroup
        label="Delivery"
        name="delivery"
        options={deliveries}
        value="pickup"
        onChange={() => undefined}
        error="Choose a delivery method."
      />,
    );
    expect(screen.getByRole('radio', { name: 'Pickup point' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Delivery' })).toHaveAccessibleDescription(
      'Choose a delivery method.',
    );
  });
});
