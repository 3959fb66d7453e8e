import { and, eq, inArray, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { availableClasses, classReservations, outbox, waitlists } from '../src/db/schema/index.js';
import { passExpiredOffers } from '../src/jobs/waitlist-offers.js';
import { makeClass, makeCustomers, tokenOf, withSettings, type TestCustomer } from './http/support/booking.js';
import { onEachDatabase, type Answer, type Harness } from './http/support/harness.js';

/** Issue 17: each mode hands freed places correctly with 50 customers at once. */
const WAITING = 50;
const CAPACITY = 10;
const MINUTE = 60_000;

/** Every fifth customer in line has no credit (1-based 5, 10, ...): the others hold one class each. */
const hasCredit = (index: number): boolean => (index + 1) % 5 !== 0;

/**
 * A class of CAPACITY places held by CAPACITY holders, WAITING customers on
 * its waitlist in this order, and CAPACITY outsiders with a credit each who
 * are not on it. Every balance is recorded, to check what was spent.
 */
const stormClass = async (h: Harness) => {
  const singleClass = await makeClass(h, { capacity: CAPACITY });
  const holders = await makeCustomers(h.db, CAPACITY, { credits: 1 });
  const outsiders = await makeCustomers(h.db, CAPACITY, { credits: 1 });
  const waiting: TestCustomer[] = [];
  for (let index = 0; index < WAITING; index += 1) {
    waiting.push(...(await makeCustomers(h.db, 1, hasCredit(index) ? { credits: 1 } : {})));
  }
  const everyone = [...holders, ...outsiders, ...waiting];
  // Before the holders book: cancelled in time, their credits come back.
  const before = await balancesOf(h, everyone);
  const reservations: number[] = [];
  for (const holder of holders) {
    const booked = await h.request('POST', '/api/class_reservations', { token: await tokenOf(h, holder), body: { single_class_id: singleClass.single_class_id } });
    expect(booked.status, booked.text).toBe(201);
    reservations.push(booked.body.class_reservation.class_reservation_id as number);
  }
  for (const customer of waiting) {
    const joined = await h.request('POST', '/api/waitlist', { token: await tokenOf(h, customer), body: { single_class_id: singleClass.single_class_id } });
    expect(joined.status, joined.text).toBe(201);
  }
  return { singleClass, holders, outsiders, waiting, reservations, everyone, before };
};

const balancesOf = async (h: Harness, customers: readonly TestCustomer[]): Promise<Map<number, number>> => {
  const rows = await h.db.select().from(availableClasses).where(inArray(availableClasses.customer_id, customers.map((one) => one.customerId)));
  return new Map(customers.map((one) => [one.customerId, rows.filter((row) => row.customer_id === one.customerId).reduce((sum, row) => sum + row.available_classes, 0)]));
};

const liveIn = (h: Harness, classId: number) =>
  h.db.select().from(classReservations).where(and(eq(classReservations.single_class_id, classId), isNull(classReservations.deleted_at)));

const listedIn = async (h: Harness, classId: number) =>
  h.db.select().from(waitlists).where(eq(waitlists.single_class_id, classId)).orderBy(waitlists.waitlist_id);

/**
 * What must hold after any storm: never more places than the capacity, one
 * place at most per customer, nobody both booked and waiting, and each
 * customer's credits spent exactly once per live place (cancelled ones
 * were given back).
 */
const expectSound = async (h: Harness, storm: Awaited<ReturnType<typeof stormClass>>) => {
  const classId = storm.singleClass.single_class_id;
  const live = await liveIn(h, classId);
  expect(live.length).toBeLessThanOrEqual(CAPACITY);
  const booked = live.map((row) => row.customer_id);
  expect(new Set(booked).size, 'one place per customer').toBe(booked.length);
  const listed = (await listedIn(h, classId)).map((entry) => entry.customer_id);
  expect(booked.filter((id) => listed.includes(id)), 'nobody both booked and waiting').toEqual([]);
  const after = await balancesOf(h, storm.everyone);
  for (const customer of storm.everyone) {
    const spent = (storm.before.get(customer.customerId) ?? 0) - (after.get(customer.customerId) ?? 0);
    expect(spent, `credits of customer ${customer.customerId}`).toBe(booked.filter((id) => id === customer.customerId).length);
  }
  return { live, booked, listed };
};

const cancelAll = (h: Harness, storm: Awaited<ReturnType<typeof stormClass>>): Promise<Answer>[] =>
  storm.holders.map(async (holder, index) =>
    h.request('DELETE', `/api/class_reservations/${storm.reservations[index]}`, { token: await tokenOf(h, holder) }));

const bookAll = (h: Harness, customers: readonly TestCustomer[], classId: number): Promise<Answer>[] =>
  customers.map(async (customer) => h.request('POST', '/api/class_reservations', { token: await tokenOf(h, customer), body: { single_class_id: classId } }));

const statuses = (answers: readonly Answer[]): number[] => answers.map((answer) => answer.status);

const offerTokens = async (h: Harness, customers: readonly TestCustomer[]): Promise<Map<string, string>> => {
  const mails = await h.db.select().from(outbox).where(inArray(outbox.recipient, customers.map((one) => one.email)));
  const tokens = new Map<string, string>();
  for (const mail of mails.filter((one) => one.dedupe_key?.startsWith('waitlist-offer:'))) {
    const token = /\/lista-de-espera\/oferta#([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
    if (token) tokens.set(mail.recipient, token);
  }
  return tokens;
};

onEachDatabase('the waitlist modes under 50 concurrent customers', (h, kind) => {
  it('notify_all: holders cancel while all 50 waiting and 10 outsiders book at once; never overbooked', { timeout: 120_000 }, async () => {
    const storm = await stormClass(h());
    const classId = storm.singleClass.single_class_id;
    const answers = await Promise.all([...cancelAll(h(), storm), ...bookAll(h(), [...storm.waiting, ...storm.outsiders], classId)]);
    expect(statuses(answers.slice(0, CAPACITY))).toEqual(Array(CAPACITY).fill(200));
    expect(answers.slice(CAPACITY).every((answer) => [201, 409, 412].includes(answer.status)), answers.map((a) => a.text).join('\n')).toBe(true);
    const { live } = await expectSound(h(), storm);
    expect(live.length).toBe(answers.slice(CAPACITY).filter((answer) => answer.status === 201).length);
  });

  it('auto: 10 cancels at once book exactly the first 10 in line with a credit, in order; outsiders get nothing', { timeout: 120_000 }, async () => {
    await withSettings(h().db, { waitlist_mode: 'auto' }, async () => {
      const storm = await stormClass(h());
      const classId = storm.singleClass.single_class_id;
      const answers = await Promise.all([...cancelAll(h(), storm), ...bookAll(h(), storm.outsiders, classId)]);
      expect(statuses(answers.slice(0, CAPACITY))).toEqual(Array(CAPACITY).fill(200));
      expect(statuses(answers.slice(CAPACITY)), 'every freed place went to the waitlist').toEqual(Array(CAPACITY).fill(409));
      const { booked, listed } = await expectSound(h(), storm);
      const eligible = storm.waiting.filter((_, index) => hasCredit(index)).slice(0, CAPACITY).map((one) => one.customerId);
      expect([...booked].sort((a, b) => a - b)).toEqual([...eligible].sort((a, b) => a - b));
      expect(listed).toEqual(storm.waiting.map((one) => one.customerId).filter((id) => !eligible.includes(id)));
      const told = await h().db.select().from(outbox).where(inArray(outbox.recipient, storm.waiting.map((one) => one.email)));
      expect(told.filter((mail) => mail.dedupe_key?.startsWith('waitlist-booked:')).map((mail) => mail.recipient).sort())
        .toEqual(storm.waiting.filter((one) => eligible.includes(one.customerId)).map((one) => one.email).sort());
    });
  });

  it.skipIf(kind === 'pglite')('auto: crossed cancels (each books the other canceller, locking credits in opposite order) all succeed: a deadlock victim runs again', { timeout: 180_000 }, async () => {
    await withSettings(h().db, { waitlist_mode: 'auto' }, async () => {
      const pairs: { x: TestCustomer; y: TestCustomer; rx: number; ry: number; a: number; c: number }[] = [];
      for (let index = 0; index < 15; index += 1) {
        const [x, y] = (await makeCustomers(h().db, 2, { credits: 3 })) as [TestCustomer, TestCustomer];
        const a = (await makeClass(h(), { capacity: 1 })).single_class_id;
        const c = (await makeClass(h(), { capacity: 1 })).single_class_id;
        const book = async (who: TestCustomer, classId: number) => {
          const answer = await h().request('POST', '/api/class_reservations', { token: await tokenOf(h(), who), body: { single_class_id: classId } });
          expect(answer.status, answer.text).toBe(201);
          return answer.body.class_reservation.class_reservation_id as number;
        };
        const rx = await book(x, a);
        const ry = await book(y, c);
        for (const [who, classId] of [[y, a], [x, c]] as const) {
          const joined = await h().request('POST', '/api/waitlist', { token: await tokenOf(h(), who), body: { single_class_id: classId } });
          expect(joined.status, joined.text).toBe(201);
        }
        pairs.push({ x, y, rx, ry, a, c });
      }
      const tokens = await Promise.all(pairs.map(async ({ x, y }) => [await tokenOf(h(), x), await tokenOf(h(), y)] as const));
      const answers = await Promise.all(pairs.flatMap(({ rx, ry }, index) => [
        h().request('DELETE', `/api/class_reservations/${rx}`, { token: tokens[index]![0] }),
        h().request('DELETE', `/api/class_reservations/${ry}`, { token: tokens[index]![1] }),
      ]));
      expect(statuses(answers), answers.filter((answer) => answer.status !== 200).map((answer) => answer.text).join('\n')).toEqual(Array(pairs.length * 2).fill(200));
      for (const { x, y, a, c } of pairs) {
        expect((await liveIn(h(), a)).map((row) => row.customer_id)).toEqual([y.customerId]);
        expect((await liveIn(h(), c)).map((row) => row.customer_id)).toEqual([x.customerId]);
        const told = await h().db.select().from(outbox).where(inArray(outbox.recipient, [x.email, y.email]));
        expect(told.filter((mail) => mail.dedupe_key?.startsWith('waitlist-booked:')), 'one mail per booking, none doubled by a retry').toHaveLength(2);
      }
    });
  });

  it('offer: places are offered in line order, held against everyone, accepted once each, and passed on in order when they expire', { timeout: 180_000 }, async () => {
    await withSettings(h().db, { waitlist_mode: 'offer', waitlist_offer_minutes: '20' }, async () => {
      const storm = await stormClass(h());
      const classId = storm.singleClass.single_class_id;
      // The holders cancel while the outsiders and everyone waiting try to book: every freed place is offered, none taken.
      const first = await Promise.all([...cancelAll(h(), storm), ...bookAll(h(), [...storm.outsiders, ...storm.waiting], classId)]);
      expect(statuses(first.slice(0, CAPACITY))).toEqual(Array(CAPACITY).fill(200));
      const direct = first.slice(CAPACITY);
      // Only someone offered a place may take it: by booking, as by accepting.
      const offeredFirst = storm.waiting.slice(0, CAPACITY).map((one) => one.customerId);
      const bookedDirect = (await liveIn(h(), classId)).map((row) => row.customer_id);
      expect(bookedDirect.every((id) => offeredFirst.includes(id))).toBe(true);
      expect(direct.filter((answer) => answer.status === 201)).toHaveLength(bookedDirect.length);
      await expectSound(h(), storm);
      const tokens = await offerTokens(h(), storm.waiting);
      expect([...tokens.keys()].sort(), 'the first 10 in line were offered').toEqual(storm.waiting.slice(0, CAPACITY).map((one) => one.email).sort());
      // Every link accepted twice at once, while everyone else tries to book.
      const accepts = [...tokens.values()].flatMap((token) => [token, token]).map((token) => h().request('POST', '/api/waitlist_offers/accept', { body: { token } }));
      const second = await Promise.all([...accepts, ...bookAll(h(), [...storm.outsiders, ...storm.waiting.slice(CAPACITY)], classId)]);
      const accepted = second.slice(0, tokens.size * 2).filter((answer) => answer.status === 201);
      const { booked } = await expectSound(h(), storm);
      expect(new Set(accepted.map((answer) => answer.body.class_reservation.customer_id)).size, 'each link accepted once').toBe(accepted.length);
      expect(second.slice(tokens.size * 2).filter((answer) => answer.status === 201), 'nobody else got a held place').toEqual([]);
      const withCredit = storm.waiting.slice(0, CAPACITY).filter((_, index) => hasCredit(index)).map((one) => one.customerId);
      expect([...booked].sort((a, b) => a - b)).toEqual([...withCredit].sort((a, b) => a - b));
      // The two without a credit let theirs expire; two servers pass them on at once, to the next two in line.
      h().clock.advance(20 * MINUTE);
      const services = { notifier: h().services.notifier, origin: () => 'http://localhost' };
      const passes = await Promise.all([passExpiredOffers(h().db, services, h().clock.now()), passExpiredOffers(h().db, services, h().clock.now())]);
      expect(passes.reduce((sum, pass) => sum + pass.expired, 0)).toBe(CAPACITY - withCredit.length);
      const listed = await listedIn(h(), classId);
      const offeredNow = listed.filter((entry) => entry.offer_expires_at !== null).map((entry) => entry.customer_id);
      const nextInLine = storm.waiting.slice(CAPACITY, CAPACITY + (CAPACITY - withCredit.length)).map((one) => one.customerId);
      expect(offeredNow, 'offers passed on in line order, once each').toEqual(nextInLine);
      const mails = await h().db.select().from(outbox).where(inArray(outbox.recipient, storm.waiting.map((one) => one.email)));
      const offerMails = mails.filter((mail) => mail.dedupe_key?.startsWith('waitlist-offer:'));
      expect(offerMails).toHaveLength(CAPACITY + nextInLine.length);
      await expectSound(h(), storm);
    });
  });
});
