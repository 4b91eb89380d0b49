import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Accordion } from './Accordion';
import { axeViolations } from '../test/axe';

const faq = [
  { id: 'delivery', title: 'When is my order delivered?', content: 'Within 48 hours.' },
  { id: 'returns', title: 'Can I return a product?', content: 'Within 30 days.' },
  { id: 'pro', title: 'Do you sell to professionals?', content: 'Yes, with a pro account.' },
];

describe('Accordion', () => {
  it('opens and closes panels with their heading buttons', async () => {
    const user = userEvent.setup();
    const { container } = render(<Accordion items={faq} defaultExpanded={['returns']} />);
    const delivery = screen.getByRole('button', { name: 'When is my order delivered?' });
    expect(
      screen.getByRole('heading', { level: 3, name: 'When is my order delivered?' }),
    ).toBeInTheDocument();
    expect(delivery).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Within 30 days.')).toBeVisible();
    expect(screen.getByText('Within 48 hours.')).not.toBeVisible();

    await user.click(delivery);
    expect(delivery).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'When is my order delivered?' })).toHaveTextContent(
      'Within 48 hours.',
    );
    // Several can be open.
    expect(screen.getByText('Within 30 days.')).toBeVisible();
    await user.click(delivery);
    expect(delivery).toHaveAttribute('aria-expanded', 'false');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps one open at a time when allowMultiple is off', async () => {
    const user = userEvent.setup();
    render(<Accordion items={faq} allowMultiple={false} defaultExpanded={['delivery']} />);
    await user.click(screen.getByRole('button', { name: 'Can I return a product?' }));
    expect(screen.getByText('Within 48 hours.')).not.toBeVisible();
    expect(screen.getByText('Within 30 days.')).toBeVisible();
  });

  it('moves between titles with the arrow keys, Home and End; Enter toggles', async () => {
    const user = userEvent.setup();
    render(<Accordion items={faq} headingLevel={2} />);
    const [first, second, third] = screen.getAllByRole('button');
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{End}');
    expect(third).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(third).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(third).toHaveAttribute('aria-expanded', 'true');
  });
});
