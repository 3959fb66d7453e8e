import type { ReactNode } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { FULL_ROW, HALF_ROW, fill, messages, takesOptions, type FieldDraft } from '@estudio/core';
import { SelectField } from '../../../../ui/SelectField/index.js';
import { fieldWidth } from '../../../forms/dynamicForm.rules.js';
import { FormCheckbox, FormSelectField, FormTextField } from '../../kit/Form/index.js';
import { TYPE_CHOICES, type BuilderForm } from './builderForm.js';
import { ConditionEditor } from './ConditionEditor.js';
import { OptionsEditor } from './OptionsEditor.js';
import * as styles from './Forms.css.js';

const text = messages.deskForms;

/** Types without a value to start with: files are picked, an address is a form of its own. */
const NO_DEFAULT = new Set(['file', 'image', 'multiple-images', 'address', 'password']);

/** The steps a field may belong to: every step a field names, and one more (a form grows a step at a time). */
const stepChoices = (fields: readonly FieldDraft[]) => {
  const last = Math.min(100, Math.max(2, ...fields.map((field) => Number(field.step) + 1 || 0)));
  return Array.from({ length: last }, (_, index) => ({ value: String(index + 1), label: fill(text.stepNumber, { step: index + 1 }) }));
};

const optionsHint = (type: string): string | undefined =>
  type === 'boolean' ? text.booleanOptionsHelp : type === 'creatable-select' ? text.creatableOptionsHelp : undefined;

/** 'Ancho': half a row or a whole one, read from and written to the field's className as the customer's renderer reads it. */
const WidthField = ({ form, index }: { readonly form: BuilderForm; readonly index: number }) => {
  const { field } = useController({ control: form.control, name: `fields.${index}.className` });
  return (
    <SelectField
      label={text.fieldWidth}
      name={field.name}
      value={fieldWidth(field.value)}
      options={[{ value: 'half', label: text.widthHalf }, { value: 'full', label: text.widthFull }]}
      onChange={(width) => field.onChange(width === 'half' ? HALF_ROW : FULL_ROW)}
    />
  );
};

/** Props of {@link FieldEditor}. */
export interface FieldEditorProps {
  readonly form: BuilderForm;
  readonly index: number;
  /** The editor's id (its row's 'Editar' controls it). */
  readonly id: string;
  /** The id of the element naming the field: the group is labelled by it. */
  readonly labelledBy: string;
  /** A field the form cannot do without (the address form's city, state, country): its key stays. */
  readonly locked: boolean;
  /** Under the key: where the profile form saves the answer. */
  readonly keyHint?: ReactNode;
}

/**
 * One field's properties (spec 3 form_fields): type (every type of spec 3,
 * in Spanish), label, key (suggested from the label while new), width,
 * step, the value it starts with, whether it is required, its options
 * (the types that take them) and its precondition. Each is checked next to
 * it by core's `FormDraftBody` on 'Guardar'.
 */
export const FieldEditor = ({ form, index, id, labelledBy, locked, keyHint }: FieldEditorProps) => {
  const fields = useWatch({ control: form.control, name: 'fields' }) as FieldDraft[];
  const type = fields[index]?.type ?? 'text';
  const at = <K extends keyof FieldDraft>(attribute: K) => `fields.${index}.${attribute}` as const;
  return (
    <div id={id} className={styles.editor} role="group" aria-labelledby={labelledBy}>
      <FormSelectField control={form.control} name={at('type')} label={text.fieldType} options={TYPE_CHOICES} required />
      <FormTextField control={form.control} name={at('label')} label={text.fieldLabel} autoComplete="off" required />
      <FormTextField
        control={form.control}
        name={at('key')}
        label={text.fieldKey}
        hint={keyHint ?? text.fieldKeyHelp}
        autoComplete="off"
        disabled={locked}
        required
      />
      <WidthField form={form} index={index} />
      <FormSelectField control={form.control} name={at('step')} label={text.fieldStep} placeholder={text.stepAll} options={stepChoices(fields)} hint={text.fieldStepHelp} />
      {NO_DEFAULT.has(type) ? null : (
        <FormTextField control={form.control} name={at('value')} label={text.fieldDefault} hint={text.fieldDefaultHelp} autoComplete="off" />
      )}
      <div className={styles.wide}>
        <FormCheckbox control={form.control} name={at('required')} label={text.fieldRequired} hint={text.fieldRequiredHelp} />
      </div>
      {takesOptions(type) ? <OptionsEditor control={form.control} name={`fields.${index}.options`} hint={optionsHint(type)} /> : null}
      <ConditionEditor form={form} index={index} />
    </div>
  );
};
