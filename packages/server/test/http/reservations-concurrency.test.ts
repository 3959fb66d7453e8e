import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CREDIT_ERROR_CODES, SCHEDULE_ERROR_CODES } from '@estudio/core';
import { availableClasses, classReservations } from '../../src/db/schema/index.js';
import { makeClass, makeCustomers, tokenOf, type TestCustomer } from './support/booking.js';
import { onEachDatabase, type Harness } from './support/harness.js';

/** Issue 3: at least 200 simultaneous requests at one class. */
const REQUESTS = 200;
const CAPACITY = 20;

interface Sent {
  readonly status: number;
  readonly code: string | undefined;
}

/** The app on a real socket, so the requests below travel as HTTP over their own connections. */
const listen = async (h: Harness): Promise<{ url: string; server: ServerType }> => {
  const server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
};

const post = async (url: string, token: string, body: unknown): Promise<Sent> => {
  const response = await fetch(`${url}/api/class_reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code?: string };
  return { status: response.status, code: answer.code };
};

const tally = (sent: readonly Sent[]): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const { status, code } of sent) {
    const key = status === 201 ? '201' : `${status} ${code}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

const liveReservations = (h: Harness, classIds: readonly number[]) =>
  h.db.select().from(classReservations)
    .where(and(inArray(classReservations.single_class_id, [...classIds]), isNull(classReservations.deleted_at)));

const balances = async (h: Harness, customers: readonly TestCustomer[]): Promise<number[]> =>
  (await h.db.select().from(availableClasses).where(inArray(availableClasses.customer_id, customers.map((one) => one.customerId))))
    .map((row) => row.available_classes);

onEachDatabase('concurrent reservations', (h) => {
  let url: string;
  let server: ServerType;
  beforeAll(async () => {
    ({ url, server } = await listen(h()));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** 200 customers with one credit each fire at one class of capacity 20, all at once. */
  const storm = async (options: { spotMap?: string; spotOf?: (index: number) => string }) => {
    const customers = await makeCustomers(h().db, REQUESTS, { credits: 1 });
    const singleClass = await makeClass(h(), { capacity: CAPACITY, spotMap: options.spotMap ?? null });
    const tokens = await Promise.all(customers.map((customer) => tokenOf(h(), customer)));
    const sent = await Promise.all(tokens.map((token, index) =>
      post(url, token, { single_class_id: singleClass.single_class_id, ...(options.spotOf ? { spot: options.spotOf(index) } : {}) })));
    const live = await liveReservations(h(), [singleClass.single_class_id]);
    const left = await balances(h(), customers);
    return { sent, live, left, customers };
  };

  it(`holds exactly ${CAPACITY} of ${REQUESTS} simultaneous bookings, spending exactly ${CAPACITY} credits`, { timeout: 60_000 }, async () => {
    const { sent, live, left } = await storm({});
    expect(tally(sent)).toEqual({ 201: CAPACITY, [`409 ${SCHEDULE_ERROR_CODES.classFull}`]: REQUESTS - CAPACITY });
    expect(live).toHaveLength(CAPACITY);
    expect(new Set(live.map((row) => row.customer_id)).size).toBe(CAPACITY);
    expect(left.filter((balance) => balance === 0)).toHaveLength(CAPACITY);
    expect(left.filter((balance) => balance === 1)).toHaveLength(REQUESTS - CAPACITY);
    expect(new Set(live.map((row) => row.available_class_id)).size).toBe(CAPACITY);
    expect(h().logger.errors).toEqual([]);
  });

  it('never gives a spot twice when 200 customers ask for the 20 spots of a map at once', { timeout: 60_000 }, async () => {
    const { sent, live, left } = await storm({ spotMap: '10,10', spotOf: (index) => String((index % CAPACITY) + 1) });
    const counts = tally(sent);
    expect(counts['201']).toBe(CAPACITY);
    expect(Object.keys(counts).filter((key) => key !== '201').every((key) => key.startsWith('409 '))).toBe(true);
    expect(live).toHaveLength(CAPACITY);
    expect(new Set(live.map((row) => row.spot))).toEqual(new Set(Array.from({ length: CAPACITY }, (_, index) => String(index + 1))));
    expect(left.filter((balance) => balance === 0)).toHaveLength(CAPACITY);
    expect(h().logger.errors).toEqual([]);
  });

  it('spends one credit once when one customer fires 20 bookings at once, at one class or at twenty', { timeout: 60_000 }, async () => {
    const [ana, bea] = (await makeCustomers(h().db, 2, { credits: 1 })) as [TestCustomer, TestCustomer];
    const one = await makeClass(h(), { capacity: CAPACITY });
    const sameClass = await Promise.all(Array.from({ length: 20 }, async () => post(url, await tokenOf(h(), ana), { single_class_id: one.single_class_id })));
    expect(tally(sameClass)['201']).toBe(1);
    expect(sameClass.every((answer) => answer.status === 201 || answer.status === 409 || answer.status === 412)).toBe(true);
    const classes = await Promise.all(Array.from({ length: 20 }, (_, index) => makeClass(h(), { capacity: CAPACITY, inHours: 48 + index })));
    const spread = await Promise.all(classes.map(async (singleClass) => post(url, await tokenOf(h(), bea), { single_class_id: singleClass.single_class_id })));
    expect(tally(spread)).toEqual({ 201: 1, [`412 ${CREDIT_ERROR_CODES.none}`]: 19 });
    expect(await liveReservations(h(), classes.map((row) => row.single_class_id))).toHaveLength(1);
    expect(await balances(h(), [ana, bea])).toEqual([0, 0]);
    const [anaRows] = [await h().db.select().from(classReservations).where(eq(classReservations.customer_id, ana.customerId))];
    expect(anaRows).toHaveLength(1);
    expect(h().logger.errors).toEqual([]);
  });
});
