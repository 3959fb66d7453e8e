/**
 * Two server processes on one PostgreSQL (issue 13, 'Two servers on one
 * PostgreSQL'): requests alternate between them, and nothing that decides
 * correctness may live in one process's memory. Real processes (the
 * server's own main.ts through tsx), so no module state is shared.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_ERROR_CODES, messages } from '@estudio/core';
import { openDatabase, type Database } from '../../src/db/client.js';
import { makeClass, makeCustomers, tokenOf } from './support/booking.js';
import { startFakeSmtp, type FakeSmtp } from './support/fake-smtp.js';
import { DEMO, JWT_SECRET, makeHarness, testClock, type Harness } from './support/harness.js';
import { fullWithWaitlist } from './support/waitlist.js';
import { createTestDatabase, isPostgresAvailable, type TestDatabase } from '../support/postgres.js';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const REQUESTS = 200;
const CAPACITY = 20;

interface Running {
  readonly url: string;
  readonly child: ChildProcess;
}

/** One server process on the database, with the shared key and the mail sink; resolves once it listens. */
const startProcess = (databaseUrl: string, smtpUrl: string): Promise<Running> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
      cwd: ROOT,
      env: {
        ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, STUDIO_DEMO: '1', PORT: '0', HOST: '127.0.0.1',
        JWT_SECRET, SMTP_URL: smtpUrl, SMTP_FROM: 'estudio@prueba.test', WEB_DIST: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /Estudio listo en (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ url, child });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}):\n${output}`));
    });
  });

const stopProcess = (running: Running | undefined): Promise<void> =>
  new Promise((resolve) => {
    if (!running || running.child.exitCode !== null) return resolve();
    running.child.once('exit', () => resolve());
    running.child.kill('SIGTERM');
  });

const send = async (url: string, method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as { code?: string; message?: string } | null };
};

describe.skipIf(!isPostgresAvailable())('two server processes on one PostgreSQL', { timeout: 180_000 }, () => {
  let database: TestDatabase;
  let db: Database;
  let smtp: FakeSmtp;
  let h: Harness;
  let servers: Running[] = [];
  const other = (index: number) => servers[index % 2]?.url ?? '';

  beforeAll(async () => {
    const created = await createTestDatabase();
    if (!created) throw new Error('No PostgreSQL');
    database = created;
    smtp = await startFakeSmtp();
    // One after the other: the first migrates and seeds the demo studio.
    const first = await startProcess(database.url, smtp.url);
    const second = await startProcess(database.url, smtp.url);
    servers = [first, second];
    db = await openDatabase({ databaseUrl: database.url });
    h = makeHarness(db.db, testClock());
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopProcess));
    await db?.close();
    await smtp?.close();
    await database?.drop();
  });

  it(`holds exactly ${CAPACITY} of ${REQUESTS} simultaneous bookings sent to both`, async () => {
    const customers = await makeCustomers(h.db, REQUESTS, { credits: 1 });
    const singleClass = await makeClass(h, { capacity: CAPACITY });
    const tokens = await Promise.all(customers.map((customer) => tokenOf(h, customer)));
    const sent = await Promise.all(tokens.map((token, index) =>
      send(other(index), 'POST', '/api/class_reservations', { token, body: { single_class_id: singleClass.single_class_id } })));
    const created = sent.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(CAPACITY);
    expect(sent.filter((answer) => answer.status !== 201).every((answer) => answer.status === 409 && answer.body?.code === SCHEDULE_ERROR_CODES.classFull)).toBe(true);
  });

  it('locks an e-mail out after ten wrong passwords, whichever server was asked', async () => {
    for (let guess = 0; guess < 10; guess += 1) {
      expect((await send(other(guess), 'POST', '/api/auth/signin', { body: { email: DEMO.nueva, password: `mala-${guess}` } })).status).toBe(401);
    }
    for (const server of servers) {
      const locked = await send(server.url, 'POST', '/api/auth/signin', { body: { email: DEMO.nueva, password: DEMO.password } });
      expect(locked).toEqual({ status: 429, body: { code: 'rate-limited', message: messages.auth.tooManySignInFailures } });
    }
  });

  it('sends each waitlist e-mail of a freed place once, with both servers delivering', async () => {
    const { holder, waiting, reservationId } = await fullWithWaitlist(h, 3);
    const cancelled = await send(other(0), 'DELETE', `/api/class_reservations/${reservationId}`, { token: await tokenOf(h, holder) });
    expect(cancelled.status).toBe(200);
    const emails = waiting.map((one) => one.email);
    const to = () => smtp.received.flatMap((mail) => mail.to).filter((address) => emails.includes(address));
    await expect.poll(to, { timeout: 30_000, interval: 500 }).toHaveLength(emails.length);
    // Both loops poll every 5 s: two more rounds, and still one each.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect(to().sort()).toEqual([...emails].sort());
  });
});
