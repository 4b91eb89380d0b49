import { describe, expect, it } from 'vitest';

import { classifyLink, opensInNewTab } from './linkTarget';

describe('classifyLink', () => {
  it.each([
    ['/croquettes-chien.html', 'internal'],
    ['/en/cart', 'internal'],
    ['account?tab=orders', 'internal'],
    ['#reviews', 'internal'],
    ['/media/catalogue.pdf', 'file'],
    ['/media/photo.JPG?version=2', 'file'],
    ['/downloads/guide.docx', 'file'],
    ['/downloads/pack.zip#top', 'file'],
    ['/videos/demo.mp4', 'file'],
    ['mailto:service@truffe.example', 'mailto'],
    ['MAILTO:service@truffe.example', 'mailto'],
    ['tel:+33123456789', 'tel'],
    ['https://www.example.org/page', 'external'],
    ['//cdn.example.org/file', 'external'],
    ['ftp://files.example.org/', 'external'],
  ] as const)('%s is %s', (href, kind) => {
    expect(classifyLink(href)).toBe(kind);
  });

  it('treats brand domains and their subdomains as brand links', () => {
    const brands = ['truffe.example', 'croquettes-truffe.example'];
    expect(classifyLink('https://truffe.example/pro', brands)).toBe('brand');
    expect(classifyLink('https://www.croquettes-truffe.example/', brands)).toBe('brand');
    expect(classifyLink('https://nottruffe.example/', brands)).toBe('external');
    expect(classifyLink('https://truffe.example.evil.org/', brands)).toBe('external');
  });

  it('opens only external links in a new tab', () => {
    expect(opensInNewTab('external')).toBe(true);
    for (const kind of ['internal', 'file', 'mailto', 'tel', 'brand'] as const) {
      expect(opensInNewTab(kind)).toBe(false);
    }
  });
});
