/** SQLSTATEs PostgreSQL answers when it broke a lock cycle (40P01) or a serialisation conflict (40001). */
const RETRYABLE_SQLSTATES = new Set(['40P01', '40001']);

/** True for a deadlock or serialisation failure (wrapped or not): the statement's transaction rolled back whole and may run again. */
export const isRetryableConflict = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    if (RETRYABLE_SQLSTATES.has(String((current as { code?: unknown }).code))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/** A short random wait before running a deadlocked transaction again, growing with the attempt, so the two victims do not meet again. */
const backOff = (attempt: number): Promise<void> =>
  new Promise((resolve) => { setTimeout(resolve, (5 + Math.random() * 20) * (attempt + 1)); });

/**
 * Runs `run`, and runs it again after a short jittered wait when PostgreSQL
 * aborted it as a deadlock victim or for a serialisation conflict, up to
 * `attempts` times in all. Only for work that is one transaction (it rolled
 * back whole, so running it again does nothing twice), or for DDL that
 * another process may be running at the same moment.
 */
export const retryOnConflict = async <T>(run: () => Promise<T>, attempts: number): Promise<T> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt + 1 < attempts && isRetryableConflict(error)) {
        await backOff(attempt);
        continue;
      }
      throw error;
    }
  }
};
