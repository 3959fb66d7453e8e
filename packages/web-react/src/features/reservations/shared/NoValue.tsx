import { messages } from '@estudio/core';
import { visuallyHidden } from '../../../ui/Spinner/index.js';
import * as styles from './page.css.js';

/** An empty cell: a dash for the eye, 'Sin asignar' for screen readers. */
export const NoValue = () => (
  <>
    <span aria-hidden="true" className={styles.muted}>
      —
    </span>
    <span className={visuallyHidden}>{messages.reservations.noValue}</span>
  </>
);
