// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { PageBuilderContent, type WidgetData } from './PageBuilder';

const text = (value: string) => ({ type: 'text', value });
const element = (
  tagName: string,
  attributes: Record<string, string>,
  ...childNodes: unknown[]
) => ({
  type: 'element',
  tagName,
  attributes,
  childNodes,
});
const pagebuilder = (
  contentType: string,
  props: Record<string, unknown>,
  childNodes: unknown[] = [],
  appearance: string | null = null,
) => ({
  type: 'pagebuilder',
  contentType,
  appearance,
  tagName: 'div',
  attributes: {},
  props,
  childNodes,
});

function renderContent(childNodes: unknown, data: WidgetData[] = [], sitePrefix = '') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <IntlProvider locale="en-GB" messages={{}} onError={() => {}}>
            <PageBuilderContent
              childNodes={childNodes}
              data={data}
              sitePrefix={sitePrefix}
              priorityFirstMedia
            />
          </IntlProvider>
        ),
      },
    ],
    { initialEntries: ['/en/page'] },
  );
  return render(<RouterProvider router={router} />);
}

const money = (amount: number) => ({ __typename: 'Money' as const, amount, currency: 'EUR' });
const price = (amount: number) => ({
  __typename: 'Price' as const,
  priceInclTax: money(amount),
  priceExclTax: money(Math.round(amount / 1.2)),
});
function product(sku: string, name: string) {
  return {
    __typename: 'Product',
    sku,
    name,
    path: `/${sku.toLowerCase()}`,
    imageUrl: `catalog/product/${sku}.png`,
    prices: {
      regularPrice: price(1200),
      finalPrice: price(1000),
      minPrice: price(1000),
      tierPrice: [],
    },
  } as never;
}

afterEach(cleanup);

describe('PageBuilderContent', () => {
  it('renders rows, headings, text and button items as links of the site', () => {
    renderContent(
      [
        pagebuilder(
          'row',
          {},
          [
            pagebuilder('heading', { level: 2 }, [text('New arrivals')]),
            pagebuilder('default', {}, [
              element('p', {}, text('Fresh '), element('strong', {}, text('food'))),
            ]),
            pagebuilder('default', {}, [
              pagebuilder('button-item', {
                href: '/new-arrivals',
                label: 'All new arrivals',
                buttonType: 'primary',
              }),
              pagebuilder('button-item', { href: null, label: 'Broken' }),
            ]),
          ],
          'contained',
        ),
      ],
      [],
      '/en',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'New arrivals' })).toBeTruthy();
    expect(screen.getByText('food').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'All new arrivals' }).getAttribute('href')).toBe(
      '/en/new-arrivals',
    );
    expect(screen.queryByText('Broken')).toBeNull();
  });

  it('renders the slider as an accessible carousel that changes slide without changing size', () => {
    const slide = (name: string, title: string) =>
      pagebuilder(
        'slide',
        { name, backgroundImage: `wysiwyg/${name}.png`, href: '/promotions', buttonText: 'Shop' },
        [
          element(
            'a',
            { href: '/promotions' },
            element(
              'div',
              {},
              element('h2', {}, text(title)),
              element('p', {}, text(`${title} text`)),
            ),
            element('button', { type: 'button' }, text('Shop')),
          ),
        ],
      );
    renderContent([
      pagebuilder('row', {}, [
        pagebuilder(
          'slider',
          { autoplay: true, autoplaySpeed: 5000, showArrows: true, showDots: true },
          [slide('one', 'First slide'), slide('two', 'Second slide')],
        ),
      ]),
    ]);
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const groups = within(carousel).getAllByRole('group', { hidden: true });
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
    expect(groups[1]!.getAttribute('aria-hidden')).toBe('true');
    // The first slide is the page's above-the-fold picture.
    expect(groups[0]!.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(groups[0]!.getAttribute('aria-hidden')).toBe('true');
    expect(groups[1]!.getAttribute('aria-hidden')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 1' }));
    expect(groups[0]!.getAttribute('aria-hidden')).toBeNull();
    // The content's own <button> inside a link is not rendered as a control that does nothing.
    expect(within(groups[0]!).queryByRole('button')).toBeNull();
    expect(within(groups[0]!).getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe(
      '/promotions',
    );
  });

  it('renders the product-grid widget and nothing for invalid widget data', () => {
    const { container } = renderContent(
      [
        pagebuilder('row', {}, [
          { type: 'data', dataId: 'widget-0' },
          { type: 'data', dataId: 'widget-1' },
          { type: 'data', dataId: 'missing' },
        ]),
      ],
      [
        {
          __typename: 'ProductGridWidget',
          dataId: 'widget-0',
          products: [product('CRQ-001', 'Dry food'), product('PAT-001', 'Wet food')],
        },
        { __typename: 'InvalidWidget', dataId: 'widget-1' },
      ],
    );
    const list = screen.getByRole('list', { name: 'Products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Dry food' }).getAttribute('href')).toBe('/crq-001');
    expect(container.querySelectorAll('ul')).toHaveLength(1);
    expect(container.textContent).not.toContain('widget-1');
  });

  it('renders the map as an accessible stand-in with a link to a map', () => {
    renderContent([
      pagebuilder(
        'map',
        {
          locations: [
            {
              name: 'Warehouse',
              address: '12 rue de la Truffe',
              phone: '02 99',
              latitude: 48.1147,
              longitude: -1.6794,
            },
          ],
        },
        [],
        'default',
      ),
    ]);
    const link = screen.getByRole('link', { name: /Open Warehouse on a map/ });
    expect(link.getAttribute('href')).toContain('openstreetmap.org/?mlat=48.11470&mlon=-1.67940');
    expect(screen.getByText('12 rue de la Truffe')).toBeTruthy();
  });

  it('renders nothing for unknown or malformed nodes, and never markup from text', () => {
    const { container } = renderContent([
      { type: 'html', value: '<img src=x onerror=alert(1)>' },
      {
        type: 'pagebuilder',
        contentType: 'raw-html',
        tagName: 'div',
        props: {},
        childNodes: [text('hidden')],
      },
      element('script', {}, text('alert(1)')),
      element('iframe', { src: 'https://evil.example' }),
      text('<b>not bold</b>'),
      null,
      42,
      { type: 'element' },
    ]);
    expect(container.querySelector('script, iframe, img, b')).toBeNull();
    expect(container.textContent).not.toContain('hidden');
    // Text stays text, and an unknown element keeps only its text.
    expect(container.textContent).toContain('<b>not bold</b>');
    expect(container.textContent).toContain('alert(1)');
  });

  it('binds the race-formula select: the chosen option shows in the result and reveals it', () => {
    renderContent([
      pagebuilder('default', {}, [
        element(
          'div',
          { class: 'race-formula' },
          element('label', { for: 'race-formula-select' }, text('Your dog’s breed')),
          element(
            'select',
            { id: 'race-formula-select', class: 'race-formula-select', name: 'race' },
            element('option', { value: '' }, text('— Choose a breed —')),
            element('option', { value: 'Large breed dry food with lamb' }, text('German Shepherd')),
          ),
          element(
            'div',
            { class: 'race-formula-result', hidden: '' },
            element(
              'p',
              {},
              text('Our recommended formula: '),
              element('strong', { class: 'race-formula-result-value' }),
            ),
          ),
        ),
      ]),
    ]);
    const select = screen.getByLabelText('Your dog’s breed');
    const result = document.querySelector('.race-formula-result') as HTMLElement;
    expect(result.hidden).toBe(true);
    fireEvent.change(select, { target: { value: 'Large breed dry food with lamb' } });
    expect(result.hidden).toBe(false);
    expect(result.querySelector('.race-formula-result-value')?.textContent).toBe(
      'Large breed dry food with lamb',
    );
  });

  it('has no raw-HTML path in the content renderers', () => {
    const folders = [
      __dirname,
      join(__dirname, '../../routes/cms'),
      join(__dirname, '../../routes/home'),
    ];
    for (const folder of folders) {
      for (const file of readdirSync(folder).filter(
        (name) => /\.tsx?$/.test(name) && !name.includes('.test.'),
      )) {
        const source = readFileSync(join(folder, file), 'utf8');
        expect(source, file).not.toMatch(
          /dangerouslySetInnerHTML|innerHTML|outerHTML|insertAdjacentHTML/,
        );
      }
    }
  });
});
