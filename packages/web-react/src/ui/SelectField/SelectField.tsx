import { messages } from '@estudio/core';
import { describedBy, FieldLabel, FieldMessages, fieldStyles, useFieldIds, type FieldBaseProps } from '../Field/index.js';
import * as styles from './SelectField.css.js';

/** One choice of a {@link SelectField}. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
  /** Shown but not choosable (a full class, say); its label should say why. */
  readonly disabled?: boolean;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps extends FieldBaseProps {
  readonly options: readonly SelectOption[];
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The empty first choice; shown whenever given or when nothing is chosen yet. */
  readonly placeholder?: string;
  readonly name?: string;
  readonly disabled?: boolean;
}

/** A labelled native select. */
export const SelectField = ({ label, options, value, onChange, placeholder, error, hint, required, id, name, disabled }: SelectFieldProps) => {
  const ids = useFieldIds(id);
  const showPlaceholder = placeholder !== undefined || value === '';
  // A value none of the options has (the video's coach while the lists load) shows the first choice it can, as
  // React's select did; Preact's would select none and show a blank box. The value itself is the caller's, unchanged.
  const listed = (showPlaceholder && value === '') || options.some((option) => option.value === value);
  const shown = listed ? value : showPlaceholder ? '' : (options.find((option) => !option.disabled)?.value ?? '');
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={ids.inputId} className={fieldStyles.label}>
        <FieldLabel required={required}>{label}</FieldLabel>
      </label>
      <select
        id={ids.inputId}
        name={name}
        value={shown}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        className={`${fieldStyles.control} ${styles.select}`}
        {...describedBy(ids, hint, error)}
      >
        {showPlaceholder ? <option value="">{placeholder ?? messages.ui.selectPlaceholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
};
