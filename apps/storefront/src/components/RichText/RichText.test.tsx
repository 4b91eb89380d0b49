// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { RichText } from './RichText';

const link = (href: string, label: string) => ({
  type: 'element',
  tagName: 'a',
  attributes: { href },
  childNodes: [{ type: 'text', value: label }],
});

/** The footer's news block as the store writes it: one content for both sites (issue 20). */
const nodes = [
  {
    type: 'element',
    tagName: 'p',
    childNodes: [
      link('/new-arrivals', 'Discover'),
      link('/en/faq', 'FAQ'),
      link('/', 'Home'),
      link('mailto:contact@truffe.example', 'Mail'),
      link('https://example.org/', 'Elsewhere'),
    ],
  },
];

afterEach(cleanup);

describe('RichText links', () => {
  it('get the English site prefix once, and leave other addresses alone', () => {
    render(<RichText nodes={nodes} sitePrefix="/en" />);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Discover')).toBe('/en/new-arrivals');
    expect(href('FAQ')).toBe('/en/faq');
    expect(href('Home')).toBe('/en/');
    expect(href('Mail')).toBe('mailto:contact@truffe.example');
    expect(href('Elsewhere')).toBe('https://example.org/');
  });

  it('stay as written on the French site', () => {
    render(<RichText nodes={nodes} />);
    expect(screen.getByRole('link', { name: 'Discover' }).getAttribute('href')).toBe(
      '/new-arrivals',
    );
  });
});
