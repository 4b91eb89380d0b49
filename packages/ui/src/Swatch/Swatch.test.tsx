import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { Swatch, SwatchRadio } from './Swatch';
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

  it('as a radio, sends its value in a form without any script, and is named by its label', async () => {
    // The server's HTML, before (or without) any script: the native radio takes the click.
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <form aria-label="Buy">
        <div role="radiogroup" aria-label="Colour">
          <SwatchRadio name="super[color]" value="12" kind="colour" colour="#8B0000" label="Red" />
          <SwatchRadio name="super[color]" value="13" kind="colour" colour="#1D4FA3" label="Blue" />
        </div>
      </form>,
    );
    document.body.append(container);
    const blue = screen.getByRole('radio', { name: 'Blue' });
    blue.click();
    const form = screen.getByRole('form', { name: 'Buy' }) as HTMLFormElement;
    expect(new FormData(form).get('super[color]')).toBe('13');
    // The kind is in the class (the recipe's variant): no data-kind attribute per value (decision 0907).
    expect(container.querySelector('[data-kind]')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    container.remove();
  });

  it('as a radio, moves with the arrow keys and never chooses an unavailable value', async () => {
    const user = userEvent.setup();
    function Group() {
      const [chosen, setChosen] = useState('S');
      return (
        <div role="radiogroup" aria-label="Size">
          {['S', 'M', 'L'].map((size) => (
            <SwatchRadio
              key={size}
              name="size"
              value={size}
              label={size}
              selected={chosen === size}
              unavailable={size === 'L'}
              onSelect={() => setChosen(size)}
            />
          ))}
        </div>
      );
    }
    render(<Group />);
    await user.click(screen.getByRole('radio', { name: 'M' }));
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByRole('radio', { name: 'L' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'L' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
  });
});
