import { act as flushingAct } from 'preact/test-utils';

/** The promise reactions a resolved answer starts (a hook's `.then`, its state set after an `await`) run within this many turns. */
const SETTLE_TURNS = 20;

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  value !== null && (typeof value === 'object' || typeof value === 'function') && typeof (value as PromiseLike<unknown>).then === 'function';

const settle = async (): Promise<void> => {
  for (let turn = 0; turn < SETTLE_TURNS; turn += 1) await Promise.resolve();
};

/**
 * React's `act`, as Testing Library and the tests call it, on Preact's (the
 * app's renderer: docs/contexts/web.md, 'The renderer'). Preact's flushes
 * renders and effects when the callback is done; React's also resolves with
 * the callback's value, and lets the promise reactions an awaited callback
 * started run before it flushes (a hook that sets its state after an answer
 * arrives). Tests import it as `act` from '@testing-library/react' (the web
 * project's Vitest config points `react-dom/test-utils` here). Unlike
 * React's, an error thrown by the flush after an awaited callback is not
 * rethrown (Preact's act drops it): the assertions after it read the screen
 * as it was left.
 */
export function act<T>(callback: () => T): Promise<Awaited<T>> {
  let value: unknown;
  const done = flushingAct(() => {
    const result = callback();
    if (isThenable(result)) {
      return Promise.resolve(result).then(async (resolved) => {
        value = resolved;
        await settle();
      });
    }
    value = result;
    return undefined;
  });
  return done.then(() => value as Awaited<T>);
}
