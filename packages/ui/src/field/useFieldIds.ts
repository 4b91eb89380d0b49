import { useId } from 'react';

export interface FieldIds {
  inputId: string;
  helpId: string | undefined;
  errorId: string | undefined;
  /** The ids for `aria-describedby`: error first, so it is read before the help. */
  describedBy: string | undefined;
}

/** Ids that tie a control to its help and error texts for screen readers. */
export function useFieldIds(
  id: string | undefined,
  hasHelp: boolean,
  hasError: boolean,
  extra?: string,
): FieldIds {
  const generated = useId();
  const inputId = id ?? generated;
  const helpId = hasHelp ? `${inputId}-help` : undefined;
  const errorId = hasError ? `${inputId}-error` : undefined;
  const describedBy = [errorId, helpId, extra].filter(Boolean).join(' ') || undefined;
  return { inputId, helpId, errorId, describedBy };
}
