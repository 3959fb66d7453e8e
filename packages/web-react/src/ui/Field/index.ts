export { useFieldIds, describedBy, FieldLabel, FieldMessages } from './Field.js';
export type { FieldBaseProps, FieldIds } from './Field.js';
export * as fieldStyles from './Field.css.js';
export { useTypedBeforeHydration } from './useTypedBeforeHydration.js';
export { useAutoFocus } from './useAutoFocus.js';
