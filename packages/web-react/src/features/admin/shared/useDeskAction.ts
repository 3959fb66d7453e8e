import { useRef, useState } from 'react';
import { appError, err, messages, type Result } from '@estudio/core';
import { useAlerts } from '../../../ui/Alerts/index.js';

/** What a desk action says when it succeeds: a text, or one made from the answer ('¡Compra exitosa! Orden #0099'). */
export type SuccessText<T> = string | ((value: T) => string);

/** A screen's desk actions as its buttons bind them. */
export interface DeskAction<K> {
  /** Whether any of them is running. */
  readonly busy: boolean;
  /** Whether the one of `key` (a row's id) is running. */
  readonly isBusy: (key: K) => boolean;
  /**
   * Sends `call`, unless the action of the same `key` is still running (then
   * answers undefined and sends nothing). A refusal, or a throw read as
   * 'Lo sentimos, ocurrió un error…', goes to the alerts in its Spanish
   * words (in a form, only back to the form); a success shows `success`,
   * then runs `then` with the answer. Answers the call's Result.
   */
  readonly run: <T>(call: () => Promise<Result<T>>, success: SuccessText<T>, then?: (value: T) => void, key?: K) => Promise<Result<T> | undefined>;
}

/**
 * The back office's one way to send an action: busy while it runs, one at a
 * time per key, the refusal or the success text to the alert display. With
 * `inForm` the caller is a `ZodForm`'s submit, which shows the refusal
 * inside its panel itself. After an unmount the alert and `then` still come
 * (the server did act, and `then` is how the screen behind reloads); React
 * drops the hook's own state update.
 */
export const useDeskAction = <K = string>({ inForm = false }: { inForm?: boolean } = {}): DeskAction<K> => {
  const alerts = useAlerts();
  const running = useRef(new Set<K | undefined>());
  const [keys, setKeys] = useState<readonly (K | undefined)[]>([]);
  const mark = (key: K | undefined, on: boolean) => {
    if (on) running.current.add(key);
    else running.current.delete(key);
    setKeys([...running.current]);
  };
  const run = async <T,>(call: () => Promise<Result<T>>, success: SuccessText<T>, then?: (value: T) => void, key?: K) => {
    if (running.current.has(key)) return undefined;
    mark(key, true);
    let result: Result<T>;
    try {
      result = await call();
    } catch {
      result = err(appError('unexpected', messages.common.genericError));
    } finally {
      mark(key, false);
    }
    if (!result.ok) {
      if (!inForm) alerts.error(result.error.message);
      return result;
    }
    alerts.success(typeof success === 'function' ? success(result.value) : success);
    then?.(result.value);
    return result;
  };
  return { busy: keys.length > 0, isBusy: (key) => keys.includes(key), run };
};
