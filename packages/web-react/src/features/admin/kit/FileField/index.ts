export { FileField, FormFileField } from './FileField.js';
export type { FileFieldProps, FileFieldTexts, FormFileFieldProps } from './FileField.js';
