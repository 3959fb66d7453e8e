import type { ReactNode } from 'react';
import { describedBy, FieldMessages, useFieldIds, useTypedBeforeHydration } from '../Field/index.js';
import * as styles from './Checkbox.css.js';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  /** May hold links (e.g. 'Acepto Términos y Condiciones'). */
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly error?: string | null;
  readonly hint?: ReactNode;
  readonly name?: string;
  readonly id?: string;
  readonly disabled?: boolean;
  readonly required?: boolean;
}

/** A labelled checkbox whose row is one large tap target. */
export const Checkbox = ({ label, checked, onChange, error, hint, name, id, disabled, required }: CheckboxProps) => {
  const ids = useFieldIds(id);
  const ref = useTypedBeforeHydration((input) => input.checked, checked, onChange);
  return (
    <div className={styles.root}>
      <label htmlFor={ids.inputId} className={styles.label}>
        <input
          ref={ref}
          id={ids.inputId}
          type="checkbox"
          name={name}
          className={styles.input}
          checked={checked}
          disabled={disabled}
          aria-required={required || undefined}
          onChange={(event) => onChange(event.target.checked)}
          {...describedBy(ids, hint, error)}
        />
        <span>{label}</span>
      </label>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
};
