import type { HTMLAttributes, ReactNode } from 'react';
import { describedBy, FieldLabel, FieldMessages, fieldStyles, useAutoFocus, useFieldIds, useTypedBeforeHydration, type FieldBaseProps } from '../Field/index.js';

/** Props of {@link TextField}. */
export interface TextFieldProps extends FieldBaseProps {
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: 'text' | 'email' | 'tel' | 'password' | 'number' | 'date' | 'time' | 'url' | 'search' | 'datetime-local';
  readonly autoComplete?: string;
  readonly inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  readonly placeholder?: string;
  readonly disabled?: boolean;
  readonly maxLength?: number;
  readonly autoFocus?: boolean;
  readonly onBlur?: () => void;
  /** Something inside the control's row, after the input (the password toggle). */
  readonly trailing?: ReactNode;
}

/**
 * A labelled text input. `required` is announced (aria-required) but not
 * enforced by the browser, whose English bubbles would skip the spec's Spanish
 * messages; the form's rules decide and pass `error`.
 */
export const TextField = ({ label, name, value, onChange, type = 'text', error, hint, required, id, trailing, autoFocus, ...input }: TextFieldProps) => {
  const ids = useFieldIds(id);
  const ref = useTypedBeforeHydration((input) => input.value, value, onChange);
  useAutoFocus(ref, autoFocus);
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={ids.inputId} className={fieldStyles.label}>
        <FieldLabel required={required}>{label}</FieldLabel>
      </label>
      <div className={fieldStyles.row}>
        <input
          {...input}
          ref={ref}
          id={ids.inputId}
          name={name}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-required={required || undefined}
          className={trailing ? `${fieldStyles.control} ${fieldStyles.withTrailing}` : fieldStyles.control}
          {...describedBy(ids, hint, error)}
        />
        {trailing}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
};
