import { useController, useWatch } from 'react-hook-form';
import { conditionChoices, draftShape, messages, type FieldDraft } from '@estudio/core';
import { SelectField } from '../../../../ui/SelectField/index.js';
import { FormSelectField, FormTextField } from '../../kit/Form/index.js';
import { useFormLabel } from '../../kit/Form/formLabels.js';
import type { BuilderForm } from './builderForm.js';
import * as styles from './Forms.css.js';

const text = messages.deskForms;
/** 'Siempre visible' in the picker: no key has '=' (the select shows its placeholder for ''). */
const ALWAYS = '=';

/** Props of {@link ConditionEditor}. */
export interface ConditionEditorProps {
  readonly form: BuilderForm;
  readonly index: number;
}

/**
 * A field's precondition (spec 3 form_fields `precondition`, core's
 * `{key, value}` shape): 'Mostrar solo si' picks another field of the form
 * (or 'Siempre visible'), and 'Tiene el valor' one of that field's choices
 * (a select's options, a boolean's Sí or No) or, for a free-text field,
 * any text. Choosing another field clears the value.
 */
export const ConditionEditor = ({ form, index }: ConditionEditorProps) => {
  const fields = useWatch({ control: form.control, name: 'fields' }) as FieldDraft[];
  const keyName = `fields.${index}.condition.key` as const;
  const valueName = `fields.${index}.condition.value` as const;
  useFormLabel(keyName, text.condition);
  const { field, fieldState } = useController({ control: form.control, name: keyName });
  const others = fields.flatMap((other, at) =>
    at === index || other.key.trim() === '' ? [] : [{ value: other.key.trim(), label: other.label.trim() || other.key.trim() }]);
  // A key no field has any more stays shown, with its refusal under it.
  if (field.value !== '' && !others.some((other) => other.value === field.value)) others.push({ value: field.value, label: field.value });
  const controller = fields.find((other, at) => at !== index && other.key.trim() === field.value);
  const choices = controller ? conditionChoices(draftShape(controller)) : null;
  return (
    <fieldset className={`${styles.group} ${styles.wide}`}>
      <legend className={styles.legend}>{text.conditionLegend}</legend>
      <p className={styles.help}>{text.conditionHelp}</p>
      <div className={styles.conditionRow}>
        <SelectField
          label={text.condition}
          name={field.name}
          value={field.value === '' ? ALWAYS : field.value}
          options={[{ value: ALWAYS, label: text.conditionAlways }, ...others]}
          onChange={(key) => {
            field.onChange(key === ALWAYS ? '' : key);
            form.setValue(valueName, '', { shouldValidate: form.formState.isSubmitted });
          }}
          error={fieldState.error?.message ?? null}
        />
        {field.value === '' ? null : choices ? (
          <FormSelectField
            control={form.control}
            name={valueName}
            label={text.conditionValue}
            options={choices.map((choice) => ({ value: String(choice.value), label: choice.label }))}
            required
          />
        ) : (
          <FormTextField control={form.control} name={valueName} label={text.conditionValue} autoComplete="off" required />
        )}
      </div>
    </fieldset>
  );
};
