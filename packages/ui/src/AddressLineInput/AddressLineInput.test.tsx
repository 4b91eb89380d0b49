import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { AddressLineInput, maxAddressLineLength } from './AddressLineInput';
import { axeViolations } from '../test/axe';

describe('AddressLineInput', () => {
  it('never cuts what is typed or pasted: past 38 characters it is marked invalid and the counter says so', async () => {
    const user = userEvent.setup();
    const { container } = render(<AddressLineInput label="Address" autoComplete="address-line1" />);
    const input = screen.getByRole('textbox', { name: 'Address' });
    expect(maxAddressLineLength).toBe(38);
    expect(input).not.toHaveAttribute('maxlength');
    await user.type(input, '12 rue des Grands Champs de la Truffe');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.clear(input);
    await user.click(input);
    await user.paste('12 rue des Grands Champs de la Truffe Noire');
    expect(input).toHaveValue('12 rue des Grands Champs de la Truffe Noire');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('43/38')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('43/38');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('counts the characters used and is described by the counter', async () => {
    const user = userEvent.setup();
    render(
      <AddressLineInput
        label="Adresse"
        help="Numéro et rue"
        counterText={(used, max) => `${used} sur ${max} caractères`}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Adresse' });
    await user.type(input, '3 rue Pasteur');
    expect(screen.getByText('13 sur 38 caractères')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Numéro et rue 13 sur 38 caractères');
  });
});
