import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Textarea } from './Textarea';
import { axeViolations } from '../test/axe';

describe('Textarea', () => {
  it('is a multi-line textbox with label, help and error', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Textarea label="Your review" help="At least 20 characters." error="Too short." />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Your review' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Too short. At least 20 characters.');
    await user.type(textarea, 'Great{Enter}food');
    expect(textarea).toHaveValue('Great\nfood');
    expect(await axeViolations(container)).toEqual([]);
  });
});
