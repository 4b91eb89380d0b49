import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Spinner } from './Spinner';
import { axeViolations } from '../test/axe';

describe('Spinner', () => {
  it('is a status with its label as accessible text', async () => {
    const { container } = render(<Spinner label="Loading products" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading products');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
