import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fill, messages, UPLOAD_ACCEPT, uploadProblem, type FileRecord, type FileRef, type UploadKind } from '@estudio/core';
import { useServices } from '../../../../app/services.js';
import { Button, buttonClass } from '../../../../ui/Button/index.js';
import { describedBy, FieldLabel, FieldMessages, fieldStyles, useFieldIds } from '../../../../ui/Field/index.js';
import { Spinner, visuallyHidden } from '../../../../ui/Spinner/index.js';
import { useFormLabel } from '../Form/formLabels.js';
import * as styles from './FileField.css.js';

const text = messages.adminKit;

/** Props of {@link FileField}. */
export interface FileFieldProps {
  readonly label: string;
  readonly hint?: ReactNode;
  /** The file the record has now (its `src` at least), or null. */
  readonly value: FileRef | null;
  /** An uploaded file, or null after 'Quitar'. */
  readonly onChange: (file: FileRecord | null) => void;
  /** 'image' (the default: JPG, PNG, WEBP, GIF, with a preview) or 'document' (images or PDF, shown by name). */
  readonly kind?: UploadKind;
  readonly required?: boolean;
  /** A refusal of the form around it (the field's own upload problems it says itself). */
  readonly error?: string | null;
  readonly disabled?: boolean;
  readonly id?: string;
}

const problemText = (problem: NonNullable<ReturnType<typeof uploadProblem>>, kind: UploadKind): string =>
  problem === 'typeNotAllowed' ? (kind === 'image' ? text.imageOnly : messages.files.typeNotAllowed) : messages.files[problem];

/**
 * An upload field of the back office (issue 15: logos, photos, package and
 * class type images, downloadable files): the file is checked against the
 * server's limits (core's `uploadProblem`), uploaded at once to where the
 * studio keeps files (`files_location`: POST /files or /files/s3), and the
 * field's value becomes the stored file; the record that uses it is saved
 * by its form. 'Quitar' empties it. A picked file is a real `<input
 * type="file">` under a visible label, so a keyboard and a screen reader
 * reach it like any field.
 */
export const FileField = ({ label, hint, value, onChange, kind = 'image', required, error, disabled, id }: FileFieldProps) => {
  const { api, config } = useServices();
  const ids = useFieldIds(id);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = uploadProblem(file, kind);
    if (refused) return setProblem(problemText(refused, kind));
    setProblem(null);
    setBusy(true);
    const upload = { file };
    const stored = config.files.location === 's3' ? await api.files.uploadS3(upload) : await api.files.upload(upload);
    setBusy(false);
    if (stored.ok) onChange(stored.value);
    else setProblem(stored.error.message);
  };

  const shown = problem ?? error ?? null;
  const isImage = value !== null && (kind === 'image' || (value.type ?? '').startsWith('image/') || /\.(jpe?g|png|webp|gif)$/i.test(value.src));
  return (
    <div className={fieldStyles.field} role="group" aria-labelledby={`${ids.inputId}-label`}>
      <span id={`${ids.inputId}-label`} className={fieldStyles.label}>
        <FieldLabel required={required}>{label}</FieldLabel>
      </span>
      <div className={styles.body}>
        {value === null ? (
          <p className={styles.empty}>{text.noFile}</p>
        ) : isImage ? (
          <img src={value.src} alt={fill(text.previewAlt, { label })} className={styles.preview} />
        ) : (
          <a href={value.src} target="_blank" rel="noreferrer" className={styles.fileName}>
            {value.name ?? value.src.split('/').pop()}
          </a>
        )}
        <div className={styles.actions}>
          <label htmlFor={ids.inputId} className={`${buttonClass({ variant: 'secondary', size: 'sm' })} ${styles.picker}`} aria-disabled={disabled || busy || undefined}>
            {value === null ? text.uploadFile : text.replaceFile}
            <span className={visuallyHidden}> ({label})</span>
          </label>
          <input
            ref={input}
            id={ids.inputId}
            type="file"
            accept={UPLOAD_ACCEPT[kind]}
            className={visuallyHidden}
            disabled={disabled || busy}
            aria-required={required || undefined}
            onChange={(event) => void pick(event)}
            {...describedBy(ids, hint, shown)}
          />
          {value !== null ? (
            <Button variant="ghost" size="sm" disabled={disabled || busy} onClick={() => onChange(null)} aria-label={`${text.removeFile} (${label})`}>
              {text.removeFile}
            </Button>
          ) : null}
          {busy ? (
            <span className={styles.busy} role="status">
              <Spinner /> {text.uploading}
            </span>
          ) : null}
        </div>
      </div>
      <FieldMessages ids={ids} hint={hint} error={shown} />
    </div>
  );
};

/** Props of {@link FormFileField}: a form field holding a `FileRef` (or null). */
export interface FormFileFieldProps<T extends FieldValues, O> extends Omit<FileFieldProps, 'value' | 'onChange' | 'error'> {
  readonly control: Control<T, unknown, O>;
  readonly name: FieldPath<T>;
}

/** {@link FileField} bound to a form: the value is the stored file (`{file_id, src, name, type}`) or null, its error from the schema. */
export const FormFileField = <T extends FieldValues, O>({ control, name, label, ...field }: FormFileFieldProps<T, O>) => {
  useFormLabel(name, label);
  const { field: bound, fieldState } = useController({ control, name });
  return (
    <FileField
      {...field}
      label={label}
      value={(bound.value as FileRef | null | undefined) ?? null}
      onChange={(file) => bound.onChange(file)}
      error={fieldState.error?.message ?? null}
    />
  );
};
