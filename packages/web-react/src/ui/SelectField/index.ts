export { SelectField } from './SelectField.js';
export type { SelectFieldProps, SelectOption } from './SelectField.js';
