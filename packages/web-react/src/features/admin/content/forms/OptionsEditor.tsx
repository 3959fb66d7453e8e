import { useId } from 'react';
import { useFieldArray, useFormState, type ArrayPath, type Control, type FieldArray, type FieldPath, type FieldValues } from 'react-hook-form';
import { fill, messages } from '@estudio/core';
import { Button } from '../../../../ui/Button/index.js';
import { FormTextField } from '../../kit/Form/index.js';
import { useFormLabel } from '../../kit/Form/formLabels.js';
import * as styles from './Forms.css.js';

const text = messages.deskForms;

/** Props of {@link OptionsEditor}. */
export interface OptionsEditorProps<T extends FieldValues, O> {
  readonly control: Control<T, unknown, O>;
  /** The options' array in the form ('options', 'fields.2.options'), of core's `OptionDraft`s. */
  readonly name: ArrayPath<T>;
  /** What these options are for (a creatable select's, a boolean's). */
  readonly hint?: string;
}

/** The error of the options as a whole ('Una lista de opciones necesita al menos una opción.'), where the resolver put it. */
const groupError = (errors: unknown, name: string): string | null => {
  const node = name.split('.').reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), errors);
  const own = node as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = own?.root?.message ?? own?.message;
  return typeof message === 'string' ? message : null;
};

/**
 * A field's choices (spec 3 form_fields `options`), each the text customers
 * read and the value stored (blank: the text), added, removed and moved up
 * or down with buttons named after the option ('Subir opción 2'). Its
 * refusal as a whole (a select needs one option; values once each) shows
 * under its legend, and the form's summary names it 'Opciones'.
 */
export const OptionsEditor = <T extends FieldValues, O>({ control, name, hint }: OptionsEditorProps<T, O>) => {
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name: name as unknown as FieldPath<T> });
  const errorId = useId();
  const addId = `${errorId}-add`;
  useFormLabel(name, text.options);
  useFormLabel(`${name}.root`, text.options);
  const error = groupError(errors, name);
  const at = (index: number, part: 'label' | 'value') => `${name}.${index}.${part}` as FieldPath<T>;
  return (
    <fieldset className={`${styles.group} ${styles.wide}`} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{text.options}</legend>
      <p className={styles.help}>{hint ?? text.optionsHelp}</p>
      {fields.length === 0 ? <p className={styles.muted}>{text.noOptions}</p> : null}
      {fields.map((option, index) => {
        const number = index + 1;
        return (
          <div key={option.id} className={styles.option}>
            <FormTextField control={control} name={at(index, 'label')} label={fill(text.optionLabel, { number })} autoComplete="off" required />
            <FormTextField control={control} name={at(index, 'value')} label={fill(text.optionValue, { number })} autoComplete="off" />
            <span className={styles.optionButtons}>
              <Button variant="ghost" size="sm" aria-label={fill(text.optionUp, { number })} disabled={index === 0} onClick={() => move(index, index - 1)}>
                <span aria-hidden="true">↑</span>
              </Button>
              <Button variant="ghost" size="sm" aria-label={fill(text.optionDown, { number })} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>
                <span aria-hidden="true">↓</span>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={fill(text.removeOption, { number })}
                onClick={() => {
                  remove(index);
                  document.getElementById(addId)?.focus();
                }}
              >
                <span aria-hidden="true">×</span>
              </Button>
            </span>
          </div>
        );
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      <Button
        id={addId}
        variant="secondary"
        size="sm"
        onClick={() => append({ label: '', value: '' } as FieldArray<T, ArrayPath<T>>, { shouldFocus: false })}
      >
        {text.addOption}
      </Button>
    </fieldset>
  );
};
