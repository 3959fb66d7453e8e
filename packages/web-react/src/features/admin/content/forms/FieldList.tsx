import { useId, useState, type ReactNode } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import {
  ADDRESS_FORM_KEYS, CUSTOMER_EDITABLE_FIELDS, FULL_ROW, HALF_ROW, duplicateField, emptyFieldDraft, fieldDraftOf, fill, messages, singleMove,
  type CustomField, type FieldDraft, type FormRole,
} from '@estudio/core';
import { Button } from '../../../../ui/Button/index.js';
import { SelectField } from '../../../../ui/SelectField/index.js';
import { SortableList } from '../../kit/SortableList/index.js';
import { draftRow, type BuilderForm } from './builderForm.js';
import { FieldRow } from './FieldRow.js';
import * as styles from './Forms.css.js';

const text = messages.deskForms;
const CUSTOMER_KEYS: ReadonlySet<string> = new Set(CUSTOMER_EDITABLE_FIELDS);

/** A customer custom field as a field of the profile form: its key, label, type, choices and whether it is required. */
const fromCustomField = (field: CustomField): FieldDraft =>
  fieldDraftOf({
    key: field.key, name: field.key, label: field.label, type: field.type, required: field.required, options: field.options,
    precondition: null, className: field.type === 'textarea' ? FULL_ROW : HALF_ROW, step: null, value: null,
  });

/** Under a profile form field's key: the customer's own field, a custom field, or a warning that the answer goes nowhere. */
const profileKeyHint = (key: string, customFields: readonly CustomField[]): ReactNode => {
  const trimmed = key.trim();
  if (trimmed === '') return null;
  if (CUSTOMER_KEYS.has(trimmed)) return text.savedAsCustomer;
  const custom = customFields.find((field) => field.object === 'customer' && field.key === trimmed);
  return custom ? fill(text.savedAsCustomField, { label: custom.label }) : <strong>{text.notSaved}</strong>;
};

/** 'Agregar un campo personalizado' (the profile form): a customer custom field not in the form yet, added with its own attributes. */
const CustomFieldPicker = ({ customFields, taken, onAdd }: { customFields: readonly CustomField[]; taken: readonly string[]; onAdd: (field: CustomField) => void }) => {
  const [chosen, setChosen] = useState('');
  const free = customFields.filter((field) => field.object === 'customer' && !taken.includes(field.key));
  if (free.length === 0) return null;
  const picked = free.find((field) => String(field.custom_field_id) === chosen);
  return (
    <div className={styles.addRow}>
      <SelectField
        label={text.addCustomField}
        hint={text.addCustomFieldHelp}
        value={picked ? chosen : ''}
        placeholder={text.pickCustomField}
        options={free.map((field) => ({ value: String(field.custom_field_id), label: `${field.label} (${field.key})` }))}
        onChange={setChosen}
      />
      <Button variant="secondary" disabled={!picked} onClick={() => (picked ? (onAdd(picked), setChosen('')) : undefined)}>
        {text.addPicked}
      </Button>
    </div>
  );
};

/** Props of {@link FieldList}. */
export interface FieldListProps {
  readonly form: BuilderForm;
  /** The app's use of the form: the profile form's keys are explained, the address form's city, state and country stay. */
  readonly role: FormRole | null;
  /** The customer custom fields (the profile form's picker and hints); null when not read. */
  readonly customFields: readonly CustomField[] | null;
}

/**
 * The builder's fields in order (spec 3 form_fields `order`), moved by
 * dragging their handle (also from the keyboard: Space, arrows, Space) or
 * with the arrows beside them, each opened by 'Editar'. 'Agregar campo'
 * adds a short text field and opens it; the profile form also offers its
 * customer custom fields, whose answers its fields save.
 */
export const FieldList = ({ form, role, customFields }: FieldListProps) => {
  const { fields, append, insert, remove, move } = useFieldArray({ control: form.control, name: 'fields' });
  const values = useWatch({ control: form.control, name: 'fields' }) as FieldDraft[];
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [added, setAdded] = useState<string | null>(null);
  // The address form's own city, state and country, by their rows (which keep their ids while moved).
  const [locked] = useState<ReadonlySet<string>>(() =>
    new Set(role === 'address' ? fields.filter((field) => ADDRESS_FORM_KEYS.includes(field.key)).map((field) => field.id) : []));
  const addId = useId();
  const nameOf = (index: number) => values[index]?.label.trim() || text.untitledField;
  const toggle = (id: string) => setOpen((now) => {
    const next = new Set(now);
    if (!next.delete(id)) next.add(id);
    return next;
  });
  // A row added now has its id from the next render on: `coming` says where it will be, to open and focus it then.
  const [coming, setComing] = useState<{ readonly count: number; readonly index: number } | null>(null);
  const arrived = coming && fields.length === coming.count ? fields[coming.index]?.id : undefined;
  if (coming && arrived) {
    setComing(null);
    setAdded(arrived);
    setOpen((now) => new Set(now).add(arrived));
  }
  const add = (draft: FieldDraft) => {
    setComing({ count: fields.length + 1, index: fields.length });
    append(draftRow(draft), { shouldFocus: false });
  };
  const duplicate = (index: number) => {
    const copy = duplicateField(values, index, text.copySuffix);
    if (!copy) return;
    setComing({ count: fields.length + 1, index: index + 1 });
    insert(index + 1, draftRow(copy), { shouldFocus: false });
  };
  return (
    <section aria-labelledby={`${addId}-title`}>
      <h2 id={`${addId}-title`} className={styles.sectionTitle}>
        {text.fieldsHeading}
      </h2>
      {fields.length === 0 ? <p className={styles.muted}>{text.noFieldsYet}</p> : (
        <SortableList
          items={fields}
          idOf={(field) => field.id}
          labelOf={(field) => nameOf(fields.indexOf(field))}
          label={text.fieldsList}
          instructions={text.fieldsInstructions}
          arrows
          onChange={(order) => {
            const moved = singleMove(fields.map((field) => field.id), order.map((field) => field.id));
            if (moved) move(moved.from, moved.to);
          }}
          renderItem={(field, place) => (
            <FieldRow
              form={form}
              index={place.index}
              labelId={place.labelId}
              open={open.has(field.id)}
              onToggle={() => toggle(field.id)}
              onDuplicate={() => duplicate(place.index)}
              onRemove={() => {
                remove(place.index);
                document.getElementById(addId)?.focus();
              }}
              locked={locked.has(field.id)}
              keyHint={role === 'profile' && customFields ? profileKeyHint(values[place.index]?.key ?? '', customFields) : undefined}
              focusOnOpen={added === field.id}
            />
          )}
        />
      )}
      <div className={styles.addRow}>
        <Button id={addId} variant="secondary" onClick={() => add(emptyFieldDraft())}>
          {text.addField}
        </Button>
      </div>
      {role === 'profile' && customFields ? (
        <CustomFieldPicker customFields={customFields} taken={values.map((field) => field.key.trim())} onAdd={(field) => add(fromCustomField(field))} />
      ) : null}
    </section>
  );
};
