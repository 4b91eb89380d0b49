import { useState } from 'react';
import { useIntl } from 'react-intl';

import * as styles from './cart.css';
import * as referenceRowStyles from './referenceRows.css';
import { cartMessages } from './cartMessages';
import type { ReferenceRow } from './referenceAction';

/** A new row of a reference grid (`/ajoutparref/`, `/quick-order`): no reference, quantity 1. */
export const emptyReferenceRow = (): ReferenceRow => ({ sku: '', qty: '1' });

/** The rows of a reference grid and the edits the screens make to them. */
export function useReferenceRows(initialRows: () => ReferenceRow[]) {
  const [rows, setRows] = useState(initialRows);
  return {
    rows,
    setRows,
    setRow: (index: number, patch: Partial<ReferenceRow>) =>
      setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row))),
    addRow: () => setRows((current) => [...current, emptyReferenceRow()]),
    /** Removes a row; the last one is emptied instead, so that the grid always has a row. */
    removeRow: (index: number) =>
      setRows((current) =>
        current.length > 1 ? current.filter((_, at) => at !== index) : [emptyReferenceRow()],
      ),
  };
}

interface RowFieldProps {
  /** The row's index (0-based); labels say its number. */
  index: number;
  id: string;
}

/** The quantity field of a grid row, labelled with the row's number (submitted as `qty`). */
export function RowQuantityField({
  index,
  id,
  value,
  onChange,
}: RowFieldProps & { value: string; onChange: (qty: string) => void }) {
  const intl = useIntl();
  return (
    <label className={styles.label} htmlFor={id}>
      {intl.formatMessage(cartMessages.quantityOfRow, { row: index + 1 })}
      <input
        id={id}
        name="qty"
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode="numeric"
        autoComplete="off"
      />
    </label>
  );
}

/** The "×" button that removes a grid row, named for screen readers with the row's number. */
export function RemoveRowButton({ index, onRemove }: { index: number; onRemove: () => void }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={`${styles.secondaryAction} ${referenceRowStyles.scriptOnly}`}
      onClick={onRemove}
      aria-label={intl.formatMessage(cartMessages.removeRow, { row: index + 1 })}
    >
      ×
    </button>
  );
}
