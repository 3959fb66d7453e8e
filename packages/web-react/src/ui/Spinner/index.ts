export { Spinner, DEFAULT_SPINNER_LABEL } from './Spinner.js';
export type { SpinnerProps } from './Spinner.js';
export { visuallyHidden } from './Spinner.css.js';
