import type { ReactNode } from 'react';
import * as styles from './EmptyState.css.js';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** The spec's empty text, e.g. 'No hay avisos por mostrar.' */
  readonly message: string;
  /** What to do next, e.g. an 'Ir a Reservar' button. */
  readonly action?: ReactNode;
}

/** What a list shows when it has nothing. */
export const EmptyState = ({ message, action }: EmptyStateProps) => (
  <div className={styles.root}>
    <p className={styles.message}>{message}</p>
    {action}
  </div>
);
