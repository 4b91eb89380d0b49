import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useActionData, useFetcher } from 'react-router';

import * as styles from '../../components/cart/cart.css';
import { cartMessages } from '../../components/cart/cartMessages';
import { type ReferenceActionData, type ReferenceRow } from '../../components/cart/referenceAction';
import { ReferenceReport } from '../../components/cart/ReferenceReport';
import {
  emptyReferenceRow as emptyRow,
  RemoveRowButton,
  RowQuantityField,
  useReferenceRows,
} from '../../components/cart/ReferenceRowFields';
import { useCatalogueFormat } from '../../components/product/useCatalogueFormat';

/** The rows to show: the refused ones of the last answer (to correct), else three empty rows. */
function initialRows(answer: ReferenceActionData | undefined): ReferenceRow[] {
  if (answer && answer.rows.length > 0)
    return answer.ok || answer.reason !== 'rows' ? [...answer.rows, emptyRow()] : answer.rows;
  return [emptyRow(), emptyRow(), emptyRow()];
}

/**
 * `/ajoutparref/` (spec §2): rows of reference + quantity, "Add a row", and one submission whose answer
 * tells each line's result ("unknown reference", "cannot be ordered", quantity) and adds the valid ones.
 * Without JavaScript the form is a page POST and "Add a row" asks the server for one more row.
 */
export function AddByReferenceScreen() {
  const intl = useIntl();
  const format = useCatalogueFormat();
  const fetcher = useFetcher<ReferenceActionData>();
  const pageAnswer = useActionData<ReferenceActionData | undefined>();
  const answer = fetcher.data ?? pageAnswer;
  const { rows, setRows, setRow, addRow, removeRow } = useReferenceRows(() =>
    initialRows(pageAnswer),
  );
  const baseId = useId();
  // A new answer resets the rows to the refused ones (state adjusted while rendering, not in an effect).
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.data !== answered) {
    setAnswered(fetcher.data);
    if (fetcher.data) setRows(initialRows(fetcher.data));
  }
  return (
    <div className={styles.screen} data-testid="add-by-reference">
      <h1 className={styles.heading}>{intl.formatMessage(cartMessages.byRefTitle)}</h1>
      <p className={styles.muted}>{intl.formatMessage(cartMessages.byRefIntro)}</p>
      <ReferenceReport
        answer={answer?.ok === false && answer.reason === 'rows' ? undefined : answer}
      />
      <fetcher.Form
        method="post"
        action={format.sitePath('/ajoutparref')}
        className={styles.rowsGrid}
        noValidate
      >
        {rows.map((row, index) => (
          <div key={index} className={styles.refRow} data-testid="reference-row">
            <label className={styles.label} htmlFor={`${baseId}-sku-${index}`}>
              {intl.formatMessage(cartMessages.referenceOfRow, { row: index + 1 })}
              <input
                id={`${baseId}-sku-${index}`}
                name="sku"
                className={styles.input}
                value={row.sku}
                onChange={(event) => setRow(index, { sku: event.target.value })}
                autoComplete="off"
                maxLength={64}
              />
            </label>
            <RowQuantityField
              index={index}
              id={`${baseId}-qty-${index}`}
              value={row.qty}
              onChange={(qty) => setRow(index, { qty })}
            />
            <RemoveRowButton index={index} onRemove={() => removeRow(index)} />
          </div>
        ))}
        <div className={styles.fieldRow}>
          {/* The main action first: Enter in a field submits it. */}
          <button
            type="submit"
            name="intent"
            value="add"
            className={styles.primaryAction}
            aria-disabled={fetcher.state !== 'idle'}
          >
            {intl.formatMessage(cartMessages.addAll)}
          </button>
          <button
            type="submit"
            name="intent"
            value="addRow"
            className={styles.secondaryAction}
            onClick={(event) => {
              // With JavaScript the row is added here; without it the server answers one more row.
              event.preventDefault();
              addRow();
            }}
          >
            {intl.formatMessage(cartMessages.addRow)}
          </button>
        </div>
      </fetcher.Form>
    </div>
  );
}
