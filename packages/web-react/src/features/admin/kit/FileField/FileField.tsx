import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fill, messages, UPLOAD_ACCEPT, uploadProblem, type FileRecord, type FileRef, type UploadKind } from '@estudio/core';
import { useServices } from '../../../../app/services.js';
import { Button, buttonClass } from '../../../../ui/Button/index.js';
import { describedBy, FieldLabel, FieldMessages, fieldStyles, useFieldIds } from '../../../../ui/Field/index.js';
import { Spinner, visuallyHidden } from '../../../../ui/Spinner/index.js';
import { useFormLabel } from '../Form/formLabels.js';
import * as styles from './FileField.css.js';

const text = messages.adminKit;

/** The words of a {@link FileField}'s buttons and states, the kit's ('Subir archivo', 'Cambiar', 'Quitar'...) unless told. */
export interface FileFieldTexts {
  readonly upload: string;
  readonly replace: string;
  readonly remove: string;
  readonly uploading: string;
  readonly empty: string;
}

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
  /** What the file input offers; the kind's types unless told (e.g. `VIDEO_UPLOAD_ACCEPT`). */
  readonly accept?: string;
  /** Why a picked file is refused before it is sent, in Spanish, or null; the kind's limits (core's `uploadProblem`) unless told. */
  readonly check?: (file: File) => string | null;
  /**
   * A picked file the check took, as its upload starts (e.g. to read a
   * video's duration). `live()` says whether the field still waits for this
   * file: false once it is gone (its panel closed) or another file was picked.
   */
  readonly onPicked?: (file: File, live: () => boolean) => void;
  /** How the stored file shows; an image preview, or the file's name as a link, unless told. */
  readonly renderPreview?: (value: FileRef) => ReactNode;
  readonly texts?: Partial<FileFieldTexts>;
  /** Under the buttons, inside the field (e.g. what the picked file said). */
  readonly children?: ReactNode;
}

const problemText = (problem: NonNullable<ReturnType<typeof uploadProblem>>, kind: UploadKind): string =>
  problem === 'typeNotAllowed' ? (kind === 'image' ? text.imageOnly : messages.files.typeNotAllowed) : messages.files[problem];

/** The kit's own check: the kind's types and size (core's `uploadProblem`), in Spanish. */
const kitCheck = (file: File, kind: UploadKind): string | null => {
  const problem = uploadProblem(file, kind);
  return problem ? problemText(problem, kind) : null;
};

const KIT_TEXTS: FileFieldTexts = { upload: text.uploadFile, replace: text.replaceFile, remove: text.removeFile, uploading: text.uploading, empty: text.noFile };

/**
 * Tells whether an upload's answer still belongs to the field: each pick
 * takes a new number, and leaving the page (a closed panel unmounts its
 * fields) takes one too, so a late answer of a cancelled upload (or of a
 * file picked before the current one) writes nothing into a reused form.
 */
const usePickGeneration = () => {
  const generation = useRef(0);
  useEffect(() => {
    const at = generation;
    return () => {
      at.current += 1;
    };
  }, []);
  return () => {
    const mine = ++generation.current;
    return () => generation.current === mine;
  };
};

/**
 * An upload field of the back office (issue 15: logos, photos, package and
 * class type images, downloadable files, videos): the file is checked
 * against the server's limits (core's `uploadProblem`, or the field's own
 * `check`), uploaded at once to where the studio keeps files
 * (`files_location`: POST /files or /files/s3), and the field's value
 * becomes the stored file; the record that uses it is saved by its form.
 * 'Quitar' empties it. A picked file is a real `<input type="file">` just
 * before its visible label, so a keyboard and a screen reader reach it like
 * any field and its focus ring shows on the label. An answer that comes
 * after the field is gone (its panel closed) is dropped.
 */
export const FileField = ({
  label, hint, value, onChange, kind = 'image', required, error, disabled, id, accept, check, onPicked, renderPreview, texts, children,
}: FileFieldProps) => {
  const { api, config } = useServices();
  const ids = useFieldIds(id);
  const words = { ...KIT_TEXTS, ...texts };
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const nextPick = usePickGeneration();

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = check ? check(file) : kitCheck(file, kind);
    if (refused) return setProblem(refused);
    const live = nextPick();
    setProblem(null);
    setBusy(true);
    onPicked?.(file, live);
    const upload = { file };
    const stored = config.files.location === 's3' ? await api.files.uploadS3(upload) : await api.files.upload(upload);
    if (!live()) return;
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
          <p className={styles.empty}>{words.empty}</p>
        ) : renderPreview ? (
          renderPreview(value)
        ) : isImage ? (
          <img src={value.src} alt={fill(text.previewAlt, { label })} className={styles.preview} />
        ) : (
          <a href={value.src} target="_blank" rel="noreferrer" className={styles.fileName}>
            {value.name ?? value.src.split('/').pop()}
          </a>
        )}
        <div className={styles.actions}>
          <input
            id={ids.inputId}
            type="file"
            accept={accept ?? UPLOAD_ACCEPT[kind]}
            className={`${visuallyHidden} ${styles.pickerInput}`}
            disabled={disabled || busy}
            aria-required={required || undefined}
            onChange={(event) => void pick(event)}
            {...describedBy(ids, hint, shown)}
          />
          <label htmlFor={ids.inputId} className={`${buttonClass({ variant: 'secondary', size: 'sm' })} ${styles.picker}`} aria-disabled={disabled || busy || undefined}>
            {value === null ? words.upload : words.replace}
            <span className={visuallyHidden}> ({label})</span>
          </label>
          {value !== null ? (
            <Button variant="ghost" size="sm" disabled={disabled || busy} onClick={() => onChange(null)} aria-label={`${words.remove} (${label})`}>
              {words.remove}
            </Button>
          ) : null}
          {busy ? (
            <span className={styles.busy} role="status">
              <Spinner /> {words.uploading}
            </span>
          ) : null}
        </div>
      </div>
      {children}
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
