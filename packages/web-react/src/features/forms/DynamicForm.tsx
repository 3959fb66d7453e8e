import { fieldsOfStep, shownFields, type DynamicField } from '@estudio/core';
import { FieldControl } from './FieldControl.js';
import { fieldWidth, nestedErrors, type FieldErrors, type PickedFiles } from './dynamicForm.rules.js';
import type { DynamicFormState } from './useDynamicForm.js';
import * as styles from './forms.css.js';

/** Props of {@link DynamicFields}. */
export interface DynamicFieldsProps {
  readonly fields: readonly DynamicField[];
  /** Unique within the page: prefixes every control's id. */
  readonly idPrefix: string;
  readonly values: Readonly<Record<string, unknown>>;
  readonly files: PickedFiles;
  readonly errors: FieldErrors;
  readonly onValue: (key: string, value: unknown) => void;
  readonly onFiles: (key: string, files: readonly File[]) => void;
  /** Only the fields of this step of a multi-step form (fields without a step show on every step). */
  readonly step?: number;
  /** Form 6's fields, for address fields. */
  readonly addressFields?: readonly DynamicField[];
}

const NO_FILES: readonly File[] = [];

/**
 * The fields of a dynamic form, in order, as the values make them shown
 * (core's `shownFields`: `user_id` hidden unless a user select exists, a
 * field with a precondition only while its field holds the value, so
 * 'Cuéntanos' appears the moment '¿Cómo nos conociste?' reads 'Otro').
 * Each sits half or all of a row on a wide screen by its className, one
 * column on a phone; its error is under it (an address's part errors,
 * `{key}.{part}`, under each part).
 */
export const DynamicFields = ({ fields, idPrefix, values, files, errors, onValue, onFiles, step, addressFields }: DynamicFieldsProps) => {
  const inStep = step === undefined ? fields : fieldsOfStep(fields, step);
  return (
    <div className={styles.container}>
      <div className={styles.grid}>
        {shownFields(inStep, values).map((field) => (
          <div key={field.key} className={styles.width[fieldWidth(field.className)]}>
            <FieldControl
              field={field}
              idPrefix={idPrefix}
              value={values[field.key]}
              files={files[field.key] ?? NO_FILES}
              error={errors[field.key]}
              onValue={(value) => onValue(field.key, value)}
              onFiles={(picked) => onFiles(field.key, picked)}
              {...(addressFields ? { addressFields, addressErrors: nestedErrors(errors, field.key) } : {})}
            />
          </div>
        ))}
      </div>
    </div>
  );
};

/**
 * The alert of a refused submit (spec 5): 'Revisa el campo: {label}' for
 * one failing field, 'Revisa los campos faltantes o inválidos.' for several.
 */
export const FormSummary = ({ summary }: { summary: string | null }) =>
  summary ? (
    <p role="alert" className={styles.summary}>
      {summary}
    </p>
  ) : null;

/** Props of {@link DynamicForm}. */
export interface DynamicFormProps extends Omit<DynamicFieldsProps, 'values' | 'files' | 'errors' | 'onValue' | 'onFiles'> {
  /** The form's state (`useDynamicForm`). */
  readonly form: DynamicFormState;
}

/** A dynamic form's summary alert and fields over its state: what a screen or a modal puts inside its own `<form>`. */
export const DynamicForm = ({ form, ...props }: DynamicFormProps) => (
  <>
    <FormSummary summary={form.summary} />
    <DynamicFields {...props} values={form.values} files={form.files} errors={form.errors} onValue={form.setValue} onFiles={form.setFiles} />
  </>
);
