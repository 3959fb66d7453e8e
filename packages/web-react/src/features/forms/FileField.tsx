import { useEffect, useState } from 'react';
import { fill, messages } from '@estudio/core';
import { describedBy, FieldLabel, FieldMessages, fieldStyles, useFieldIds } from '../../ui/Field/index.js';
import * as styles from './forms.css.js';

/** Props of {@link FileField}. */
export interface FileFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly required: boolean;
  /** 'image/*' for image fields (spec 5), null for any file. */
  readonly accept: string | null;
  /** multiple-images takes several files. */
  readonly multiple: boolean;
  readonly files: readonly File[];
  readonly onFiles: (files: File[]) => void;
  /** Whether the record already holds a file for this field (its id): then picking one is optional. */
  readonly hasCurrent: boolean;
  readonly error?: string | null;
}

interface Preview {
  readonly name: string;
  readonly src: string | null;
}

/** Object URLs for the picked images, revoked when the pick changes; none where the browser has none (tests). */
const usePreviews = (files: readonly File[]): Preview[] => {
  const [previews, setPreviews] = useState<Preview[]>([]);
  useEffect(() => {
    const canPreview = typeof URL.createObjectURL === 'function';
    const made = files.map((file) => ({
      name: file.name,
      src: canPreview && file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
    }));
    setPreviews(made);
    return () => made.forEach((preview) => (preview.src ? URL.revokeObjectURL(preview.src) : undefined));
  }, [files]);
  return previews;
};

/**
 * A file, image or multiple-images field (spec 3): the browser's picker,
 * limited to image/* for images, and what was picked listed by name with a
 * preview of each image. The files go up only when the form is saved
 * (spec 4, Full dynamic-form saving).
 */
export const FileField = ({ id, name, label, required, accept, multiple, files, onFiles, hasCurrent, error }: FileFieldProps) => {
  const ids = useFieldIds(id);
  const previews = usePreviews(files);
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={ids.inputId} className={fieldStyles.label}>
        <FieldLabel required={required}>{label}</FieldLabel>
      </label>
      <input
        id={ids.inputId}
        name={name}
        type="file"
        accept={accept ?? undefined}
        multiple={multiple}
        onChange={(event) => onFiles(Array.from(event.target.files ?? []))}
        aria-required={(required && !hasCurrent) || undefined}
        className={`${fieldStyles.control} ${styles.fileInput}`}
        {...describedBy(ids, hasCurrent && files.length === 0 ? messages.profileScreen.currentFile : undefined, error)}
      />
      {previews.length > 0 ? (
        <ul className={styles.previews} aria-label={fill(messages.profileScreen.pickedFiles, { label })}>
          {previews.map((preview, index) => (
            <li key={`${preview.name}-${index}`}>
              {preview.src ? <img src={preview.src} alt={fill(messages.profileScreen.filePreview, { name: preview.name })} className={styles.preview} /> : null}
              <span className={styles.fileName}>{preview.name}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldMessages ids={ids} hint={hasCurrent && files.length === 0 ? messages.profileScreen.currentFile : undefined} error={error} />
    </div>
  );
};
