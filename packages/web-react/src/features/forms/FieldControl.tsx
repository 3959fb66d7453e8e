import type { HTMLAttributes } from 'react';
import { fieldPresentation, type DynamicField } from '@estudio/core';
import { Checkbox } from '../../ui/Checkbox/index.js';
import { TextField, type TextFieldProps } from '../../ui/TextField/index.js';
import { AddressControl } from './AddressControl.js';
import { CreatableSelect } from './CreatableSelect.js';
import { FileField } from './FileField.js';
import { SearchSelect } from './SearchSelect.js';
import { TextAreaField } from './TextAreaField.js';
import { inputText, isCheckboxField, type FieldErrors } from './dynamicForm.rules.js';

/** Props of {@link FieldControl}. */
export interface FieldControlProps {
  readonly field: DynamicField;
  /** Unique within the page: the control's id is `${idPrefix}-${key}`. */
  readonly idPrefix: string;
  readonly value: unknown;
  readonly files: readonly File[];
  readonly error?: string | null;
  readonly onValue: (value: unknown) => void;
  readonly onFiles: (files: File[]) => void;
  /** Form 6's fields, for address fields. */
  readonly addressFields?: readonly DynamicField[];
  /** An address field's errors of its own fields, by their key (city, state…). */
  readonly addressErrors?: FieldErrors;
}

/** What the browser offers for each input type: the right keyboard on a phone, and autofill for the customer's own data. */
const INPUT_HINTS: Readonly<Record<string, { inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']; autoComplete?: string }>> = {
  tel: { inputMode: 'tel', autoComplete: 'tel-national' },
  email: { autoComplete: 'email' },
  number: { inputMode: 'decimal' },
};

const KNOWN_AUTOCOMPLETE: Readonly<Record<string, string>> = {
  name: 'given-name',
  last_name: 'family-name',
  birthdate: 'bday',
  email: 'email',
  phone: 'tel-national',
};

/**
 * One field of a dynamic form, drawn as core presents it
 * (`fieldPresentation`): text-like inputs of their type, a 4-row textarea,
 * a searchable select (creatable for creatable-select), a checkbox for a
 * boolean without choices, a file picker (image/* for images), an address
 * group. Labels carry '(Opcional)' on optional fields.
 */
export const FieldControl = ({ field, idPrefix, value, files, error, onValue, onFiles, addressFields, addressErrors }: FieldControlProps) => {
  const presentation = fieldPresentation(field);
  const id = `${idPrefix}-${field.key}`;
  const common = { id, name: field.key, label: presentation.label, required: presentation.required, error };
  if (isCheckboxField(field)) {
    return <Checkbox id={id} name={field.key} label={presentation.label} required={presentation.required} checked={value === true} onChange={onValue} error={error} />;
  }
  switch (presentation.control) {
    case 'textarea':
      return <TextAreaField {...common} rows={presentation.rows ?? 4} value={inputText(null, value)} onChange={onValue} />;
    case 'select':
      return presentation.creatable ? (
        <CreatableSelect {...common} options={presentation.options} value={value} onChange={onValue} />
      ) : (
        <SearchSelect {...common} options={presentation.options} value={value} onChange={onValue} />
      );
    case 'file':
      return (
        <FileField
          {...common}
          accept={presentation.accept}
          multiple={field.type === 'multiple-images'}
          files={files}
          onFiles={onFiles}
          hasCurrent={value !== null && value !== undefined && value !== ''}
        />
      );
    case 'address':
      return addressFields && addressFields.length > 0 ? (
        <AddressControl id={id} label={presentation.label} fields={addressFields} value={value} onChange={onValue} errors={addressErrors} error={error} />
      ) : (
        <TextField {...common} value={inputText('text', value)} onChange={onValue} />
      );
    default: {
      const type = (presentation.inputType ?? 'text') as NonNullable<TextFieldProps['type']>;
      const hints = INPUT_HINTS[type] ?? {};
      return (
        <TextField
          {...common}
          type={type}
          inputMode={hints.inputMode}
          autoComplete={KNOWN_AUTOCOMPLETE[field.key] ?? hints.autoComplete}
          value={inputText(presentation.inputType, value)}
          onChange={onValue}
        />
      );
    }
  }
};
