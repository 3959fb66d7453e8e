import { useCallback, useState } from 'react';
import { isBlank, type DynamicField } from '@estudio/core';
import { startValues, type FieldErrors, type FormOutcome, type PickedFiles } from './dynamicForm.rules.js';

/** A dynamic form's state as a view binds it: values, picked files, and the last refusal. */
export interface DynamicFormState {
  readonly values: Readonly<Record<string, unknown>>;
  readonly files: PickedFiles;
  readonly errors: FieldErrors;
  readonly summary: string | null;
  /** Sets one field's value and clears that field's error. */
  setValue(key: string, value: unknown): void;
  /** Sets the files picked for one upload field and clears its error. */
  setFiles(key: string, files: readonly File[]): void;
  /** Shows a refused submit: every field's error and the summary alert. */
  refuse(outcome: FormOutcome): void;
  /** Back to the record's values, nothing picked, no errors. */
  reset(record?: Readonly<Record<string, unknown>>): void;
}

const without = (errors: FieldErrors, key: string): FieldErrors => {
  if (!(key in errors)) return errors;
  const next = { ...errors };
  delete next[key];
  return next;
};

/**
 * The errors left once a field holds `value`: its own is gone, and so is
 * the error of each part of an address (`{key}.{part}`) that now holds
 * something, while a part still blank keeps its 'Debes agregar…'.
 */
const clearedBy = (errors: FieldErrors, key: string, value: unknown): FieldErrors => {
  const parts = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const filled = Object.keys(parts).filter((part) => !isBlank(parts[part])).map((part) => `${key}.${part}`);
  return filled.reduce(without, without(errors, key));
};

/**
 * Holds a dynamic form: the values start from the record (core's
 * `initialFormValues`, checkboxes true or false); editing a field clears its
 * error (and an address's filled parts theirs), so what is left red is what
 * still needs fixing.
 */
export function useDynamicForm(fields: readonly DynamicField[], record: Readonly<Record<string, unknown>> = {}): DynamicFormState {
  const [values, setValues] = useState<Record<string, unknown>>(() => startValues(fields, record));
  const [files, setPicked] = useState<Record<string, readonly File[]>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<string | null>(null);

  const setValue = useCallback((key: string, value: unknown) => {
    setValues((all) => ({ ...all, [key]: value }));
    setErrors((all) => clearedBy(all, key, value));
  }, []);
  const setFiles = useCallback((key: string, picked: readonly File[]) => {
    setPicked((all) => ({ ...all, [key]: picked }));
    setErrors((all) => without(all, key));
  }, []);
  const refuse = useCallback((outcome: FormOutcome) => {
    setErrors(outcome.errors);
    setSummary(outcome.summary);
  }, []);
  const reset = (next: Readonly<Record<string, unknown>> = record) => {
    setValues(startValues(fields, next));
    setPicked({});
    setErrors({});
    setSummary(null);
  };
  return { values, files, errors, summary, setValue, setFiles, refuse, reset };
}
