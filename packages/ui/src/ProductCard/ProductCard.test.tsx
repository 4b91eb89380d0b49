import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { ProductCard } from './ProductCard';
import { Button } from '../Button/Button';
import { Price } from '../Price/Price';
import { RatingStars } from '../RatingStars/RatingStars';
import { StockLabel } from '../StockLabel/StockLabel';
import { axeViolations } from '../test/axe';

function Location() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

const money = (amount: number) => ({ amount, currency: 'EUR' });

function renderCard() {
  return render(
    <MemoryRouter>
      <ProductCard
        name="Croquettes adulte au canard 12 kg"
        href="/croquettes-adulte-canard"
        brand="Truffe"
        image={<img src="/media/p.jpg" alt="" width={400} height={400} />}
        price={
          <Price
            regular={{ priceInclTax: money(5988), priceExclTax: money(4990) }}
            locale="fr-FR"
          />
        }
        rating={<RatingStars value={4.5} count={8} />}
        stock={<StockLabel value="in_stock" label="En stock" />}
        actions={<Button size="small">Ajouter au panier</Button>}
      />
      <Routes>
        <Route path="*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ProductCard', () => {
  it('is an article named by the product with one link for assistive technology', async () => {
    const { container } = renderCard();
    expect(
      screen.getByRole('article', { name: 'Croquettes adulte au canard 12 kg' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Croquettes adulte');
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('En stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('navigates to the product from its name, and the keyboard skips the picture link', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Croquettes adulte au canard 12 kg' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('location')).toHaveTextContent('/croquettes-adulte-canard');
  });
});
