import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { Pagination } from './Pagination';
import { axeViolations } from '../test/axe';

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

const href = (page: number) => `/chien?page=${page}`;

describe('Pagination', () => {
  it('links to pages with the current one marked', async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/chien?page=5']}>
        <Pagination page={5} pageCount={10} hrefForPage={href} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/chien?page=4',
    );
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/chien?page=6',
    );
    expect(screen.queryByRole('link', { name: 'Page 8' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Page 10' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = render(
      <MemoryRouter>
        <Pagination page={1} pageCount={3} hrefForPage={href} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    rerender(
      <MemoryRouter>
        <Pagination page={3} pageCount={3} hrefForPage={href} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('renders nothing for one page', () => {
    const { container } = render(
      <MemoryRouter>
        <Pagination page={1} pageCount={1} hrefForPage={href} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('navigates client-side with translated labels', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/chien?page=1']}>
        <Pagination
          page={1}
          pageCount={4}
          hrefForPage={href}
          label="Pages"
          nextLabel="Page suivante"
          pageLabel={(page) => `Aller à la page ${page}`}
        />
        <Routes>
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Page suivante' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/chien?page=2');
    expect(screen.getByRole('link', { name: 'Aller à la page 3' })).toBeInTheDocument();
  });
});
