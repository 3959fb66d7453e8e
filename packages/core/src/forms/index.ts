/**
 * Dynamic forms and custom fields (spec 3 Form, Custom field; spec 4 Full
 * dynamic-form saving; spec 5 Dynamic form fields, Select search). The field
 * checks and their messages live in `validation` (`checkField`,
 * `validateForm`, `visibleFields`, `matchesSearch`); this context adds the
 * attributes at work and the save sequence.
 */
export {
  ADDRESS_FORM_ID,
  FORM_CODES,
  FORM_PRESENTATION,
  PROFILE_FORM_ID,
  UPLOAD_FIELD_TYPES,
} from './forms.model.js';
export type {
  DynamicField,
  FieldControl,
  FieldOption,
  FieldPresentation,
  FileDestination,
  FormSaveInput,
  FormSaveOutput,
  PendingUpload,
  Precondition,
  UploadRequest,
  UploadedFile,
} from './forms.model.js';
export { MAX_FIELD_OPTIONS, fieldOptions, isOfferedValue, parseFieldOptions, searchOptions } from './options.rules.js';
export { hiddenKeys, isValidPrecondition, parsePrecondition, sendableValues, shownFields, valueMatches } from './precondition.rules.js';
export { fieldPresentation, fieldsOfStep, initialFormValues, validateDynamicForm } from './fields.rules.js';
export { applyUploads, checkPendingFields, fileDestination, pendingUploads, uploadPendingFiles, type StoredUpload } from './form-save.rules.js';
export type { FormFilesPort, FormSaver } from './form-save.ports.js';
export { formFilesPort, isUploadBlob } from './files.port.js';
export { FILE_CODES, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_TYPES, uploadProblem, type UploadKind, type UploadType } from './files.model.js';
export { VIDEO_UPLOAD_ACCEPT, VIDEO_UPLOAD_MAX_BYTES, VIDEO_UPLOAD_TYPES, videoUploadProblem, type VideoUploadType } from './files.model.js';
export { canonicalUploadType, isVideoUploadType, mayUploadVideos, maxUploadBytes, UPLOAD_TYPE_ALIASES, uploadLimitFor } from './files.model.js';
export { createFormSaveMachine, formSaveMachine, type FormSaveContext, type FormSavePorts } from './form-save.machine.js';
export { checkCustomValue, type CustomFieldRule } from './custom-values.rules.js';
export { saveModeOf, type SaveMode } from './save-mode.rules.js';
export {
  ADDRESS_FORM_KEYS, CUSTOM_FIELD_OBJECTS, FIELD_KEY_MAX, OPTION_FIELD_TYPES, conditionChoices, customFieldProblems, fieldKeyOf, formFieldProblems, keptOptions,
  formRoleOf, missingAddressKeys, takesOptions, uniqueFieldKey, type FieldProblem, type FieldProblemAt, type FieldShape, type FormRole,
} from './form-builder.rules.js';
export {
  FULL_ROW, HALF_ROW, draftOfForm, draftShape, duplicateField, emptyFieldDraft, fieldDraftOf, formBodyOf, optionsOf, previewFieldsOf, singleMove,
  stepsOf, suggestedKey, type ConditionDraft, type FieldDraft, type FormDraft, type OptionDraft,
} from './form-draft.rules.js';
