export { FileField, FormFileField } from './FileField.js';
export type { FileFieldProps, FormFileFieldProps } from './FileField.js';
