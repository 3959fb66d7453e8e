export { Checkbox } from './Checkbox.js';
export type { CheckboxProps } from './Checkbox.js';
