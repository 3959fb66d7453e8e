import { FORM_ERRORS } from '../api/errors/form.js';
import { codesOf } from '../api/errors/entry.js';
import type { AppError } from '../shared/result.js';
import type { FormFieldRule, FormValidation } from '../validation/forms.model.js';

/** One choice of a select (spec 3, form field `options`). */
export interface FieldOption {
  readonly value: string | number | boolean;
  readonly label: string;
}

/** A parsed precondition: the field is shown only when `key` holds `value`. */
export interface Precondition {
  readonly key: string;
  readonly value: string;
}

/**
 * A field of a dynamic form with every attribute of spec 3 (form_fields:
 * key, name, id, type, label, order, required, options, precondition,
 * className, step, value). The API's `FormField` has this shape.
 */
export interface DynamicField extends FormFieldRule {
  /** The choices of a select, already parsed (`parseFieldOptions`). */
  readonly options?: readonly FieldOption[] | null;
  /** 'key=value': the field is shown only when that field holds that value. */
  readonly precondition?: string | null;
  /** CSS classes the view puts on the field's column (e.g. 'col-md-6'). */
  readonly className?: string | null;
  /** The step of a multi-step form the field belongs to. */
  readonly step?: number | null;
  /** The value a new record starts with. */
  readonly value?: string | null;
}

/** The field types whose value is a file to upload first (spec 4, Full dynamic-form saving). */
export const UPLOAD_FIELD_TYPES = ['file', 'image', 'multiple-images'] as const;

/** Spec 5: the address type uses form 6 and its fields. */
export const ADDRESS_FORM_ID = 6;

/**
 * The form whose required fields 'Completar Información' asks for (spec 4,
 * Required pages): the demo studio's first form, 'Información personal'. A
 * convention like form 6 for the address; the spec names no setting for it.
 */
export const PROFILE_FORM_ID = 1;

/**
 * Presentation facts of spec 5 a view reads: image fields accept image/*
 * only, multi-line descriptions use 4 rows, select menus show 5 options a
 * page in a menu 140 to 300 high.
 */
export const FORM_PRESENTATION = {
  imageAccept: 'image/*',
  textareaRows: 4,
  selectPageSize: 5,
  selectMenuMinHeight: 140,
  selectMenuMaxHeight: 300,
} as const;

/** The control a view draws for a field. */
export type FieldControl = 'input' | 'textarea' | 'select' | 'file' | 'address';

/** How a view draws one field: derived from its type and attributes, nothing else. */
export interface FieldPresentation {
  readonly key: string;
  readonly control: FieldControl;
  /** The `type` of an `input` control ('text', 'email', 'tel', 'date', …). */
  readonly inputType: string | null;
  /** The label with '(Opcional)' when the field is not required. */
  readonly label: string;
  readonly required: boolean;
  readonly className: string | null;
  readonly step: number | null;
  /** 'image/*' for image fields, null otherwise. */
  readonly accept: string | null;
  /** Several files (multiple-images) or several values (creatable-select). */
  readonly multiple: boolean;
  /** 4 for a textarea. */
  readonly rows: number | null;
  /** Selects are searchable ignoring case and accents. */
  readonly searchable: boolean;
  /** A select whose user may add values of her own (creatable-select). */
  readonly creatable: boolean;
  readonly options: readonly FieldOption[];
}

/** Where picked files go: the server's disk or S3-compatible storage (setting files_location). */
export type FileDestination = 'server' | 's3';

/** A file the files port stored. */
export interface UploadedFile {
  readonly file_id: number;
  readonly src: string;
}

/** One file to upload before saving. */
export interface UploadRequest {
  readonly key: string;
  readonly field: DynamicField;
  readonly file: unknown;
  readonly destination: FileDestination;
}

/** A shown upload field with the files picked for it. */
export interface PendingUpload {
  readonly key: string;
  readonly field: DynamicField;
  readonly files: readonly unknown[];
  /** multiple-images keeps a list of file ids; file and image one. */
  readonly multiple: boolean;
}

/** What a dynamic-form save starts from. */
export interface FormSaveInput {
  readonly fields: readonly DynamicField[];
  readonly values: Readonly<Record<string, unknown>>;
  /** The files picked for upload fields, by key (a list for multiple-images). */
  readonly files?: Readonly<Record<string, unknown>>;
  readonly destination: FileDestination;
}

/** How a dynamic-form save ended. */
export type FormSaveOutput<T = unknown> =
  | { readonly status: 'saved'; readonly value: T }
  | { readonly status: 'invalid'; readonly validation: FormValidation }
  | { readonly status: 'failed'; readonly error: AppError };

/** Stable codes of the forms and custom fields API's refusals, shared by the server and the fake. */
export const FORM_CODES = /* @__PURE__ */ codesOf(FORM_ERRORS);
