import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import * as iconModule from './Icon';
import { Icon, IconGlyph, iconNames, type IconName } from './Icon';
import { axeViolations } from '../test/axe';

describe('Icon', () => {
  it('whitelists the icons spec §5 names', () => {
    for (const name of [
      'home',
      'cart',
      'heart',
      'user',
      'store',
      'lock',
      'envelope',
      'credit-card',
      'facebook',
      'google',
      'star',
      'share',
      'notification',
      'users',
    ]) {
      expect(iconNames).toContain(name);
    }
  });

  it('is an image named by its label', async () => {
    const { container } = render(<Icon name="cart" label="Cart" />);
    const icon = screen.getByRole('img', { name: 'Cart' });
    expect(icon.tagName.toLowerCase()).toBe('svg');
    expect(icon).toHaveAttribute('data-icon', 'cart');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<Icon name="heart" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders every whitelisted icon with some drawing', () => {
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('svg')?.children.length).toBeGreaterThan(0);
      unmount();
    }
  });

  it('renders nothing and logs an error for a name outside the whitelist', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unknown = 'unicorn' as IconName;
    const { container } = render(<Icon name={unknown} label="Unicorn" />);
    expect(container).toBeEmptyDOMElement();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('"unicorn" is not in the icon whitelist'),
    );
  });

  it('rejects an unknown name at compile time', () => {
    // @ts-expect-error 'unicorn' is not an IconName: tsc fails if this line ever type-checks.
    const element = <Icon name="unicorn" />;
    expect(element.props.name).toBe('unicorn');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(render(element).container).toBeEmptyDOMElement();
  });

  it('has one constant per whitelisted icon, drawn by IconGlyph exactly as Icon draws its name', () => {
    const constants = Object.entries(iconModule as Record<string, unknown>).filter(
      (entry): entry is [string, iconModule.IconGlyphProps['icon']] =>
        entry[0].endsWith('Icon') &&
        typeof (entry[1] as { drawing?: unknown }).drawing === 'function',
    );
    expect(constants.map(([, icon]) => icon.name).sort()).toEqual([...iconNames].sort());
    for (const [, icon] of constants) {
      const glyph = render(<IconGlyph icon={icon} size="small" label="Label" />);
      const named = render(<Icon name={icon.name} size="small" label="Label" />);
      expect(glyph.container.innerHTML).toBe(named.container.innerHTML);
      expect(glyph.container.querySelector('svg')?.getAttribute('data-icon')).toBe(icon.name);
      glyph.unmount();
      named.unmount();
    }
  });
});
