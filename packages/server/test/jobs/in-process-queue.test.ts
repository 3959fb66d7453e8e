import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { jobRuns } from '../../src/db/schema/index.js';
import type { AppServices } from '../../src/http/services.js';
import { silentLogger } from '../../src/http/logger.js';
import { inProcessQueue } from '../../src/jobs/in-process-queue.js';
import type { JobContext, RecurringJob } from '../../src/jobs/job.js';
import type { JobQueue } from '../../src/jobs/queue.js';
import { openTestDatabase } from '../support/postgres.js';

/** What the queue hands a run: only the clock (and `prepare`, awaited at start) are read here. */
const servicesAt = (database: Database, now: number, prepare: () => Promise<void> = async () => undefined): AppServices =>
  ({ db: database.db, clock: { now: () => now }, prepare }) as unknown as AppServices;

/** A promise and its resolver. */
const deferred = <T = void>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => { resolve = done; });
  return { promise, resolve };
};

/** Waits until `check` holds, polling (no fixed sleep decides a result). */
const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the in-process job queue (embedded database, issue 17)', () => {
  let database: Database;
  let queue: JobQueue | null = null;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterEach(async () => {
    await queue?.stop();
    queue = null;
    await database.db.delete(jobRuns);
  });
  afterAll(async () => {
    await database.close();
  });

  const runsOf = (name: string) => database.db.select().from(jobRuns).where(eq(jobRuns.name, name)).orderBy(jobRuns.job_run_id);

  it('runs each job as it starts, with the app\'s clock, and records the run', async () => {
    const seen: JobContext[] = [];
    const job: RecurringJob = { name: 'count', label: 'Contar', everySeconds: 3600, run: async (context) => { seen.push(context); return { counted: seen.length }; } };
    // One wall-clock hour for both queues, whatever the real time.
    const wallClock = () => Date.UTC(2027, 0, 4, 9, 30);
    queue = inProcessQueue({ db: database.db, jobs: [job], logger: silentLogger, wallClock });
    await queue.start(servicesAt(database, Date.UTC(2027, 0, 4, 9)));
    await until(async () => (await runsOf('count'))[0]?.state === 'completed');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ now: Date.UTC(2027, 0, 4, 9), attempt: 0 });
    expect(seen[0]?.signal.aborted).toBe(false);
    const [run] = await runsOf('count');
    expect(run).toMatchObject({ state: 'completed', attempts: 1, output: { counted: 1 } });
    // The period's run exists once: a second queue starting in the same hour runs nothing new.
    await queue.stop();
    queue = inProcessQueue({ db: database.db, jobs: [job], logger: silentLogger, wallClock });
    await queue.start(servicesAt(database, Date.UTC(2027, 0, 4, 9)));
    expect(await queue.runNow('count')).toEqual({ counted: 2 });
    expect((await runsOf('count')).map((row) => row.state)).toEqual(['completed', 'completed']);
  });

  it('retries a failed run with a growing wait, then records it as failed for the admins; retry() runs it again', async () => {
    const starts: number[] = [];
    let failures = 3;
    const job: RecurringJob = {
      name: 'flaky', label: 'Inestable', everySeconds: 3600, retryLimit: 2,
      run: async () => {
        starts.push(Date.now());
        if (failures > 0) {
          failures -= 1;
          throw new Error(`Falla ${3 - failures}`);
        }
        return 'listo';
      },
    };
    queue = inProcessQueue({ db: database.db, jobs: [job], logger: silentLogger, retryBaseMs: 150 });
    await queue.start(servicesAt(database, 0));
    await until(async () => (await runsOf('flaky'))[0]?.state === 'failed');
    // The first try and two retries, the second retry waiting about twice as long as the first.
    expect(starts).toHaveLength(3);
    const [first, second, third] = starts as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(150);
    expect(third - second).toBeGreaterThanOrEqual(300);
    const failed = await queue.failed(10);
    expect(failed).toEqual([expect.objectContaining({ name: 'flaky', attempts: 3, error: 'Falla 3' })]);
    // An admin retries it: it runs once more and completes.
    expect(await queue.retry(failed[0]!.id)).toBe(true);
    await until(async () => (await runsOf('flaky'))[0]?.state === 'completed');
    expect(starts).toHaveLength(4);
    expect(await queue.failed(10)).toEqual([]);
    // Only a failed run can be retried.
    expect(await queue.retry(failed[0]!.id)).toBe(false);
    expect(await queue.retry('x')).toBe(false);
  });

  it('loads what requests load before their transaction (prepare) before any run, and refuses a period it cannot keep', async () => {
    let prepared = false;
    const ran: boolean[] = [];
    const job: RecurringJob = { name: 'after-prepare', label: 'Tras preparar', everySeconds: 3600, run: async () => { ran.push(prepared); } };
    queue = inProcessQueue({ db: database.db, jobs: [job], logger: silentLogger });
    await queue.start(servicesAt(database, 0, async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      prepared = true;
    }));
    await until(() => ran.length === 1);
    expect(ran).toEqual([true]);
    await queue.stop();
    for (const everySeconds of [0, 1.5, 86_401]) {
      queue = inProcessQueue({ db: database.db, jobs: [{ ...job, everySeconds }], logger: silentLogger });
      await expect(queue.start(servicesAt(database, 0))).rejects.toThrow(/whole number of seconds from 1 to 86400/);
    }
  });

  it('runs a retry that fell due while the job was running right after that run, not a period later', async () => {
    const release = deferred();
    const held = deferred();
    let calls = 0;
    let failedAt = 0;
    const job: RecurringJob = {
      name: 'late-retry', label: 'Reintento', everySeconds: 3600,
      run: async () => {
        calls += 1;
        if (calls === 1) {
          failedAt = Date.now();
          throw new Error('Primera falla');
        }
        if (calls === 2) {
          held.resolve();
          await release.promise;
        }
        return calls;
      },
    };
    queue = inProcessQueue({ db: database.db, jobs: [job], logger: silentLogger, retryBaseMs: 1_500 });
    try {
      await queue.start(servicesAt(database, 0));
      await until(() => calls === 1);
      // An admin's run (or the retry, if its timer came first) holds the job until past the retry's time.
      const asked = queue.runNow('late-retry');
      await held.promise;
      await until(() => Date.now() > failedAt + 1_700);
      release.resolve();
      await asked;
      // The retry's timer found the job busy: it runs right after, not at the next period (an hour).
      await until(async () => calls === 3 && (await runsOf('late-retry')).every((row) => row.state === 'completed'));
    } finally {
      release.resolve();
    }
  });

  it('never runs a job twice at once: a run asked for during a run waits for it', async () => {
    const release = deferred();
    const entered = deferred();
    let active = 0;
    let most = 0;
    let runs = 0;
    const job: RecurringJob = {
      name: 'slow', label: 'Lenta', everySeconds: 3600,
      run: async () => {
        active += 1;
        most = Math.max(most, active);
        runs += 1;
        if (runs === 1) {
          entered.resolve();
          await release.promise;
        }
        active -= 1;
        return runs;
      },
    };
    queue = inProcessQueue({ db: database.db, jobs: [job], logger: silentLogger });
    await queue.start(servicesAt(database, 0));
    await entered.promise;
    const asked = [queue.runNow('slow'), queue.runNow('slow')];
    release.resolve();
    const answers = await Promise.all(asked);
    expect(most).toBe(1);
    expect(answers.sort()).toEqual([2, 3]);
  });

  it('runs again after a restart what a process that died left under way', async () => {
    const [left] = await database.db.insert(jobRuns)
      .values({ name: 'resume', slot: new Date(0), state: 'active', attempts: 1, started_at: new Date() })
      .returning();
    const ran: number[] = [];
    const job: RecurringJob = { name: 'resume', label: 'Reanudar', everySeconds: 3600, run: async ({ attempt }) => { ran.push(attempt); } };
    queue = inProcessQueue({ db: database.db, jobs: [job], logger: silentLogger });
    await queue.start(servicesAt(database, 0));
    await until(async () => (await runsOf('resume')).every((row) => row.state === 'completed') && ran.length === 2);
    // The left run as its second try, and this period's own.
    expect(ran.sort()).toEqual([0, 1]);
    const rows = await runsOf('resume');
    expect(rows.find((row) => row.job_run_id === left!.job_run_id)).toMatchObject({ state: 'completed', attempts: 2 });
  });

  it('stops: the run under way is told and waited for, and nothing runs after', async () => {
    const entered = deferred();
    let sawAbort = false;
    const job: RecurringJob = {
      name: 'long', label: 'Larga', everySeconds: 3600,
      run: async ({ signal }) => {
        entered.resolve();
        await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
        sawAbort = signal.aborted;
        return 'parada';
      },
    };
    queue = inProcessQueue({ db: database.db, jobs: [job], logger: silentLogger });
    await queue.start(servicesAt(database, 0));
    await entered.promise;
    await queue.stop();
    expect(sawAbort).toBe(true);
    expect((await runsOf('long'))[0]).toMatchObject({ state: 'completed', output: 'parada' });
    expect(await queue.runNow('long')).toBeUndefined();
    await expect(queue.runNow('nadie')).rejects.toThrow(/Unknown job/);
  });
});
