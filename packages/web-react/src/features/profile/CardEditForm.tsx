import type { FormEvent, ReactNode, Ref } from 'react';
import { messages } from '@estudio/core';
import { Button } from '../../ui/Button/index.js';
import * as styles from './profile.css.js';

/** Props of {@link CardEditForm}. */
export interface CardEditFormProps {
  readonly onSubmit: (event: FormEvent) => void;
  /** A save is running: 'Guardar' shows it and 'Cancelar' waits. */
  readonly busy: boolean;
  /** Why the last save failed, shown as an alert above the fields; null when it did not. */
  readonly failure: string | null;
  readonly onCancel: () => void;
  /** The id of the card's title, which names the form. */
  readonly labelledBy: string;
  /** The fields (the dynamic form). */
  readonly children: ReactNode;
  /** The form element, for the card to focus its first field when the edit opens. */
  readonly formRef?: Ref<HTMLFormElement>;
}

/**
 * A profile card's edit mode (spec 2, Profile page): the fields under a
 * failure alert, then 'Cancelar' and 'Guardar'. The browser's own checks
 * are off: the fields show core's messages instead.
 */
export const CardEditForm = ({ onSubmit, busy, failure, onCancel, labelledBy, children, formRef }: CardEditFormProps) => (
  <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
    {failure ? (
      <p role="alert" className={styles.failure}>
        {failure}
      </p>
    ) : null}
    {children}
    <div className={styles.actions}>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {messages.common.cancel}
      </Button>
      <Button type="submit" busy={busy}>
        {messages.profileScreen.save}
      </Button>
    </div>
  </form>
);
