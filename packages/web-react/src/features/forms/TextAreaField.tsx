import { describedBy, FieldLabel, FieldMessages, fieldStyles, useFieldIds } from '../../ui/Field/index.js';
import * as styles from './forms.css.js';

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly required: boolean;
  readonly value: string;
  /** Spec 5: multi-line descriptions use 4 rows. */
  readonly rows: number;
  readonly onChange: (value: string) => void;
  readonly error?: string | null;
}

/** A labelled multi-line text, tied to its error like the kit's fields. */
export const TextAreaField = ({ id, name, label, required, value, rows, onChange, error }: TextAreaFieldProps) => {
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
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        className={`${fieldStyles.control} ${styles.textarea}`}
        {...describedBy(ids, undefined, error)}
      />
      <FieldMessages ids={ids} error={error} />
    </div>
  );
};
