import { useEffect, useId } from 'react';
import { useWatch } from 'react-hook-form';
import {
  CUSTOM_FIELD_OBJECTS, CustomFieldFormBody, fieldKeyOf, messages, optionsOf, takesOptions, type CustomField,
} from '@estudio/core';
import { useDeskCatalogue } from '../../DeskProvider.js';
import { FormCheckbox, FormSelectField, FormTextField, SubmitButton, useZodForm, ZodForm, type FormOutput } from '../../kit/Form/index.js';
import { SidePanel } from '../../kit/SidePanel/index.js';
import { NEW_ID, saveBy } from '../../catalogue/saveRule.js';
import { PanelFooter } from '../../shared/PanelFooter.js';
import { useDeskAction } from '../../shared/useDeskAction.js';
import { TYPE_CHOICES } from '../forms/builderForm.js';
import { OptionsEditor } from '../forms/OptionsEditor.js';

const text = messages.deskForms;

/** The objects a custom field may extend, in the admin's words; one already stored under another object keeps it. */
export const objectChoices = (current: string | undefined) =>
  [...new Set([...CUSTOM_FIELD_OBJECTS, ...(current ? [current] : [])])].map((value) => ({ value, label: text.objects[value] ?? value }));

/** Props of {@link CustomFieldPanel}. */
export interface CustomFieldPanelProps {
  readonly open: boolean;
  /** The field 'Editar' opened; null for 'Nuevo'. */
  readonly field: CustomField | null;
  readonly onClose: () => void;
  /** After 'Guardar' saved: the list reloads. */
  readonly onSaved: () => void;
}

/**
 * 'Nuevo' and 'Editar' of /admin/campos (issue 15): label, key (while
 * creating, suggested from the label by core's `fieldKeyOf` until the
 * admin types her own), what it belongs to (customers), type (every type
 * of spec 3), whether it is required, and the options of the types that
 * take them, checked by core's `CustomFieldFormBody` (the API's checks). A
 * key taken, reserved or used by the profile form is the server's refusal,
 * kept in the panel. Saved by spec 4's rule (`saveBy`, a new one is
 * 'nueva'). Give it a `key` per field.
 */
export const CustomFieldPanel = ({ open, field, onClose, onSaved }: CustomFieldPanelProps) => {
  const catalogue = useDeskCatalogue();
  const { run } = useDeskAction({ inForm: true });
  const formId = useId();
  const id = field?.custom_field_id ?? NEW_ID;
  const initial: CustomFieldFormBody = {
    label: field?.label ?? '',
    key: field?.key ?? '',
    object: field?.object ?? 'customer',
    type: (field?.type ?? 'text') as CustomFieldFormBody['type'],
    required: field?.required ?? false,
    options: (field?.options ?? []).map((option) => ({ label: option.label, value: String(option.value) === option.label ? '' : String(option.value) })),
  };
  const form = useZodForm(CustomFieldFormBody, initial);
  const type = useWatch({ control: form.control, name: 'type' });
  const close = () => {
    form.reset(initial);
    onClose();
  };
  // A new field's key follows its label, in the same change, until the admin types one herself.
  useEffect(() => {
    if (field) return;
    const watching = form.watch((values, { name }) => {
      if (name === 'label' && !form.getFieldState('key').isDirty) form.setValue('key', fieldKeyOf(values.label ?? ''));
    });
    return () => watching.unsubscribe();
  }, [form, field]);
  const submit = (values: FormOutput<typeof CustomFieldFormBody>) => {
    const body = { ...values, options: takesOptions(values.type) && values.options.length > 0 ? optionsOf(values.options) : null };
    const done = () => {
      close();
      onSaved();
    };
    return saveBy(id, {
      create: () => run(() => catalogue.customFields.create(body), messages.formsApi.customFieldSaved, done),
      update: (existing) => run(() => catalogue.customFields.update(existing, body), messages.formsApi.customFieldSaved, done),
    });
  };
  return (
    <SidePanel
      open={open}
      onClose={close}
      title={field ? text.editCustomFieldTitle : text.newCustomFieldTitle}
      description={text.customFieldFormHelp}
      footer={<PanelFooter onCancel={close} submit={<SubmitButton control={form.control} form={formId} />} />}
    >
      <ZodForm form={form} id={formId} onSubmit={submit}>
        <FormTextField control={form.control} name="label" label={text.customFieldLabel} autoComplete="off" required />
        <FormTextField control={form.control} name="key" label={text.customFieldKey} hint={text.customFieldKeyHelp} autoComplete="off" required />
        <FormSelectField control={form.control} name="object" label={text.customFieldObject} options={objectChoices(field?.object)} required />
        <FormSelectField control={form.control} name="type" label={text.customFieldType} options={TYPE_CHOICES} required />
        <FormCheckbox control={form.control} name="required" label={text.customFieldRequired} hint={text.customFieldRequiredHelp} />
        {takesOptions(type) ? <OptionsEditor control={form.control} name="options" /> : null}
      </ZodForm>
    </SidePanel>
  );
};
