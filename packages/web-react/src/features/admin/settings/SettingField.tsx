import { useController, type Control } from 'react-hook-form';
import { fill, messages, SETTINGS, type SettingKey } from '@estudio/core';
import { describedBy, FieldLabel, FieldMessages, fieldStyles, useFieldIds } from '../../../ui/Field/index.js';
import { FormCheckbox, FormSelectField, FormTextField } from '../kit/Form/index.js';
import { useFormLabel } from '../kit/Form/formLabels.js';
import { FileField } from '../kit/FileField/index.js';
import { fieldKind } from './settingsSections.js';
import type { SettingsValues } from './settings.rules.js';
import * as styles from './SettingsScreen.css.js';

const text = messages.deskSettings;

/** Props of {@link SettingField}. */
export interface SettingFieldProps {
  readonly control: Control<SettingsValues>;
  readonly name: SettingKey;
}

/** The field's value and error from the form, its label told to the form's summary. */
const useSetting = (control: Control<SettingsValues>, name: SettingKey, label: string) => {
  useFormLabel(name, label);
  const { field, fieldState } = useController({ control, name });
  return { field, error: fieldState.error?.message ?? null, value: typeof field.value === 'string' ? field.value : '' };
};

/** A long text or code (custom CSS, the identity JSON): a labelled textarea with its hint and error. */
const TextAreaSetting = ({ control, name, label, hint, code }: SettingFieldProps & { label: string; hint: string; code: boolean }) => {
  const { field, error, value } = useSetting(control, name, label);
  const ids = useFieldIds();
  return (
    <div className={`${fieldStyles.field} ${styles.full}`}>
      <label htmlFor={ids.inputId} className={fieldStyles.label}>
        <FieldLabel>{label}</FieldLabel>
      </label>
      <textarea
        id={ids.inputId}
        name={field.name}
        value={value}
        rows={code ? 6 : 3}
        spellCheck={code ? 'false' : 'true'}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        className={`${fieldStyles.control} ${styles.textarea} ${code ? styles.code : ''}`}
        {...describedBy(ids, hint, error)}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
};

/** A colour: its '#rrggbb' text, and the browser's colour picker beside it for the same value. */
const ColorSetting = ({ control, name, label, hint }: SettingFieldProps & { label: string; hint: string }) => {
  const { field, error, value } = useSetting(control, name, label);
  const ids = useFieldIds();
  const picked = /^#[0-9a-f]{6}$/i.test(value.trim()) ? value.trim().toLowerCase() : '#000000';
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={ids.inputId} className={fieldStyles.label}>
        <FieldLabel>{label}</FieldLabel>
      </label>
      <div className={fieldStyles.row}>
        <input
          id={ids.inputId}
          name={field.name}
          value={value}
          maxLength={7}
          autoComplete="off"
          spellCheck="false"
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          className={`${fieldStyles.control} ${styles.withSwatch}`}
          {...describedBy(ids, hint, error)}
        />
        <input
          type="color"
          aria-label={fill(text.pickColor, { name: label })}
          tabIndex={-1}
          value={picked}
          onChange={(event) => field.onChange(event.target.value)}
          className={styles.swatch}
        />
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
};

/** An image setting holds the uploaded file's address; 'Quitar' empties it. */
const ImageSetting = ({ control, name, label, hint }: SettingFieldProps & { label: string; hint: string }) => {
  const { field, error, value } = useSetting(control, name, label);
  return (
    <div className={styles.full}>
      <FileField
        label={label}
        hint={hint}
        value={value.trim() ? { src: value.trim() } : null}
        onChange={(file) => field.onChange(file?.src ?? '')}
        error={error}
      />
    </div>
  );
};

/**
 * One setting of /admin/configuracion, drawn by what it holds: a checkbox
 * for a flag, a select for a choice, a colour with its picker, an upload for
 * an image, a textarea for long texts and code, a text field otherwise;
 * each with its label and one-line explanation (`messages.deskSettings.keys`).
 */
export const SettingField = ({ control, name }: SettingFieldProps) => {
  const [label, hint] = text.keys[name];
  switch (fieldKind(name)) {
    case 'flag':
      return <FormCheckbox control={control} name={name} label={label} hint={hint} />;
    case 'choice': {
      const labels = text.choices[name as keyof typeof text.choices] as Readonly<Record<string, string>>;
      const options = (SETTINGS[name].options ?? []).map((value) => ({ value, label: labels[value] ?? value }));
      return <FormSelectField control={control} name={name} label={label} hint={hint} options={options} />;
    }
    case 'color':
      return <ColorSetting control={control} name={name} label={label} hint={hint} />;
    case 'image':
      return <ImageSetting control={control} name={name} label={label} hint={hint} />;
    case 'long':
    case 'code':
      return <TextAreaSetting control={control} name={name} label={label} hint={hint} code={fieldKind(name) === 'code'} />;
    case 'number':
      return <FormTextField control={control} name={name} label={label} hint={hint} inputMode="numeric" autoComplete="off" />;
    default:
      return <FormTextField control={control} name={name} label={label} hint={hint} autoComplete="off" />;
  }
};
