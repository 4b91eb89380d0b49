import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { TextInput } from './TextInput';
import { axeViolations } from '../test/axe';

describe('TextInput', () => {
  it('is a textbox named by its label and described by its help', async () => {
    const { container } = render(
      <TextInput label="E-mail" type="email" help="We send the invoice there." name="email" />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('We send the invoice there.');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('announces its error before its help and is marked invalid', async () => {
    const { container } = render(
      <TextInput label="E-mail" help="Help" error="Enter a valid e-mail address." required />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Enter a valid e-mail address. Help');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes typed text and keeps its name with a hidden label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextInput label="Search" hideLabel type="search" onChange={onChange} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(input, 'croquettes');
    expect(input).toHaveValue('croquettes');
    expect(onChange).toHaveBeenCalledTimes('croquettes'.length);
  });
});
