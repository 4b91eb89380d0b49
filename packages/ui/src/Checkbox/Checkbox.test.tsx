import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Checkbox } from './Checkbox';
import { axeViolations } from '../test/axe';

describe('Checkbox', () => {
  it('toggles by click on its label and by Space', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Checkbox label="Subscribe to the newsletter" help="One e-mail a month." />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Subscribe to the newsletter' });
    expect(checkbox).toHaveAccessibleDescription('One e-mail a month.');
    await user.click(screen.getByText('Subscribe to the newsletter'));
    expect(checkbox).toBeChecked();
    checkbox.focus();
    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('describes its error', () => {
    render(<Checkbox label="I accept the terms" error="You must accept the terms." required />);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox).toBeRequired();
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('You must accept the terms.');
  });
});
