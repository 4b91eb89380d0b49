import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Swatch } from './Swatch';
import { axeViolations } from '../test/axe';

describe('Swatch', () => {
  it('is a toggle button named by its label, pressed when selected', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { container } = render(
      <div role="group" aria-label="Colour">
        <Swatch kind="colour" colour="#8B0000" label="Red" selected />
        <Swatch kind="colour" colour="#1D4FA3" label="Blue" onSelect={onSelect} />
      </div>,
    );
    expect(screen.getByRole('button', { name: 'Red' })).toHaveAttribute('aria-pressed', 'true');
    const blue = screen.getByRole('button', { name: 'Blue' });
    expect(blue).toHaveAttribute('aria-pressed', 'false');
    await user.click(blue);
    blue.focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(2);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the text of a text swatch and the picture of an image swatch', async () => {
    const { container } = render(
      <>
        <Swatch label="2 kg" />
        <Swatch kind="image" label="Tartan" imageSrc="/media/swatch/tartan.png" />
      </>,
    );
    expect(screen.getByRole('button', { name: '2 kg' })).toHaveTextContent('2 kg');
    const image = screen.getByRole('button', { name: 'Tartan' }).querySelector('img');
    expect(image).toHaveAttribute('src', '/media/swatch/tartan.png');
    expect(image).toHaveAttribute('alt', '');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('does not select an unavailable option', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Swatch label="XL" unavailable onSelect={onSelect} />);
    const swatch = screen.getByRole('button', { name: 'XL' });
    expect(swatch).toHaveAttribute('aria-disabled', 'true');
    await user.click(swatch);
    expect(onSelect).not.toHaveBeenCalled();
  });
});
