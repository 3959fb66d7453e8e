import { useEffect, useState } from 'react';
import type { AppError, Result } from '@estudio/core';
import { useAlerts } from '../../ui/Alerts/index.js';

/** A port call seen by a view: pending, failed with the server's message, or answered. */
export type ResourceState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: AppError }
  | { readonly status: 'ready'; readonly data: T };

/** Options of {@link useResource}. */
export interface ResourceOptions {
  /**
   * Sends a failure to the alert display (spec 8: 'Other load and save errors
   * go to the error alert'). Off for screens that show their own error text.
   */
  readonly reportErrors?: boolean;
}

const LOADING = { status: 'loading' } as const;

/**
 * Loads one resource through a port call when `key` changes, and forgets
 * answers that arrive after the view moved on. `load` must be stable for a
 * given key: it is read only when the key changes. `initial` (the answer the
 * page came with, `useEmbedded`) is shown at once, as the server rendered
 * it, and then replaced by what `load` answers.
 */
export const useResource = <T>(
  key: string,
  load: () => Promise<Result<T>>,
  { reportErrors = true }: ResourceOptions = {},
  initial?: T,
): ResourceState<T> => {
  const alerts = useAlerts();
  const first: ResourceState<T> = initial === undefined ? LOADING : { status: 'ready', data: initial };
  const [state, setState] = useState<{ key: string; value: ResourceState<T> }>({ key, value: first });

  useEffect(() => {
    let current = true;
    load().then(
      (result) => {
        if (!current) return;
        if (!result.ok && reportErrors) alerts.error(result.error.message);
        setState({ key, value: result.ok ? { status: 'ready', data: result.value } : { status: 'error', error: result.error } });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
    // `load` belongs to `key` (see above); re-running on its identity would refetch on every render.
  }, [key, reportErrors, alerts]);

  return state.key === key ? state.value : first;
};
