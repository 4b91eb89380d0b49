import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Skeleton } from './Skeleton';
import { axeViolations } from '../test/axe';

describe('Skeleton', () => {
  it('is hidden from assistive technology', async () => {
    const { container } = render(
      <div aria-busy="true">
        <Skeleton shape="rectangle" width={200} height={120} />
      </div>,
    );
    const skeleton = container.querySelector('[data-skeleton]');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveStyle({ width: '200px', height: '120px' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('draws several text lines, the last one shorter', () => {
    const { container } = render(<Skeleton lines={3} />);
    const lines = container.querySelectorAll('[data-skeleton="text"] > span');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toHaveStyle({ width: '60%' });
  });

  it('makes a circle as high as it is wide', () => {
    const { container } = render(<Skeleton shape="circle" width={48} />);
    expect(container.firstElementChild).toHaveStyle({ width: '48px', height: '48px' });
  });
});
