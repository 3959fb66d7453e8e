import { useEffect, type ReactNode } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { fill, messages, type FieldDraft } from '@estudio/core';
import { Button } from '../../../../ui/Button/index.js';
import { typeLabel, type BuilderForm } from './builderForm.js';
import { FieldEditor } from './FieldEditor.js';
import * as shared from '../../shared/shared.css.js';
import * as styles from './Forms.css.js';

const text = messages.deskForms;

/** Props of {@link FieldRow}. */
export interface FieldRowProps {
  readonly form: BuilderForm;
  readonly index: number;
  /** The id of the field's name in the row (its buttons and its editor are named by it). */
  readonly labelId: string;
  /** Opened by 'Editar' (a field with an error is open whatever this says). */
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly onDuplicate: () => void;
  readonly onRemove: () => void;
  readonly locked: boolean;
  readonly keyHint?: ReactNode;
  /** Just added: its editor takes the focus once. */
  readonly focusOnOpen: boolean;
}

/** Where a field's precondition leads, as its row says it: 'Solo si «¿Cómo nos conociste?» es «Otro»'. */
const conditionText = (fields: readonly FieldDraft[], field: FieldDraft): string | null => {
  if (field.condition.key.trim() === '') return null;
  const controller = fields.find((other) => other !== field && other.key.trim() === field.condition.key.trim());
  return fill(text.shownWhen, { field: controller?.label.trim() || field.condition.key, value: field.condition.value });
};

/**
 * One field in the builder's list: its label, type, 'Obligatorio', key,
 * precondition and step at a glance, then 'Editar' (which opens its
 * properties below; 'Listo' closes them), 'Duplicar' and 'Quitar' (not for
 * a field the form cannot do without). A field the schema refused stays
 * open, so the form's focus finds its first refused property.
 */
export const FieldRow = ({ form, index, labelId, open, onToggle, onDuplicate, onRemove, locked, keyHint, focusOnOpen }: FieldRowProps) => {
  const fields = useWatch({ control: form.control, name: 'fields' }) as FieldDraft[];
  const { errors } = useFormState({ control: form.control, name: `fields.${index}` });
  const field = fields[index];
  const shown = open || errors.fields?.[index] !== undefined;
  const editorId = `${labelId}-editor`;
  useEffect(() => {
    if (focusOnOpen && shown) document.getElementById(editorId)?.querySelector<HTMLElement>('select, input')?.focus();
  }, [focusOnOpen, shown, editorId]);
  if (!field) return null;
  const condition = conditionText(fields, field);
  // A step is worth saying only in a form of several.
  const stepped = new Set(fields.map((other) => other.step).filter(Boolean)).size > 1;
  return (
    <div className={styles.fieldRow}>
      <div className={styles.fieldSummary}>
        <span className={styles.fieldTitle}>
          <span id={labelId} className={styles.fieldName}>
            {field.label.trim() || text.untitledField}
          </span>
          <span className={styles.fieldFacts}>
            <span>{typeLabel(field.type)}</span>
            {field.required ? <span className={shared.badge}>{text.requiredBadge}</span> : null}
            {field.key.trim() ? <code className={styles.key}>{field.key.trim()}</code> : null}
            {condition ? <span>{condition}</span> : null}
            {stepped && field.step ? <span>{fill(text.stepNumber, { step: field.step })}</span> : null}
            {locked ? <span>{text.lockedField}</span> : null}
          </span>
        </span>
        <span className={styles.rowButtons}>
          <Button variant="secondary" size="sm" aria-expanded={shown} aria-controls={shown ? editorId : undefined} aria-describedby={labelId} onClick={onToggle}>
            {shown ? text.doneField : text.editField}
          </Button>
          <Button variant="ghost" size="sm" aria-describedby={labelId} onClick={onDuplicate}>
            {text.duplicateField}
          </Button>
          {locked ? null : (
            <Button variant="ghost" size="sm" aria-describedby={labelId} onClick={onRemove}>
              {text.removeField}
            </Button>
          )}
        </span>
      </div>
      {shown ? <FieldEditor form={form} index={index} id={editorId} labelledBy={labelId} locked={locked} keyHint={keyHint} /> : null}
    </div>
  );
};
