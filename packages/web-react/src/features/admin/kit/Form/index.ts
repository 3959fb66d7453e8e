export { useZodForm } from './useZodForm.js';
export type { FormSchema, FormInput, FormOutput, ZodFormApi, ZodFormOptions } from './useZodForm.js';
export { ZodForm } from './ZodForm.js';
export type { ZodFormProps, SubmitOutcome } from './ZodForm.js';
export { FormTextField, FormTextArea, FormSelectField, FormCheckbox, SubmitButton } from './FormFields.js';
export type { BoundFieldProps, FormTextFieldProps, FormTextAreaProps, FormSelectFieldProps, SubmitButtonProps } from './FormFields.js';
export { errorNames, summaryText } from './form.rules.js';
