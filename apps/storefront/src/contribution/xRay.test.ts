// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';

import { showXRay, xRayStyles } from './xRay';

describe('x-ray mode', () => {
  it('outlines and labels CMS blocks and pages with their identifier, labels escaped', () => {
    const css = xRayStyles({ block: 'Bloc CMS', page: 'Page "CMS"' });
    expect(css).toContain(
      '[data-cms-block]::before { content: "Bloc CMS · " attr(data-cms-block);',
    );
    expect(css).toContain(
      '[data-cms-page]::before { content: "Page \\"CMS\\" · " attr(data-cms-page);',
    );
    expect(css).toMatch(/\[data-cms-block\], \[data-cms-page\] \{[^}]*outline: 2px dashed/);
  });

  it('adds its rules to the document while on, and removes them when turned off', () => {
    document.body.innerHTML = '<section data-cms-block="footer-contact">Contact</section>';
    const off = showXRay(document, { block: 'CMS block', page: 'CMS page' });
    expect(document.documentElement.dataset.xray).toBe('on');
    expect(document.head.querySelectorAll('style[data-xray]')).toHaveLength(1);
    expect(document.head.querySelector('style[data-xray]')?.textContent).toContain('CMS block · ');
    off();
    expect(document.documentElement.dataset.xray).toBeUndefined();
    expect(document.head.querySelectorAll('style[data-xray]')).toHaveLength(0);
  });
});
