import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { appError, messages, type AppError, type Result } from '@estudio/core';
import { errorNames, summaryText, type ErrorTree } from './form.rules.js';
import { FormLabelsContext } from './formLabels.js';
import * as styles from './Form.css.js';

/** What a submit may answer: nothing, or a port's Result whose failure the form shows. */
export type SubmitOutcome = Result<unknown> | void;

/** Props of {@link ZodForm}. */
export interface ZodFormProps<T extends FieldValues, O> {
  /** The form from `useZodForm`. */
  readonly form: UseFormReturn<T, unknown, O>;
  /**
   * Runs with the schema's output once every field passes. While its promise
   * is pending the submit button spins; a failed Result (`{ ok: false, error }`)
   * shows its Spanish message in an alert inside the form, and so does a throw
   * (as 'Lo sentimos, ocurrió un error. Inténtalo de nuevo.').
   */
  readonly onSubmit: (values: O) => Promise<SubmitOutcome> | SubmitOutcome;
  /** The fields. */
  readonly children: ReactNode;
  /** The buttons at the end, after the server's refusal; leave out when they sit in a panel's footer (`form={id}`). */
  readonly actions?: ReactNode;
  /** Lets a submit button outside the form (a side panel's footer) submit it: `<SubmitButton form={id} />`. */
  readonly id?: string;
  /** The form's name for screen readers, when no heading names it. */
  readonly label?: string;
  /** Runs when the schema refuses a submit, so fields outside it (a dynamic form inside) are checked in the same go. */
  readonly onInvalid?: () => void;
}

const unexpected = (): AppError => appError('unexpected', messages.common.genericError);

/**
 * Moves the focus to the first refused field, in page order, once after each
 * refused submit: after the render that marked the fields, so a screen reader
 * reads the field with its error.
 */
const useFocusFirstInvalid = (form: HTMLFormElement | null, submitCount: number, refused: number) => {
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || refused === 0) return;
    handled.current = submitCount;
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, submitCount, refused]);
};

/**
 * A `<form>` over a form from `useZodForm`: the spec 5 summary ('Revisa el
 * campo: {label}' or 'Revisa los campos faltantes o inválidos.') after a
 * refused submit, the focus on the first refused field, the server's
 * refusal as an alert, and the browser's own bubbles off (they are English).
 *
 * @example
 * <ZodForm form={form} onSubmit={(values) => api.customers.update(id, values)} actions={<SubmitButton control={form.control} />}>
 *   <FormTextField control={form.control} name="name" label="Nombre" required />
 * </ZodForm>
 */
export const ZodForm = <T extends FieldValues, O>({ form, onSubmit, children, actions, id, label, onInvalid }: ZodFormProps<T, O>) => {
  const [element, setElement] = useState<HTMLFormElement | null>(null);
  const [labels] = useState(() => new Map<string, string>());
  const [failure, setFailure] = useState<AppError | null>(null);
  const { errors, submitCount } = useFormState({ control: form.control });
  const refused = errorNames(errors as ErrorTree);
  useFocusFirstInvalid(element, submitCount, refused.length);

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      const outcome = await Promise.resolve(onSubmit(values)).catch(() => ({ ok: false as const, error: unexpected() }));
      if (outcome && !outcome.ok) setFailure(outcome.error);
    },
    () => {
      setFailure(null);
      onInvalid?.();
    },
  );
  const summary = submitCount > 0 ? summaryText(refused, labels) : null;
  return (
    <FormLabelsContext.Provider value={labels}>
      <form ref={setElement} id={id} aria-label={label} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {summary ? (
          <p role="alert" className={styles.alert}>
            {summary}
          </p>
        ) : null}
        {children}
        {failure ? (
          <p role="alert" className={styles.alert}>
            {failure.message}
          </p>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </form>
    </FormLabelsContext.Provider>
  );
};
