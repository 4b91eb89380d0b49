import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Swatch, SwatchRadio, swatchKinds, swatchSizes } from '@truffe/ui/Swatch';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

const tartan =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28"><rect width="28" height="28" fill="#173F82"/><path d="M0 9h28M0 19h28M9 0v28M19 0v28" stroke="#E3B22E" stroke-width="3"/></svg>',
  );

const meta = {
  title: 'UI/Commerce/Swatch',
  component: Swatch,
  args: { label: 'M', kind: 'text', size: 'medium', selected: false, onSelect: fn() },
  argTypes: {
    kind: { control: 'inline-radio', options: swatchKinds },
    size: { control: 'inline-radio', options: swatchSizes },
  },
} satisfies Meta<typeof Swatch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'M' }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};
export const Colour: Story = { args: { kind: 'colour', colour: '#8B0000', label: 'Red' } };
export const Image: Story = { args: { kind: 'image', imageSrc: tartan, label: 'Tartan' } };
export const Selected: Story = { args: { selected: true } };
export const Unavailable: Story = {
  args: { unavailable: true, label: 'XL' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'XL' }));
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
export const Small: Story = { args: { size: 'small' } };

/** A group of colour swatches with one chosen, as on a product page. */
export const ColourGroup: Story = {
  render: () => {
    function Group() {
      const [chosen, setChosen] = useState('Red');
      const colours = [
        ['Red', '#8B0000'],
        ['Blue', '#1D4FA3'],
        ['Gold', '#E3B22E'],
        ['Black', '#17191C'],
      ] as const;
      return (
        <div role="group" aria-label="Colour" style={{ display: 'flex', gap: 8 }}>
          {colours.map(([label, colour]) => (
            <Swatch
              key={label}
              kind="colour"
              label={label}
              colour={colour}
              selected={chosen === label}
              unavailable={label === 'Black'}
              onSelect={() => setChosen(label)}
            />
          ))}
        </div>
      );
    }
    return <Group />;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Blue' }));
    await expect(canvas.getByRole('button', { name: 'Blue' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Red' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

const colours = [
  ['Red', '#8B0000'],
  ['Blue', '#1D4FA3'],
  ['Gold', '#E3B22E'],
  ['Black', '#17191C'],
] as const;

/**
 * Radio swatches, as on a product page (SwatchRadio): real radio inputs that a form sends without JavaScript;
 * arrow keys move the choice; Black is unavailable and cannot be chosen.
 */
export const RadioGroup: Story = {
  render: () => {
    function Group() {
      const [chosen, setChosen] = useState('Red');
      return (
        <div role="radiogroup" aria-label="Colour" style={{ display: 'flex', gap: 8 }}>
          {colours.map(([label, colour]) => (
            <SwatchRadio
              key={label}
              name="colour"
              value={label}
              kind="colour"
              label={label}
              colour={colour}
              selected={chosen === label}
              unavailable={label === 'Black'}
              onSelect={() => setChosen(label)}
            />
          ))}
        </div>
      );
    }
    return <Group />;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Blue' }));
    await expect(canvas.getByRole('radio', { name: 'Blue' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Gold' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Black' }));
    await expect(canvas.getByRole('radio', { name: 'Black' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Gold' })).toBeChecked();
  },
};

/** Text and image radio swatches, small and medium, one of them unavailable. */
export const RadioKinds: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <div role="radiogroup" aria-label="Size" style={{ display: 'flex', gap: 8 }}>
        {['S', 'M', 'L', 'XL'].map((size) => (
          <SwatchRadio
            key={size}
            name="size"
            value={size}
            label={size}
            selected={size === 'M'}
            unavailable={size === 'XL'}
          />
        ))}
      </div>
      <div role="radiogroup" aria-label="Pattern" style={{ display: 'flex', gap: 8 }}>
        <SwatchRadio name="pattern" value="tartan" kind="image" imageSrc={tartan} label="Tartan" />
        <SwatchRadio name="pattern" value="plain" label="Plain" size="small" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'M' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'XL' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('radio', { name: 'Tartan' })).not.toBeChecked();
  },
};
