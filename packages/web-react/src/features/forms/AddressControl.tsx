import { fieldPresentation, type DynamicField } from '@estudio/core';
import { FieldMessages, useFieldIds } from '../../ui/Field/index.js';
import { TextField } from '../../ui/TextField/index.js';
import { inputText, type FieldErrors } from './dynamicForm.rules.js';
import * as styles from './forms.css.js';

/** Props of {@link AddressControl}. */
export interface AddressControlProps {
  readonly id: string;
  readonly label: string;
  /** Form 6's fields (spec 5: the address type uses form 6 and its fields). */
  readonly fields: readonly DynamicField[];
  readonly value: unknown;
  readonly onChange: (address: Record<string, unknown>) => void;
  /** Errors of the address's own fields, by their key. */
  readonly errors?: FieldErrors;
  /** The address field's own error (a required address left blank), under the group's title. */
  readonly error?: string | null;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * An address field of a dynamic form: a group named by the field's label
 * holding form 6's fields, its value one address object. Its own error
 * sits under the title, each part's under that part.
 */
export const AddressControl = ({ id, label, fields, value, onChange, errors = {}, error }: AddressControlProps) => {
  const address = asRecord(value);
  const ids = useFieldIds(id);
  return (
    <fieldset className={styles.group} aria-describedby={error ? ids.errorId : undefined}>
      <legend className={styles.legend}>{label}</legend>
      <FieldMessages ids={ids} error={error} />
      <div className={styles.container}>
        <div className={styles.grid}>
          {fields.map((field) => {
            const presentation = fieldPresentation(field);
            return (
              <TextField
                key={field.key}
                id={`${id}-${field.key}`}
                name={`${id}.${field.key}`}
                label={presentation.label}
                required={presentation.required}
                value={inputText(presentation.inputType, address[field.key])}
                onChange={(text) => onChange({ ...address, [field.key]: text })}
                error={errors[field.key]}
              />
            );
          })}
        </div>
      </div>
    </fieldset>
  );
};
