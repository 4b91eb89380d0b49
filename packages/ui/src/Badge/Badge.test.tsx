import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Badge, badgeTones } from './Badge';
import { axeViolations } from '../test/axe';

describe('Badge', () => {
  it('shows its text', async () => {
    const { container } = render(<Badge tone="success">New</Badge>);
    expect(screen.getByText('New')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('gives a bare count a text for screen readers', () => {
    const { container } = render(<Badge accessibleLabel="3 items in the cart">3</Badge>);
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent('3 items in the cart');
  });

  it('has a distinct class per tone', () => {
    const classes = badgeTones.map((tone) => {
      const { container, unmount } = render(<Badge tone={tone}>x</Badge>);
      const className = container.firstElementChild?.className;
      unmount();
      return className;
    });
    expect(new Set(classes).size).toBe(badgeTones.length);
  });
});
