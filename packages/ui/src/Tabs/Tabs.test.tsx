import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Tabs } from './Tabs';
import { axeViolations } from '../test/axe';

const items = [
  { id: 'description', label: 'Description', content: 'Grain-free kibble.' },
  { id: 'composition', label: 'Composition', content: 'Duck 40 %.' },
  { id: 'reviews', label: 'Reviews', content: 'No review yet.' },
];

describe('Tabs', () => {
  it('shows the panel of the selected tab', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <Tabs items={items} label="Product details" onChange={onChange} />,
    );
    expect(screen.getByRole('tablist', { name: 'Product details' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent(
      'Grain-free kibble.',
    );
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(onChange).toHaveBeenCalledWith('reviews');
    expect(screen.getByRole('tabpanel', { name: 'Reviews' })).toBeVisible();
    expect(screen.getByText('Grain-free kibble.')).not.toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is one tab stop; arrows, Home and End move and select', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Product details" defaultSelectedId="composition" />);
    await user.tab();
    const composition = screen.getByRole('tab', { name: 'Composition' });
    expect(composition).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Tab leaves the tab list for the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('follows selectedId when controlled', () => {
    render(<Tabs items={items} label="Details" selectedId="reviews" />);
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  });
});
