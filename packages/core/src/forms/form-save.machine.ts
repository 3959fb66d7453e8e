import { assign, fromPromise, setup } from 'xstate';
import { toAppError, unprovided, unwrap } from '../shared/failures.js';
import type { AppError } from '../shared/result.js';
import type { FormValidation } from '../validation/forms.model.js';
import type { FileDestination, FormSaveInput, FormSaveOutput, PendingUpload } from './forms.model.js';
import type { FormFilesPort, FormSaver } from './form-save.ports.js';
import { applyUploads, checkPendingFields, pendingUploads, uploadPendingFiles, type StoredUpload } from './form-save.rules.js';

/** What a dynamic-form save remembers while it runs. */
export interface FormSaveContext {
  readonly input: FormSaveInput;
  readonly validation: FormValidation;
  readonly uploads: readonly PendingUpload[];
  /** The values to save: hidden fields left out, numbers absolute, uploaded files as their ids. */
  readonly values: Record<string, unknown>;
  readonly saved: unknown;
  readonly error: AppError | null;
}

/**
 * Spec 4, Full dynamic-form saving: checks the pending fields (with the
 * preconditions at work), uploads the picked files first, then saves. It
 * ends `invalid` with every field's error and the alert of spec 5, `failed`
 * with the first upload's or the save's failure (nothing is saved once an
 * upload fails), or `saved` with the saver's answer.
 */
export const formSaveMachine = setup({
  types: {} as { input: FormSaveInput; context: FormSaveContext; output: FormSaveOutput },
  actors: {
    uploadFiles: fromPromise<StoredUpload[], { uploads: readonly PendingUpload[]; destination: FileDestination }>(unprovided('uploadFiles', 'createFormSaveMachine')),
    save: fromPromise<unknown, Record<string, unknown>>(unprovided('save', 'createFormSaveMachine')),
  },
  actions: {
    fail: assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
  },
  guards: {
    invalid: ({ context }) => !context.validation.ok,
    hasUploads: ({ context }) => context.uploads.length > 0,
  },
}).createMachine({
  id: 'formSave',
  context: ({ input }) => {
    const validation = checkPendingFields(input);
    return { input, validation, uploads: pendingUploads(input), values: validation.values, saved: null, error: null };
  },
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'invalid', target: 'invalid' }, { guard: 'hasUploads', target: 'uploading' }, { target: 'saving' }],
    },
    uploading: {
      invoke: {
        src: 'uploadFiles',
        input: ({ context }) => ({ uploads: context.uploads, destination: context.input.destination }),
        onDone: { target: 'saving', actions: assign({ values: ({ context, event }) => applyUploads(context.values, event.output) }) },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => context.values,
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    invalid: { type: 'final' },
    failed: { type: 'final' },
    saved: { type: 'final' },
  },
  output: ({ context }): FormSaveOutput => {
    if (!context.validation.ok) return { status: 'invalid', validation: context.validation };
    if (context.error) return { status: 'failed', error: context.error };
    return { status: 'saved', value: context.saved };
  },
});

/** The ports a dynamic-form save runs over. */
export interface FormSavePorts<T> {
  readonly files: FormFilesPort;
  readonly save: FormSaver<T>;
}

/** The save machine with its effects over the files port and the saver (the composition root's job). */
export const createFormSaveMachine = <T>(ports: FormSavePorts<T>) =>
  formSaveMachine.provide({
    actors: {
      uploadFiles: fromPromise(async ({ input }) => unwrap(await uploadPendingFiles(ports.files, input.uploads, input.destination))),
      save: fromPromise(async ({ input }) => unwrap(await ports.save(input))),
    },
  });
