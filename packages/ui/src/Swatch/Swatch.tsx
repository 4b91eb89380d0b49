import { type ChangeEvent, type MouseEvent } from 'react';

import * as styles from './Swatch.css';
import { type SwatchKind, type SwatchSize } from './Swatch.css';

export { swatchKinds, swatchSizes, type SwatchKind, type SwatchSize } from './Swatch.css';

export interface SwatchProps {
  /** What the option is called ('Red', 'M', '2 kg'): the accessible name, and the text of a text swatch. */
  label: string;
  /** @defaultValue 'text' */
  kind?: SwatchKind;
  /** Colour swatch: a CSS colour, e.g. '#8B0000'. */
  colour?: string;
  /** Image swatch: the picture's address. */
  imageSrc?: string;
  /** @defaultValue false */
  selected?: boolean;
  /** The option cannot be chosen (e.g. out of stock); it stays focusable and says so. @defaultValue false */
  unavailable?: boolean;
  /** @defaultValue 'medium' */
  size?: SwatchSize;
  onSelect?: (event: MouseEvent<HTMLButtonElement>) => void;
  className?: string;
}

/**
 * One option of a configurable product (colour, image or text), a toggle button: `aria-pressed` tells the
 * chosen one. Put swatches of one attribute in a `role="group"` labelled with the attribute name.
 */
export function Swatch({
  label,
  kind = 'text',
  colour,
  imageSrc,
  selected = false,
  unavailable = false,
  size = 'medium',
  onSelect,
  className,
}: SwatchProps) {
  return (
    <button
      type="button"
      className={[styles.swatch({ kind, size }), className].filter(Boolean).join(' ')}
      aria-pressed={selected}
      aria-disabled={unavailable || undefined}
      aria-label={kind === 'text' ? undefined : label}
      title={kind === 'text' ? undefined : label}
      onClick={(event) => {
        if (unavailable) return;
        onSelect?.(event);
      }}
    >
      {kind === 'colour' ? (
        <span className={styles.colour} style={{ backgroundColor: colour }} />
      ) : null}
      {kind === 'image' ? (
        <img className={styles.image} src={imageSrc} alt="" width={28} height={28} />
      ) : null}
      {kind === 'text' ? label : null}
      {unavailable ? <span className={styles.unavailable} /> : null}
    </button>
  );
}

export interface SwatchRadioProps extends Omit<SwatchProps, 'onSelect'> {
  /** The form field's name (one per attribute: the swatches of a group share it). */
  name: string;
  /** The value the form sends when this swatch is chosen. */
  value: string;
  /** Called when the shopper chooses this swatch (never for an unavailable one). */
  onSelect?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A swatch that is a real radio input (spec §3 options, issue 20 item 5): the form sends the chosen value
 * without JavaScript, arrow keys move within the group, and the checked state shows from CSS alone. With
 * JavaScript, `selected` controls it; an unavailable option says so (`aria-disabled`) and is not chosen. Put
 * the swatches of one attribute in a `role="radiogroup"` labelled with the attribute name.
 */
export function SwatchRadio({
  label,
  kind = 'text',
  colour,
  imageSrc,
  selected = false,
  unavailable = false,
  size = 'medium',
  name,
  value,
  onSelect,
  className,
}: SwatchRadioProps) {
  return (
    <label
      className={[styles.swatch({ kind, size }), styles.radioSwatch, className]
        .filter(Boolean)
        .join(' ')}
      title={kind === 'text' ? undefined : label}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={selected}
        aria-disabled={unavailable || undefined}
        onChange={(event) => {
          if (!unavailable) onSelect?.(event);
        }}
      />
      {kind === 'colour' ? (
        <span className={styles.colour} style={{ backgroundColor: colour }} />
      ) : null}
      {kind === 'image' ? (
        <img className={styles.image} src={imageSrc} alt="" width={28} height={28} />
      ) : null}
      {kind === 'text' ? label : <span className={styles.hiddenLabel}>{label}</span>}
      {unavailable ? <span className={styles.unavailable} /> : null}
    </label>
  );
}
