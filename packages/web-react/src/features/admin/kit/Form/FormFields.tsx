import type { ReactNode } from 'react';
import { useController, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { messages } from '@estudio/core';
import { Button, type ButtonProps } from '../../../../ui/Button/index.js';
import { Checkbox } from '../../../../ui/Checkbox/index.js';
import { SelectField, type SelectOption } from '../../../../ui/SelectField/index.js';
import { TextField, type TextFieldProps } from '../../../../ui/TextField/index.js';
import { TextAreaField } from '../../../forms/TextAreaField.js';
import { useFormLabel } from './formLabels.js';

/** What every bound field takes: the form's control, the field's name (checked against the schema) and its label. */
export interface BoundFieldProps<T extends FieldValues, O> {
  /** `form.control` of a form from `useZodForm`. */
  readonly control: Control<T, unknown, O>;
  readonly name: FieldPath<T>;
  /** Shown above the field and named in the summary ('Revisa el campo: {label}'). */
  readonly label: string;
  readonly hint?: ReactNode;
  /** Marks the label (a spoken 'obligatorio'); the schema decides what is refused. */
  readonly required?: boolean;
  readonly disabled?: boolean;
}

/** The field's value and error from the form, its label told to the form. */
const useBoundField = <T extends FieldValues, O>({ control, name, label }: BoundFieldProps<T, O>) => {
  useFormLabel(name, label);
  const { field, fieldState } = useController({ control, name });
  return { field, error: fieldState.error?.message ?? null };
};

// Inputs hold text; a number or a missing value from the defaults still shows as text.
const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Props of {@link FormTextField}. */
export interface FormTextFieldProps<T extends FieldValues, O>
  extends BoundFieldProps<T, O>,
    Pick<TextFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength'> {}

/** The UI kit's TextField bound to a form: its error under it, aria-invalid and aria-describedby from the field. */
export const FormTextField = <T extends FieldValues, O>({ control, name, label, ...input }: FormTextFieldProps<T, O>) => {
  const { field, error } = useBoundField({ control, name, label });
  return <TextField {...input} label={label} name={field.name} value={asText(field.value)} onChange={field.onChange} onBlur={field.onBlur} error={error} />;
};

/** Props of {@link FormTextArea}. */
export interface FormTextAreaProps<T extends FieldValues, O> extends BoundFieldProps<T, O> {
  /** Visible lines; 4 by default (spec 5's multi-line texts). */
  readonly rows?: number;
  readonly maxLength?: number;
}

/** The dynamic forms' multi-line text (`TextAreaField`) bound to a form: its hint and error tied to it like the other fields'. */
export const FormTextArea = <T extends FieldValues, O>({ control, name, label, rows = 4, ...area }: FormTextAreaProps<T, O>) => {
  const { field, error } = useBoundField({ control, name, label });
  return (
    <TextAreaField
      {...area}
      label={label}
      name={field.name}
      rows={rows}
      value={asText(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
};

/** Props of {@link FormSelectField}. */
export interface FormSelectFieldProps<T extends FieldValues, O> extends BoundFieldProps<T, O> {
  readonly options: readonly SelectOption[];
  /** The empty first choice, 'Selecciona una opción' by default. */
  readonly placeholder?: string;
}

/** The UI kit's SelectField bound to a form. */
export const FormSelectField = <T extends FieldValues, O>({ control, name, label, ...select }: FormSelectFieldProps<T, O>) => {
  const { field, error } = useBoundField({ control, name, label });
  return <SelectField {...select} label={label} name={field.name} value={asText(field.value)} onChange={field.onChange} error={error} />;
};

/** The UI kit's Checkbox bound to a form's boolean field. */
export const FormCheckbox = <T extends FieldValues, O>({ control, name, label, ...box }: BoundFieldProps<T, O>) => {
  const { field, error } = useBoundField({ control, name, label });
  return <Checkbox {...box} label={label} name={field.name} checked={field.value === true} onChange={field.onChange} error={error} />;
};

/** Props of {@link SubmitButton}. */
export interface SubmitButtonProps<T extends FieldValues, O> extends Omit<ButtonProps, 'type' | 'busy'> {
  readonly control: Control<T, unknown, O>;
}

/**
 * The form's submit button, 'Guardar' unless told otherwise: a spinner and
 * no clicks while the submit's promise is pending. Outside the form (a side
 * panel's footer) give it the form's id: `form="customer-form"`.
 */
export const SubmitButton = <T extends FieldValues, O>({ control, children = messages.adminKit.save, ...rest }: SubmitButtonProps<T, O>) => {
  const { isSubmitting } = useFormState({ control });
  return (
    <Button {...rest} type="submit" busy={isSubmitting}>
      {children}
    </Button>
  );
};
