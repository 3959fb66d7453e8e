import type { ReactNode } from 'react';
import { describedBy, FieldLabel, FieldMessages, fieldStyles, useFieldIds } from '../../ui/Field/index.js';
import * as styles from './forms.css.js';

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps {
  /** The textarea's id; one of its own when left out. */
  readonly id?: string;
  readonly name: string;
  readonly label: string;
  readonly required?: boolean;
  readonly value: string;
  /** Spec 5: multi-line descriptions use 4 rows. */
  readonly rows: number;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly error?: string | null;
  readonly hint?: ReactNode;
  readonly disabled?: boolean;
  readonly maxLength?: number;
}

/** A labelled multi-line text, tied to its hint and error like the kit's fields (the dynamic forms' and /admin's `FormTextArea`). */
export const TextAreaField = ({ id, name, label, required, value, rows, onChange, onBlur, error, hint, disabled, maxLength }: TextAreaFieldProps) => {
  const ids = useFieldIds(id);
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={ids.inputId} className={fieldStyles.label}>
        <FieldLabel required={required}>{label}</FieldLabel>
      </label>
      <textarea
        id={ids.inputId}
        name={name}
        rows={rows}
        value={value}
        disabled={disabled}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-required={required || undefined}
        className={`${fieldStyles.control} ${styles.textarea}`}
        {...describedBy(ids, hint, error)}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
};
