import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { PasswordInput } from './PasswordInput';
import { axeViolations } from '../test/axe';

describe('PasswordInput', () => {
  it('hides the password until the toggle is pressed', async () => {
    const user = userEvent.setup();
    const { container } = render(<PasswordInput label="Password" help="At least 12 characters." />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    await user.type(input, 'secret-chien');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveValue('secret-chien');
    // Keyboard: Tab from the input reaches the toggle, Space hides again.
    input.focus();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes new-password, a translated toggle and an error', () => {
    render(
      <PasswordInput
        label="Mot de passe"
        autoComplete="new-password"
        showLabel="Afficher le mot de passe"
        error="Trop court."
      />,
    );
    const input = screen.getByLabelText('Mot de passe');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAccessibleDescription('Trop court.');
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toBeInTheDocument();
  });
});
