import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { activeLinkClass, BrandDomainsProvider, Link } from './Link';
import { axeViolations } from '../test/axe';

function CurrentPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderAt(path: string, ui: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('navigates client-side to an internal path and marks the active link', async () => {
    const user = userEvent.setup();
    renderAt(
      '/',
      <nav aria-label="Main">
        <Link to="/" end>
          Home
        </Link>
        <Link to="/cart">Cart</Link>
      </nav>,
    );
    const home = screen.getByRole('link', { name: 'Home' });
    const cart = screen.getByRole('link', { name: 'Cart' });
    expect(home).toHaveClass(activeLinkClass);
    expect(home).toHaveAttribute('aria-current', 'page');
    // Decision 0903: an internal link carries no data-link (its href says it).
    expect(cart).not.toHaveAttribute('data-link');
    expect(cart).not.toHaveClass(activeLinkClass);

    await user.click(cart);
    expect(screen.getByLabelText('path')).toHaveTextContent('/cart');
    expect(cart).toHaveClass(activeLinkClass);
    expect(home).not.toHaveClass(activeLinkClass);
    expect(cart).not.toHaveAttribute('target');
  });

  it('opens an external address in a new tab with noopener noreferrer and says so', async () => {
    const { container } = renderAt('/', <Link to="https://www.example.org/">Partner</Link>);
    const link = screen.getByRole('link', { name: 'Partner (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('href', 'https://www.example.org/');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens a brand domain in the same tab (provider or prop)', () => {
    renderAt(
      '/',
      <BrandDomainsProvider domains={['truffe.example']}>
        <Link to="https://pro.truffe.example/">Pro shop</Link>
        <Link to="https://other.example/" brandDomains={['other.example']}>
          Other brand
        </Link>
        <Link to="https://third.example/">Third</Link>
      </BrandDomainsProvider>,
    );
    expect(screen.getByRole('link', { name: 'Pro shop' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Other brand' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: /Third/ })).toHaveAttribute('target', '_blank');
  });

  it('renders files, mailto and tel as plain anchors that the router leaves alone', async () => {
    const user = userEvent.setup();
    renderAt(
      '/start',
      <>
        <Link to="/media/catalogue.pdf">Catalogue</Link>
        <Link to="mailto:service@truffe.example">Mail us</Link>
        <Link to="tel:+33123456789">Call us</Link>
      </>,
    );
    for (const name of ['Catalogue', 'Mail us', 'Call us']) {
      const link = screen.getByRole('link', { name });
      expect(link).not.toHaveAttribute('target');
      expect(link).not.toHaveClass(activeLinkClass);
    }
    expect(screen.getByRole('link', { name: 'Catalogue' })).toHaveAttribute('data-link', 'file');
    // A plain anchor is not intercepted by the router: the location does not change.
    const anchor = screen.getByRole('link', { name: 'Mail us' });
    anchor.addEventListener('click', (event) => event.preventDefault());
    await user.click(anchor);
    expect(screen.getByLabelText('path')).toHaveTextContent('/start');
  });

  it('marks a download', () => {
    renderAt(
      '/',
      <>
        <Link to="/media/price-list.pdf" download>
          Price list
        </Link>
        <Link to="/export/orders" download="orders.csv">
          Orders
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Price list' })).toHaveAttribute('download', '');
    const orders = screen.getByRole('link', { name: 'Orders' });
    expect(orders).toHaveAttribute('download', 'orders.csv');
    expect(orders).toHaveAttribute('href', '/export/orders');
  });

  it('can look like a button', () => {
    renderAt(
      '/',
      <>
        <Link to="/a">Text</Link>
        <Link to="/b" appearance="primary" size="large">
          Button look
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Button look' }).className).not.toBe(
      screen.getByRole('link', { name: 'Text' }).className,
    );
  });
});
