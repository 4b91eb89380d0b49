import { type ChangeEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useActionData, useFetcher } from 'react-router';

import * as styles from '../../components/cart/cart.css';
import * as referenceRowStyles from '../../components/cart/referenceRows.css';
import { cartMessages } from '../../components/cart/cartMessages';
import { type ReferenceActionData } from '../../components/cart/referenceAction';
import {
  maxCsvBytes,
  maxReferenceLines,
  parseReferenceLines,
  type ReferenceProblem,
} from '../../components/cart/referenceLines';
import { ReferenceReport } from '../../components/cart/ReferenceReport';
import {
  emptyReferenceRow as emptyRow,
  RemoveRowButton,
  RowQuantityField,
  useReferenceRows,
} from '../../components/cart/ReferenceRowFields';
import { useCatalogueFormat } from '../../components/product/useCatalogueFormat';
import { ReferenceCombobox } from './ReferenceCombobox';

const startRows = () => Array.from({ length: 5 }, emptyRow);

/** What the browser could already tell about a pasted or uploaded list. */
type ListNotice =
  { kind: 'ready'; count: number; problems: ReferenceProblem[] } | { kind: 'error'; text: string };

/**
 * `/quick-order` (spec §2): a grid of reference + quantity rows with suggestions as you type, pasted lines
 * and a CSV upload (parsed here for immediate feedback, checked again by the server), one submission for
 * the whole list (at most 500 lines) and a per-line report. Without JavaScript the pasted text and the file
 * go to the server, which parses them the same way.
 */
export function QuickOrderScreen() {
  const intl = useIntl();
  const format = useCatalogueFormat();
  const fetcher = useFetcher<ReferenceActionData>();
  const pageAnswer = useActionData<ReferenceActionData | undefined>();
  const answer = fetcher.data ?? pageAnswer;
  const { rows, setRows, setRow, addRow, removeRow } = useReferenceRows(() =>
    pageAnswer && pageAnswer.rows.length > 0 ? pageAnswer.rows : startRows(),
  );
  const [paste, setPaste] = useState('');
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const baseId = useId();

  // A new answer resets the grid to the refused rows (state adjusted while rendering, not in an effect).
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.data !== answered) {
    setAnswered(fetcher.data);
    if (fetcher.data) {
      setRows(fetcher.data.rows.length > 0 ? fetcher.data.rows : startRows());
      setNotice(null);
    }
  }

  /** Puts a parsed list in the grid, after the rows already filled in. */
  const putInGrid = (text: string): boolean => {
    const parsed = parseReferenceLines(text);
    if (!parsed.ok) {
      setNotice({
        kind: 'error',
        text:
          parsed.error === 'tooManyLines'
            ? intl.formatMessage(cartMessages.parseTooManyLines, {
                max: maxReferenceLines,
                count: parsed.count,
              })
            : intl.formatMessage(cartMessages.parseEmpty),
      });
      return false;
    }
    const filled = rows.filter((row) => row.sku.trim() !== '');
    const next = [
      ...filled,
      ...parsed.lines.map((line) => ({
        sku: line.sku,
        qty: line.quantity === null ? '' : String(line.quantity),
      })),
    ];
    if (next.length > maxReferenceLines) {
      setNotice({
        kind: 'error',
        text: intl.formatMessage(cartMessages.parseTooManyLines, {
          max: maxReferenceLines,
          count: next.length,
        }),
      });
      return false;
    }
    setRows(next);
    setNotice({ kind: 'ready', count: next.length, problems: parsed.problems });
    return true;
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    // The file is read here; it is not sent again with the form.
    event.target.value = '';
    if (file.size > maxCsvBytes) {
      setNotice({
        kind: 'error',
        text: intl.formatMessage(cartMessages.parseTooLarge, { size: maxCsvBytes / 1000 }),
      });
      return;
    }
    const text = await file.text();
    if (text.includes('\u0000')) {
      setNotice({ kind: 'error', text: intl.formatMessage(cartMessages.parseNotText) });
      return;
    }
    putInGrid(text);
  };

  const problemText = (problem: ReferenceProblem) =>
    problem.code === 'badQuantity'
      ? intl.formatMessage(cartMessages.parseBadQuantity, {
          line: problem.line,
          value: problem.value,
        })
      : intl.formatMessage(cartMessages.parseNoReference, { line: problem.line });

  return (
    <div className={styles.screen} data-testid="quick-order">
      <h1 className={styles.heading}>{intl.formatMessage(cartMessages.quickOrderTitle)}</h1>
      <p className={styles.muted}>{intl.formatMessage(cartMessages.quickOrderIntro)}</p>
      <ReferenceReport answer={answer} />
      <fetcher.Form
        method="post"
        action={format.sitePath('/quick-order')}
        encType="multipart/form-data"
        className={styles.rowsGrid}
        noValidate
      >
        <div className={styles.rowsGrid} data-testid="quick-order-grid">
          {rows.map((row, index) => (
            <div key={index} className={styles.refRow} data-testid="quick-order-row">
              <ReferenceCombobox
                id={`${baseId}-sku-${index}`}
                label={intl.formatMessage(cartMessages.referenceOfRow, { row: index + 1 })}
                value={row.sku}
                onChange={(sku) => setRow(index, { sku })}
              />
              <RowQuantityField
                index={index}
                id={`${baseId}-qty-${index}`}
                value={row.qty}
                onChange={(qty) => setRow(index, { qty })}
              />
              <RemoveRowButton index={index} onRemove={() => removeRow(index)} />
            </div>
          ))}
        </div>
        <div className={styles.fieldRow}>
          <button
            type="submit"
            className={styles.primaryAction}
            aria-disabled={fetcher.state !== 'idle'}
          >
            {intl.formatMessage(cartMessages.addAll)}
          </button>
          <button
            type="button"
            className={`${styles.secondaryAction} ${referenceRowStyles.scriptOnly}`}
            onClick={addRow}
          >
            {intl.formatMessage(cartMessages.addRow)}
          </button>
          <button
            type="button"
            className={`${styles.secondaryAction} ${referenceRowStyles.scriptOnly}`}
            onClick={() => {
              setRows(startRows());
              setNotice(null);
            }}
          >
            {intl.formatMessage(cartMessages.clearRows)}
          </button>
        </div>
        {notice ? (
          notice.kind === 'error' ? (
            <p role="alert" className={styles.alert} data-testid="list-notice">
              {notice.text}
            </p>
          ) : (
            <div role="status" className={styles.notice} data-testid="list-notice">
              <p className={styles.toastText}>
                {intl.formatMessage(cartMessages.parsedLines, { count: notice.count })}
              </p>
              {notice.problems.length > 0 ? (
                <ul>
                  {notice.problems.slice(0, 10).map((problem) => (
                    <li key={`${problem.code}-${problem.line}`}>{problemText(problem)}</li>
                  ))}
                  {notice.problems.length > 10 ? (
                    <li>
                      {intl.formatMessage(cartMessages.moreRows, {
                        count: notice.problems.length - 10,
                      })}
                    </li>
                  ) : null}
                </ul>
              ) : null}
            </div>
          )
        ) : null}
        <div className={styles.panel}>
          <label className={styles.label} htmlFor={`${baseId}-paste`}>
            {intl.formatMessage(cartMessages.pasteLabel)}
          </label>
          <p id={`${baseId}-paste-help`} className={styles.muted}>
            {intl.formatMessage(cartMessages.pasteHelp, { max: maxReferenceLines })}
          </p>
          <textarea
            id={`${baseId}-paste`}
            name="paste"
            className={styles.textarea}
            aria-describedby={`${baseId}-paste-help`}
            value={paste}
            onChange={(event) => setPaste(event.target.value)}
          />
          <div>
            <button
              type="button"
              className={`${styles.secondaryAction} ${referenceRowStyles.scriptOnly}`}
              onClick={() => {
                if (putInGrid(paste)) setPaste('');
              }}
            >
              {intl.formatMessage(cartMessages.pasteApply)}
            </button>
          </div>
          <label className={styles.label} htmlFor={`${baseId}-csv`}>
            {intl.formatMessage(cartMessages.csvLabel)}
          </label>
          <p id={`${baseId}-csv-help`} className={styles.muted}>
            {intl.formatMessage(cartMessages.csvHelp, {
              max: maxReferenceLines,
              size: maxCsvBytes / 1000,
            })}
          </p>
          <input
            id={`${baseId}-csv`}
            name="csv"
            type="file"
            className={referenceRowStyles.fileInput}
            accept=".csv,.txt,text/csv,text/plain"
            aria-describedby={`${baseId}-csv-help`}
            onChange={(event) => void onFile(event)}
          />
        </div>
      </fetcher.Form>
    </div>
  );
}
