import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { StockLabel, stockValues } from './StockLabel';
import { axeViolations } from '../test/axe';

describe('StockLabel', () => {
  it('shows the label and keeps the value', async () => {
    const { container } = render(<StockLabel value="in_stock" label="En stock" />);
    expect(screen.getByText('En stock')).toBeInTheDocument();
    expect(container.querySelector('[data-stock]')).toHaveAttribute('data-stock', 'in_stock');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('looks different per stock value and neutral for an unknown one', () => {
    const classes = [...stockValues, 'discontinued'].map((value) => {
      const { container, unmount } = render(<StockLabel value={value} label={value} />);
      const className = container.querySelector('[data-stock] > span')?.className;
      unmount();
      return className;
    });
    expect(new Set(classes).size).toBe(stockValues.length + 1);
  });
});
