import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Select } from './Select';
import { axeViolations } from '../test/axe';

const countries = [
  { value: 'FR', label: 'France' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'US', label: 'United States', disabled: true },
];

describe('Select', () => {
  it('is a labelled combobox whose options can be chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <Select label="Country" options={countries} placeholder="Choose…" onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'GB');
    expect(select).toHaveValue('GB');
    expect(onChange).toHaveBeenCalledOnce();
    expect(screen.getByRole('option', { name: 'United States' })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('describes its error', () => {
    render(<Select label="Country" options={countries} error="Choose a country." />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a country.');
  });
});
