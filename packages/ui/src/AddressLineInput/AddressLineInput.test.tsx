import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { AddressLineInput, maxAddressLineLength } from './AddressLineInput';
import { axeViolations } from '../test/axe';

describe('AddressLineInput', () => {
  it('caps the line at 38 characters when typing and pasting', async () => {
    const user = userEvent.setup();
    const { container } = render(<AddressLineInput label="Address" autoComplete="address-line1" />);
    const input = screen.getByRole('textbox', { name: 'Address' });
    expect(maxAddressLineLength).toBe(38);
    expect(input).toHaveAttribute('maxlength', '38');
    await user.type(input, '12 rue des Grands Champs de la Truffe Noire, bâtiment B');
    expect(input).toHaveValue('12 rue des Grands Champs de la Truffe ');
    expect((input as HTMLInputElement).value).toHaveLength(38);
    await user.clear(input);
    await user.click(input);
    await user.paste('x'.repeat(60));
    expect((input as HTMLInputElement).value).toHaveLength(38);
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
