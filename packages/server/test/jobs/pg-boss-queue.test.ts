import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../src/http/services.js';
import { silentLogger } from '../../src/http/logger.js';
import { startServer, type RunningServer } from '../../src/http/server.js';
import type { RecurringJob } from '../../src/jobs/job.js';
import { pgBossQueue } from '../../src/jobs/pg-boss-queue.js';
import type { JobQueue } from '../../src/jobs/queue.js';
import { createTestDatabase, isPostgresAvailable, type TestDatabase } from '../support/postgres.js';

/** What the queue hands a run: only the clock is read here. */
const services = { clock: { now: () => Date.now() }, prepare: async () => undefined } as unknown as AppServices;

/** Waits until `check` holds, polling (no fixed sleep decides a result). */
const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** pg-boss's record of a job's runs: how many, how many completed, and how many periods they cover. */
const recordOf = async (url: string, name: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ runs: string; completed: string; periods: string }>(
      `select count(*) as runs, count(*) filter (where state = 'completed') as completed, count(distinct singleton_on) as periods
       from pgboss.job where name = $1`,
      [name],
    );
    const [row] = rows;
    return { runs: Number(row?.runs), completed: Number(row?.completed), periods: Number(row?.periods) };
  } finally {
    await client.end();
  }
};

/**
 * A job every second that records which process ran it and when, and how
 * many of its runs were under way at once (across both processes).
 */
const countingJob = (name: string) => {
  const runs: { process: string; at: number }[] = [];
  let active = 0;
  let most = 0;
  const jobFor = (process: string): RecurringJob => ({
    name, label: 'Contar', everySeconds: 1,
    run: async () => {
      active += 1;
      most = Math.max(most, active);
      runs.push({ process, at: Date.now() });
      // Long enough for the other process to try the same period meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 150));
      active -= 1;
      return { process };
    },
  });
  return { runs, jobFor, most: () => most };
};

describe.skipIf(!isPostgresAvailable())('pg-boss on PostgreSQL: the job queue of several server processes (issue 17)', { timeout: 120_000 }, () => {
  let target: TestDatabase;
  beforeAll(async () => {
    target = (await createTestDatabase())!;
  });
  afterAll(async () => {
    await target.drop();
  });

  it('two queues on one database run each period of a job once, never two runs at once', async () => {
    const counting = countingJob('count');
    const queues: JobQueue[] = ['a', 'b'].map((process) =>
      pgBossQueue({ connectionString: target.url, jobs: [counting.jobFor(process)], logger: silentLogger, pollingIntervalSeconds: 0.5 }));
    try {
      await Promise.all(queues.map((queue) => queue.start(services)));
      await until(() => counting.runs.length >= 5);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }
    expect(counting.most()).toBe(1);
    // Both processes sent every period; the database kept one run per period, and each ran once.
    const record = await recordOf(target.url, 'count');
    expect(record.periods).toBe(record.runs);
    expect(counting.runs).toHaveLength(record.completed);
  });

  it('several processes starting at once on a new database all start: a deadlocked queue creation runs again', async () => {
    // Each round is a new database and new queues, so every process creates the same partitions at the same moment.
    for (let round = 0; round < 3; round += 1) {
      const fresh = await createTestDatabase();
      if (!fresh) throw new Error('No PostgreSQL');
      const jobs = ['uno', 'dos', 'tres'].map((name): RecurringJob => ({ name: `${name}-${round}`, label: name, everySeconds: 3600, run: async () => null }));
      const queues = Array.from({ length: 4 }, () => pgBossQueue({ connectionString: fresh.url, jobs, logger: silentLogger }));
      try {
        const started = await Promise.allSettled(queues.map((queue) => queue.start(services)));
        expect(started.filter((one) => one.status === 'rejected')).toEqual([]);
      } finally {
        await Promise.all(queues.map((queue) => queue.stop()));
        await fresh.drop();
      }
    }
  });

  it('keeps a run that failed after its retries for the admins, and runs it again when asked', async () => {
    let fail = true;
    const ran: number[] = [];
    const job: RecurringJob = {
      name: 'breaks', label: 'Se rompe', everySeconds: 3600, retryLimit: 0,
      run: async ({ attempt }) => {
        ran.push(attempt);
        if (fail) throw new Error('Sin conexión con el banco');
        return { ok: true };
      },
    };
    const queue = pgBossQueue({ connectionString: target.url, jobs: [job], logger: silentLogger, pollingIntervalSeconds: 0.5 });
    try {
      await queue.start(services);
      await until(async () => (await queue.failed(10)).length === 1);
      const [failed] = await queue.failed(10);
      expect(failed).toMatchObject({ name: 'breaks', attempts: 1, error: 'Sin conexión con el banco' });
      fail = false;
      expect(await queue.retry(failed!.id)).toBe(true);
      await until(async () => (await queue.failed(10)).length === 0);
      await until(() => ran.length === 2);
      expect(await queue.retry(failed!.id)).toBe(false);
      expect(await queue.retry('nada')).toBe(false);
      // runNow waits for its own run and answers what it did.
      expect(await queue.runNow('breaks')).toEqual({ ok: true });
    } finally {
      await queue.stop();
    }
  });

  it('two servers on one PostgreSQL run their jobs once each, not twice', async () => {
    const server = await createTestDatabase();
    if (!server) throw new Error('No PostgreSQL');
    const counting = countingJob('server-count');
    const running: RunningServer[] = [];
    try {
      for (const process of ['uno', 'dos']) {
        running.push(await startServer({
          port: 0, databaseUrl: server.url, demo: false, webDist: null, logger: silentLogger, jobs: [counting.jobFor(process)],
        }));
      }
      expect(running.map((one) => one.jobs.kind)).toEqual(['pg-boss', 'pg-boss']);
      await until(() => counting.runs.length >= 4);
      for (const one of running) await one.close();
      expect(counting.most()).toBe(1);
      const record = await recordOf(server.url, 'server-count');
      expect(record.periods).toBe(record.runs);
      expect(counting.runs).toHaveLength(record.completed);
    } finally {
      for (const one of running) await one.close().catch(() => undefined);
      await server.drop();
    }
  });
});
