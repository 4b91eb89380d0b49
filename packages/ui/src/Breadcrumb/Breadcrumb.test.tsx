import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { Breadcrumb } from './Breadcrumb';
import { axeViolations } from '../test/axe';

const items = [
  { name: 'Chien', path: '/chien' },
  { name: 'Croquettes', path: '/chien/croquettes' },
];

describe('Breadcrumb', () => {
  it('links the trail from Home and marks the current page', async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/chien/croquettes']}>
        <Breadcrumb items={items} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Chien' })).toHaveAttribute('href', '/chien');
    expect(screen.queryByRole('link', { name: 'Croquettes' })).toBeNull();
    expect(screen.getByText('Croquettes')).toHaveAttribute('aria-current', 'page');
    // The separators are drawn by the stylesheet (decision 0907): no icon markup between the entries.
    expect(container.querySelector('nav svg')).toBeNull();
    expect(container.querySelectorAll('li')).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('uses the given root name', () => {
    render(
      <MemoryRouter>
        <Breadcrumb items={items} rootName="Accueil" rootPath="/" label="Fil d'Ariane" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accueil' })).toBeInTheDocument();
  });

  it('carries BreadcrumbList microdata with positions', () => {
    const { container } = render(
      <MemoryRouter>
        <Breadcrumb items={items} baseUrl="https://www.truffe.example" />
      </MemoryRouter>,
    );
    expect(
      container.querySelector('[itemtype="https://schema.org/BreadcrumbList"]'),
    ).not.toBeNull();
    const elements = container.querySelectorAll('[itemprop="itemListElement"]');
    expect(elements).toHaveLength(3);
    const positions = [...container.querySelectorAll('meta[itemprop="position"]')].map((meta) =>
      meta.getAttribute('content'),
    );
    expect(positions).toEqual(['1', '2', '3']);
    expect(container.querySelector('meta[itemprop="item"]')).toHaveAttribute(
      'content',
      'https://www.truffe.example/chien/croquettes',
    );
  });

  it('leaves the microdata out when the page carries the trail as JSON-LD, links and names unchanged', () => {
    const { container } = render(
      <MemoryRouter>
        <Breadcrumb items={items} rootName="Accueil" microdata={false} />
      </MemoryRouter>,
    );
    expect(container.querySelector('[itemscope], [itemprop], [itemtype], meta')).toBeNull();
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Chien' })).toHaveAttribute('href', '/chien');
    expect(screen.getByText('Croquettes')).toHaveAttribute('aria-current', 'page');
  });
});
