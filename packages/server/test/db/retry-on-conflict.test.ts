import { describe, expect, it } from 'vitest';
import { isRetryableConflict, retryOnConflict } from '../../src/db/retry-on-conflict.js';

const sqlError = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });

describe('retryOnConflict: work PostgreSQL aborted as a deadlock victim runs again', () => {
  it('knows a deadlock or a serialisation failure, also wrapped in a cause', () => {
    expect(isRetryableConflict(sqlError('40P01'))).toBe(true);
    expect(isRetryableConflict(sqlError('40001'))).toBe(true);
    expect(isRetryableConflict(new Error('Failed query', { cause: sqlError('40P01') }))).toBe(true);
    expect(isRetryableConflict(sqlError('23505'))).toBe(false);
    expect(isRetryableConflict(new Error('no code'))).toBe(false);
    expect(isRetryableConflict(null)).toBe(false);
  });

  it('runs a deadlocked attempt again and answers the first that succeeds', async () => {
    let calls = 0;
    const answer = await retryOnConflict(async () => {
      calls += 1;
      if (calls < 3) throw sqlError('40P01');
      return 'hecho';
    }, 4);
    expect(answer).toBe('hecho');
    expect(calls).toBe(3);
  });

  it('gives up after its attempts, and never retries another error', async () => {
    let calls = 0;
    await expect(retryOnConflict(async () => { calls += 1; throw sqlError('40001'); }, 3)).rejects.toMatchObject({ code: '40001' });
    expect(calls).toBe(3);
    calls = 0;
    await expect(retryOnConflict(async () => { calls += 1; throw sqlError('23505'); }, 3)).rejects.toMatchObject({ code: '23505' });
    expect(calls).toBe(1);
  });
});
