import { useState } from 'react';
import type { Result } from '@estudio/core';
import { useResource, type ResourceState } from '../../shared/useResource.js';

/** A loaded resource and a way to load it again ('Reintentar', or after a change). */
export interface Retryable<T> {
  readonly state: ResourceState<T>;
  readonly reload: () => void;
}

/**
 * `useResource` for the back office: the screen shows its own failure with
 * 'Reintentar' (no alert), and `reload` asks again with the same key.
 */
export const useRetryable = <T,>(key: string, load: () => Promise<Result<T>>): Retryable<T> => {
  const [attempt, setAttempt] = useState(0);
  const state = useResource(`${key}#${attempt}`, load, { reportErrors: false });
  return { state, reload: () => setAttempt((count) => count + 1) };
};
