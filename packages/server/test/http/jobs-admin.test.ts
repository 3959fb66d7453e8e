import { afterAll, beforeAll, expect, it } from 'vitest';
import { inProcessQueue } from '../../src/jobs/in-process-queue.js';
import type { RecurringJob } from '../../src/jobs/job.js';
import type { JobQueue } from '../../src/jobs/queue.js';
import { adminToken, staffToken } from './support/booking.js';
import { onEachDatabase, type Harness } from './support/harness.js';

/** Waits until `check` holds, polling (no fixed sleep decides a result). */
const until = async (check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

onEachDatabase("'Tareas automáticas': GET /jobs and POST /jobs/failed/:id/retry (issue 17)", (h) => {
  let queue: JobQueue;
  let app: Harness;
  let breaks = true;
  const ran: string[] = [];
  const jobs: RecurringJob[] = [
    { name: 'sweep-test', label: 'Barrido de prueba', everySeconds: 60, run: async () => ({ ok: true }) },
    {
      name: 'breaks-test', label: 'Cobro de prueba', everySeconds: 3600, retryLimit: 0,
      run: async () => {
        ran.push('breaks-test');
        if (breaks) throw new Error('El banco no contestó');
        return { paid: 1 };
      },
    },
  ];
  beforeAll(async () => {
    queue = inProcessQueue({ db: h().db, jobs, logger: h().logger });
    app = h().withApp({ jobs: queue });
    await queue.start(app.services);
  });
  afterAll(async () => {
    await queue.stop();
  });

  const overview = async () => {
    const answer = await app.request('GET', '/api/jobs', { token: await adminToken(app) });
    expect(answer.status, answer.text).toBe(200);
    return (answer.body as { overview: { jobs: unknown[]; failed: { id: string; label: string; attempts: number; error: string }[] } }).overview;
  };

  it('lists the jobs and the run that failed after its retries; an admin retries it and it runs again', async () => {
    await until(async () => (await overview()).failed.length === 1);
    const seen = await overview();
    expect(seen.jobs).toEqual([
      { name: 'sweep-test', label: 'Barrido de prueba', every_seconds: 60 },
      { name: 'breaks-test', label: 'Cobro de prueba', every_seconds: 3600 },
    ]);
    const [run] = seen.failed;
    expect(run).toMatchObject({ label: 'Cobro de prueba', attempts: 1, error: 'El banco no contestó' });
    breaks = false;
    const token = await adminToken(app);
    const retried = await app.request('POST', `/api/jobs/failed/${run!.id}/retry`, { token });
    expect(retried.status, retried.text).toBe(200);
    await until(async () => (await overview()).failed.length === 0 && ran.length === 2);
    // Once retried it is no failed run: 404, in Spanish.
    const again = await app.request('POST', `/api/jobs/failed/${run!.id}/retry`, { token });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'job/not-failed', message: 'Esa ejecución ya no está en error: quizá ya se reintentó.' });
    expect((await app.request('POST', '/api/jobs/failed/nada/retry', { token })).status).toBe(404);
  });

  it('is for admins only', async () => {
    const staff = await staffToken(app);
    expect((await app.request('GET', '/api/jobs', { token: staff })).status).toBe(403);
    expect((await app.request('POST', '/api/jobs/failed/1/retry', { token: staff })).status).toBe(403);
    expect((await app.request('GET', '/api/jobs')).status).toBe(401);
  });

  it('answers no jobs from an app without a queue', async () => {
    const answer = await h().request('GET', '/api/jobs', { token: await adminToken(h()) });
    expect(answer.body).toEqual({ overview: { jobs: [], failed: [] } });
  });
});
