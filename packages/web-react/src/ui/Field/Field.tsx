import { useId, useRef, type ReactNode } from 'react';
import { messages } from '@estudio/core';
import { visuallyHidden } from '../Spinner/index.js';
import * as styles from './Field.css.js';

/** What every labelled field shares. */
export interface FieldBaseProps {
  readonly label: ReactNode;
  readonly error?: string | null;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  readonly id?: string;
}

/** The ids a control needs to point at its label, hint and error. */
export interface FieldIds {
  readonly inputId: string;
  readonly hintId: string;
  readonly errorId: string;
}

/**
 * Stable ids for a field, honouring an explicit `id`. A field named by its
 * caller takes no number from the renderer's id counter: inside a part that
 * hydrates in a turn of its own (HydrationTurn), a number taken later in the
 * browser than on the server would shift every id numbered after it.
 */
export const useFieldIds = (id?: string): FieldIds => {
  // Settled when the field mounts, so its hooks run in the same order on every render.
  const named = useRef(id !== undefined).current;
  // eslint-disable-next-line react-hooks/rules-of-hooks -- `named` never changes for the field's lifetime (above)
  const generated = named ? null : useId();
  const inputId = id ?? `field-${generated ?? 'sin-nombre'}`;
  return { inputId, hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
};

/** The aria attributes that tie a control to its hint and error. */
export const describedBy = (ids: FieldIds, hint: ReactNode | undefined, error: string | null | undefined) => {
  const described = [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': described || undefined,
  };
};

/** The label text with a visible mark and a spoken word for required fields. */
export const FieldLabel = ({ children, required }: { children: ReactNode; required?: boolean }) => (
  <>
    {children}
    {required ? (
      <>
        <span className={styles.requiredMark} aria-hidden="true">*</span>
        <span className={visuallyHidden}> ({messages.ui.required})</span>
      </>
    ) : null}
  </>
);

/**
 * The hint and the error under a control. The error is read through the
 * control's aria-describedby rather than as a live alert, so a form with
 * several errors does not talk over itself.
 */
export const FieldMessages = ({ ids, hint, error }: { ids: FieldIds; hint?: ReactNode; error?: string | null }) => (
  <>
    {hint ? <p id={ids.hintId} className={styles.hint}>{hint}</p> : null}
    {error ? <p id={ids.errorId} className={styles.error}>{error}</p> : null}
  </>
);
