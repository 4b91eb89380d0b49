import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { Icon, iconNames, type IconName } from './Icon';
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
});
