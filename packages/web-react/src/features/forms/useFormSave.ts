import { useCallback, useRef, useState } from 'react';
import { createActor, toPromise } from 'xstate';
import { createFormSaveMachine, type FormSaveInput, type FormSaveOutput, type FormSavePorts } from '@estudio/core';

/**
 * Runs core's dynamic-form save once (spec 4, Full dynamic-form saving:
 * pending fields, then the files, then the save) and answers how it ended.
 */
export async function runFormSave<T>(ports: FormSavePorts<T>, input: FormSaveInput): Promise<FormSaveOutput<T>> {
  const actor = createActor(createFormSaveMachine(ports), { input }).start();
  return (await toPromise(actor)) as FormSaveOutput<T>;
}

/** A form's save as a view binds it: whether one is running, and how to start one. */
export interface FormSave<T> {
  readonly busy: boolean;
  /** Starts a save, unless one is running (then answers null). */
  run(ports: FormSavePorts<T>, input: FormSaveInput): Promise<FormSaveOutput<T> | null>;
}

/** Binds {@link runFormSave} to a view: one save at a time, `busy` while it runs. */
export function useFormSave<T>(): FormSave<T> {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(async (ports: FormSavePorts<T>, input: FormSaveInput) => {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    try {
      return await runFormSave(ports, input);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
