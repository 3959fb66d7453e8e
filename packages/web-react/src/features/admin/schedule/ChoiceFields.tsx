import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { messages } from '@estudio/core';
import { useFormLabel } from '../kit/Form/formLabels.js';
import * as styles from './Schedule.css.js';

/** Props of {@link RadioChoice}. */
export interface RadioChoiceProps<V extends string> {
  readonly name: string;
  readonly legend: string;
  readonly hint?: string;
  readonly value: V;
  readonly options: readonly { readonly value: V; readonly label: string }[];
  readonly onChange: (value: V) => void;
  /** The form's refusal, under the choices; each radio is then `aria-invalid`, so the form's focus finds the first. */
  readonly error?: string | null;
}

/** A group's refusal as its inputs carry it: `aria-invalid` and the message's id among what describes them. */
const invalidInput = (error: string | null | undefined, errorId: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};

/** The refusal under a group of choices, tied to its inputs by `errorId`. */
const GroupError = ({ error, errorId }: { readonly error: string | null | undefined; readonly errorId: string }) =>
  error ? (
    <p id={errorId} className={styles.error}>
      {error}
    </p>
  ) : null;

/** One of a few choices as radios side by side, each a 44 px target, under a legend. */
export const RadioChoice = <V extends string>({ name, legend, hint, value, options, onChange, error }: RadioChoiceProps<V>) => {
  const hintId = useId();
  const errorId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={hint ? hintId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? <p id={hintId} className={styles.hint}>{hint}</p> : null}
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input type="radio" name={name} checked={value === option.value} onChange={() => onChange(option.value)} {...invalidInput(error, errorId)} />
            {option.label}
          </label>
        ))}
      </div>
      <GroupError error={error} errorId={errorId} />
    </fieldset>
  );
};

/** Props of {@link FormRadioField}. */
export interface FormRadioFieldProps<T extends FieldValues, O, V extends string> {
  readonly control: Control<T, unknown, O>;
  readonly name: FieldPath<T>;
  readonly label: string;
  readonly hint?: string;
  readonly options: readonly { readonly value: V; readonly label: string }[];
}

/** {@link RadioChoice} bound to a form's field ('Una vez' or 'Cada semana', a change's scope), its refusal under it. */
export const FormRadioField = <T extends FieldValues, O, V extends string>({ control, name, label, hint, options }: FormRadioFieldProps<T, O, V>) => {
  useFormLabel(name, label);
  const { field, fieldState } = useController({ control, name });
  const group = useId();
  return (
    <RadioChoice
      name={group} legend={label} hint={hint} value={field.value as V} options={options} onChange={field.onChange} error={fieldState.error?.message ?? null}
    />
  );
};

/** The ISO weekdays, lunes (1) to domingo (7). */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * A weekly series' days: a checkbox a weekday, Monday first, each a 44 px
 * target, bound to the form's `weekdays` (ISO numbers); refused, each is
 * `aria-invalid` (the form's focus lands on Monday) and the refusal is
 * under them.
 */
export const FormWeekdaysField = <T extends FieldValues, O>({ control, name }: { readonly control: Control<T, unknown, O>; readonly name: FieldPath<T> }) => {
  const label = messages.deskScheduleScreen.weekdays;
  useFormLabel(name, label);
  const { field, fieldState } = useController({ control, name });
  const chosen = (field.value as number[] | undefined) ?? [];
  const errorId = useId();
  const error = fieldState.error?.message ?? null;
  const toggle = (day: number, on: boolean) => field.onChange(on ? [...chosen.filter((other) => other !== day), day] : chosen.filter((other) => other !== day));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.choices}>
        {WEEKDAYS.map((day) => (
          <label key={day} className={styles.choice}>
            <input type="checkbox" checked={chosen.includes(day)} onChange={(event) => toggle(day, event.target.checked)} onBlur={field.onBlur} {...invalidInput(error, errorId)} />
            {messages.deskScheduleScreen.weekdayNames[day - 1]}
          </label>
        ))}
      </div>
      <GroupError error={error} errorId={errorId} />
    </fieldset>
  );
};
