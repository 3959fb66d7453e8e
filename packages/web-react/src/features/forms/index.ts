/**
 * The dynamic form renderer (spec 3 Form, Form field types; spec 5 Dynamic
 * form fields, Select search): any form's fields drawn from core's
 * presentation facts, its state, and core's save sequence bound to a view.
 * Only lazy screens and modals import it (downshift stays out of the first
 * load): the profile screen, 'Completar Información', later the admin area.
 */
export { DynamicFields, DynamicForm, FormSummary, type DynamicFieldsProps, type DynamicFormProps } from './DynamicForm.js';
export { FieldControl, type FieldControlProps } from './FieldControl.js';
export { SearchSelect, type SearchSelectProps } from './SearchSelect.js';
export { CreatableSelect, type CreatableSelectProps } from './CreatableSelect.js';
export { FileField, type FileFieldProps } from './FileField.js';
export { useDynamicForm, type DynamicFormState } from './useDynamicForm.js';
export { runFormSave, useFormSave, type FormSave } from './useFormSave.js';
export {
  chosenValues,
  creatableItems,
  errorTexts,
  fieldWidth,
  inputText,
  isCheckboxField,
  optionOf,
  outcomeOf,
  pageHighlight,
  startValues,
  type CreatableItem,
  type FieldErrors,
  type FieldWidth,
  type FormOutcome,
  type PickedFiles,
} from './dynamicForm.rules.js';
