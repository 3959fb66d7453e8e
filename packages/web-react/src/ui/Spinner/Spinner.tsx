import { messages } from '@estudio/core';
import * as styles from './Spinner.css.js';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** What is loading, read by screen readers; shown only to them unless `showLabel`. */
  readonly label?: string;
  /** Shows the label beside the circle. */
  readonly showLabel?: boolean;
}

/** The Spanish default read while something loads. */
export const DEFAULT_SPINNER_LABEL: string = messages.ui.loading;

/** A small rotating circle that inherits the text colour (spec 4: the spinner while a call is pending). */
export const Spinner = ({ label = DEFAULT_SPINNER_LABEL, showLabel = false }: SpinnerProps) => (
  <span className={styles.root} role="status">
    <span className={styles.circle} aria-hidden="true" />
    <span className={showLabel ? undefined : styles.visuallyHidden}>{label}</span>
  </span>
);
