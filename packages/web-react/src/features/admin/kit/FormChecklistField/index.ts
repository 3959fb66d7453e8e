export { FormChecklistField } from './FormChecklistField.js';
export type { ChecklistTexts, FormChecklistFieldProps } from './FormChecklistField.js';
