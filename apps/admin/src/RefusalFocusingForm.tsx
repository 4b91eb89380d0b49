/**
 * react-admin's `SimpleForm` whose refused save moves the focus to the refused input. react-admin marks the
 * input of a server-side error (`setError` without `shouldFocus`), and the focus stayed on "Enregistrer" (or on
 * the page's body, the button being disabled while the save runs): a keyboard or screen-reader user had to look
 * for the input. The notice still says the refusal once; the focused input adds its name and invalid state.
 */
import type { FormEvent } from 'react';
import { SimpleForm, type SimpleFormProps, useSaveContext } from 'react-admin';

type Errors = Record<string, unknown>;

/** The dotted names of the refused fields (`tierPrices.0.price`), not react-admin's `root` notice. */
function refusedFields(errors: Errors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!prefix && key === 'root') return [];
    const name = `${prefix}${key}`;
    return value && typeof value === 'object' ? refusedFields(value as Errors, `${name}.`) : [name];
  });
}

/** The first input of the form, in reading order, among those of the refused fields. */
function firstRefusedInput(form: HTMLFormElement, fields: string[]): HTMLElement | undefined {
  const inputs = fields.flatMap((name) => [
    ...form.querySelectorAll<HTMLElement>(`[name="${CSS.escape(name)}"]`),
  ]);
  return inputs.sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )[0];
}

export function RefusalFocusingForm(props: SimpleFormProps) {
  const { save } = useSaveContext();
  const submit = async (values: Record<string, unknown>, event?: FormEvent) => {
    // Read before the save: React's event is not kept across the await.
    const form = event?.target instanceof HTMLFormElement ? event.target : undefined;
    const errors = (await save?.(values)) as Errors | undefined | void;
    if (form && errors && typeof errors === 'object')
      firstRefusedInput(form, refusedFields(errors))?.focus();
    // react-admin marks the inputs from what is answered (setSubmissionErrors).
    return errors;
  };
  return <SimpleForm {...props} onSubmit={submit as never} />;
}
