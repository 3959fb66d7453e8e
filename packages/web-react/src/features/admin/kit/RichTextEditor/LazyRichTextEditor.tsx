import { lazy, Suspense } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { messages } from '@estudio/core';
import { fieldStyles } from '../../../../ui/Field/index.js';
import type { BoundFieldProps } from '../Form/index.js';
import { useFormLabel } from '../Form/formLabels.js';
import type { RichTextEditorProps } from './RichTextEditor.js';
import * as styles from './RichTextEditor.css.js';

/** Tiptap's chunk, loaded the first time a screen shows an editor. */
const Editor = lazy(() => import('./RichTextEditor.js'));

/**
 * The rich-text editor, loaded on first use (React.lazy): until its chunk
 * arrives, its label and a quiet 'Cargando el editor…' stand in its place.
 */
export const LazyRichTextEditor = (props: RichTextEditorProps) => (
  <Suspense
    fallback={
      <div className={fieldStyles.field}>
        <span className={fieldStyles.label}>{props.label}</span>
        <div className={styles.loading} role="status">{messages.richText.loading}</div>
      </div>
    }
  >
    <Editor {...props} />
  </Suspense>
);

/** The rich-text editor bound to a form's HTML field, as `FormTextField` binds a text input: its error under it, its label in the summary. */
export const FormRichTextField = <T extends FieldValues, O>({ control, name, label, ...rest }: BoundFieldProps<T, O>) => {
  useFormLabel(name, label);
  const { field, fieldState } = useController({ control, name });
  return (
    <LazyRichTextEditor
      {...rest}
      label={label}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message ?? null}
    />
  );
};
