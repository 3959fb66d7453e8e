import { and, eq, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { SCHEDULE_ERROR_CODES, WAITLIST_OFFER_ERRORS } from '@estudio/core';
import { classReservationPenalties, classReservations, noticePreferences, waitlists } from '../src/db/schema/index.js';
import { waitlistOffersJob, type OfferPassResult } from '../src/jobs/waitlist-offers.js';
import { expectRefused, makeClass, makeCustomers, tokenOf, withSettings, type TestCustomer } from './http/support/booking.js';
import { onEachDatabase, type Harness } from './http/support/harness.js';
import { mailTo } from './http/support/waitlist.js';

/** Issue 17's waitlist modes: the review's findings, each as it was found. */
const MINUTE = 60_000;

/** A class of capacity 1 held by a fresh customer, and `n` customers with a credit each on its waitlist, in order. */
const full = async (h: Harness, n: number, inHours = 48) => {
  const [holder, ...waiting] = (await makeCustomers(h.db, n + 1, { credits: 1 })) as TestCustomer[];
  const singleClass = await makeClass(h, { capacity: 1, inHours });
  const booked = await h.request('POST', '/api/class_reservations', { token: await tokenOf(h, holder!), body: { single_class_id: singleClass.single_class_id } });
  expect(booked.status, booked.text).toBe(201);
  for (const one of waiting) {
    const joined = await h.request('POST', '/api/waitlist', { token: await tokenOf(h, one), body: { single_class_id: singleClass.single_class_id } });
    expect(joined.status, joined.text).toBe(201);
  }
  return { singleClass, classId: singleClass.single_class_id, holder: holder!, waiting, reservationId: booked.body.class_reservation.class_reservation_id as number };
};

const cancel = async (h: Harness, who: TestCustomer, reservationId: number) => {
  const answer = await h.request('DELETE', `/api/class_reservations/${reservationId}`, { token: await tokenOf(h, who) });
  expect(answer.status, answer.text).toBe(200);
};

const entryOf = async (h: Harness, customerId: number) => (await h.db.select().from(waitlists).where(eq(waitlists.customer_id, customerId)))[0];
const liveIn = async (h: Harness, classId: number) =>
  (await h.db.select().from(classReservations).where(and(eq(classReservations.single_class_id, classId), isNull(classReservations.deleted_at)))).map((row) => row.customer_id);
const keysTo = async (h: Harness, who: TestCustomer) => (await mailTo(h, [who.email])).map((mail) => mail.dedupe_key ?? '');
const offerToken = async (h: Harness, who: TestCustomer): Promise<string> => {
  const mail = (await mailTo(h, [who.email])).filter((one) => one.dedupe_key?.startsWith('waitlist-offer:')).at(-1);
  const found = /\/mystudio\/lista-de-espera\/oferta#([A-Za-z0-9_-]+)\s/.exec(mail?.body ?? '');
  if (!found?.[1]) throw new Error(`No offer link (in the fragment) in: ${mail?.body}`);
  return found[1];
};
const runJob = async (h: Harness) =>
  (await waitlistOffersJob.run({ services: h.services, now: h.clock.now(), signal: new AbortController().signal, attempt: 0 })) as OfferPassResult;

onEachDatabase('the waitlist modes (review of issue 17)', (h) => {
  it('offer: moving an entry that holds an offer leaves the offer with its class, which passes it on; the old link is 404', async () => {
    await withSettings(h().db, { waitlist_mode: 'offer' }, async () => {
      const A = await full(h(), 2);
      const B = await full(h(), 1);
      const [first, second] = A.waiting as [TestCustomer, TestCustomer];
      await cancel(h(), A.holder, A.reservationId);
      const token = await offerToken(h(), first);
      const mine = (await entryOf(h(), first.customerId))!;
      h().clock.advance(MINUTE);
      const moved = await h().request('PUT', '/api/waitlist', { token: await tokenOf(h(), first), body: { waitlist_id: mine.waitlist_id, single_class_id: B.classId } });
      expect(moved.status, moved.text).toBe(200);
      const after = (await entryOf(h(), first.customerId))!;
      expect(after).toMatchObject({ single_class_id: B.classId, offer_expires_at: null, offer_token_hash: null, offered_at: null });
      expect((await keysTo(h(), second)).filter((key) => key.startsWith('waitlist-offer:')), 'the second in A is offered the place at once').toHaveLength(1);
      await expectRefused(h(), () => h().request('POST', '/api/waitlist_offers/accept', { body: { token } }), { status: 404, code: WAITLIST_OFFER_ERRORS.notFound.code });
      // A place frees in B: it is offered to B's line in order (she joined B later than B's own).
      await cancel(h(), B.holder, B.reservationId);
      expect((await keysTo(h(), B.waiting[0]!)).filter((key) => key.startsWith('waitlist-offer:'))).toHaveLength(1);
      expect(await liveIn(h(), A.classId)).toEqual([]);
    });
  });

  it('offer: leaving the waitlist while holding an offer hands the place to the next at once; the job recovers a place handed to nobody', async () => {
    await withSettings(h().db, { waitlist_mode: 'offer' }, async () => {
      const A = await full(h(), 3);
      const [first, second, third] = A.waiting as [TestCustomer, TestCustomer, TestCustomer];
      await cancel(h(), A.holder, A.reservationId);
      const left = await h().request('DELETE', `/api/waitlist/${(await entryOf(h(), first.customerId))!.waitlist_id}`, { token: await tokenOf(h(), first) });
      expect(left.status, left.text).toBe(200);
      expect((await entryOf(h(), second.customerId))?.offer_expires_at).not.toBeNull();
      // A place freed without being handed on (an entry removed behind the app's back): the job's sweep offers it.
      await h().db.delete(waitlists).where(eq(waitlists.customer_id, second.customerId));
      expect((await entryOf(h(), third.customerId))?.offer_expires_at).toBeNull();
      await runJob(h());
      expect((await entryOf(h(), third.customerId))?.offer_expires_at).not.toBeNull();
      const again = await runJob(h());
      expect(again.handed, 'a second pass offers nothing more').toBe(0);
    });
  });

  it('line order is when she joined, not the entry id: an entry moved in later is behind', async () => {
    await withSettings(h().db, { waitlist_mode: 'auto' }, async () => {
      const [hx, hy, mover, p] = (await makeCustomers(h().db, 4, { credits: 2 })) as [TestCustomer, TestCustomer, TestCustomer, TestCustomer];
      const X = await makeClass(h(), { capacity: 1 });
      const Y = await makeClass(h(), { capacity: 1 });
      expect((await h().request('POST', '/api/class_reservations', { token: await tokenOf(h(), hx), body: { single_class_id: X.single_class_id } })).status).toBe(201);
      const by = await h().request('POST', '/api/class_reservations', { token: await tokenOf(h(), hy), body: { single_class_id: Y.single_class_id } });
      const joined = await h().request('POST', '/api/waitlist', { token: await tokenOf(h(), mover), body: { single_class_id: X.single_class_id } });
      h().clock.advance(MINUTE);
      expect((await h().request('POST', '/api/waitlist', { token: await tokenOf(h(), p), body: { single_class_id: Y.single_class_id } })).status).toBe(201);
      h().clock.advance(MINUTE);
      const moved = await h().request('PUT', '/api/waitlist', { token: await tokenOf(h(), mover), body: { waitlist_id: joined.body.waitlist.waitlist_id, single_class_id: Y.single_class_id } });
      expect(moved.status, moved.text).toBe(200);
      await cancel(h(), hy, by.body.class_reservation.class_reservation_id);
      expect(await liveIn(h(), Y.single_class_id)).toEqual([p.customerId]);
    });
  });

  it("offer: the schedule counts an open offer's place as taken (but for her), and an expired one until it is passed on", async () => {
    await withSettings(h().db, { waitlist_mode: 'offer', waitlist_offer_minutes: '10' }, async () => {
      const A = await full(h(), 1);
      const [first] = A.waiting as [TestCustomer];
      await cancel(h(), A.holder, A.reservationId);
      const anyone = await h().request('GET', `/api/single_class/single/${A.classId}`);
      expect(anyone.body.single_class.reservation_count).toBe(1);
      const hers = await h().request('GET', `/api/single_class/single/${A.classId}`, { token: await tokenOf(h(), first) });
      expect(hers.body.single_class.reservation_count, 'her own offer is hers to take').toBe(0);
      // Expired but not yet passed on: still nobody else's.
      h().clock.advance(10 * MINUTE);
      const [outsider] = (await makeCustomers(h().db, 1, { credits: 1 })) as [TestCustomer];
      await expectRefused(h(), async () => h().request('POST', '/api/class_reservations', { token: await tokenOf(h(), outsider), body: { single_class_id: A.classId } }), {
        status: 409, code: SCHEDULE_ERROR_CODES.classFull,
      });
    });
  });

  it('offer: she is offered the place whatever her waitlist preference; the offer ends when booking closes, and none is made after', async () => {
    await withSettings(h().db, { waitlist_mode: 'offer', waitlist_offer_minutes: '120', reservation_timeframe_hours: '1', reservation_timeframe_minutes: '0', unlimited_membership_penalties_enabled: 'true' }, async () => {
      const A = await full(h(), 3, 2);
      const [muted, punished, third] = A.waiting as [TestCustomer, TestCustomer, TestCustomer];
      await h().db.insert(noticePreferences).values({ customer_id: muted.customerId, email_off: ['waitlist'] });
      await h().db.insert(classReservationPenalties).values({ customer_id: punished.customerId, end_date: new Date(h().clock.now() + 7 * 24 * 60 * MINUTE), reason: 'prueba' });
      await cancel(h(), A.holder, A.reservationId);
      expect(await keysTo(h(), muted)).toEqual([expect.stringMatching(/^waitlist-offer:/)]);
      // Booking closes an hour before the class (in 2 hours): her offer ends then, not in 120 minutes.
      expect((await entryOf(h(), muted.customerId))?.offer_expires_at?.getTime()).toBe(A.singleClass.class_date.getTime() - 60 * MINUTE);
      // She lets it expire (booking has closed): nobody else is offered a place nobody could take.
      const id = (await entryOf(h(), muted.customerId))!.waitlist_id;
      h().clock.advance(60 * MINUTE);
      await runJob(h());
      expect(await entryOf(h(), muted.customerId)).toBeUndefined();
      // The expiry notice is not transactional: her 'waitlist' preference (off) holds it back.
      expect(await keysTo(h(), muted)).not.toContain(`waitlist-offer-expired:${id}`);
      expect((await keysTo(h(), punished)).filter((key) => key.startsWith('waitlist-offer:'))).toEqual([]);
      expect((await keysTo(h(), third)).filter((key) => key.startsWith('waitlist-offer:'))).toEqual([]);
    });
  });

  it('offer: a running penalty passes her over for the next in line', async () => {
    await withSettings(h().db, { waitlist_mode: 'offer', unlimited_membership_penalties_enabled: 'true' }, async () => {
      const A = await full(h(), 2);
      const [punished, next] = A.waiting as [TestCustomer, TestCustomer];
      await h().db.insert(classReservationPenalties).values({ customer_id: punished.customerId, end_date: new Date(h().clock.now() + 7 * 24 * 60 * MINUTE), reason: 'prueba' });
      await cancel(h(), A.holder, A.reservationId);
      expect((await keysTo(h(), punished)).filter((key) => key.startsWith('waitlist-offer:'))).toEqual([]);
      expect((await keysTo(h(), next)).filter((key) => key.startsWith('waitlist-offer:'))).toHaveLength(1);
      expect((await entryOf(h(), punished.customerId))?.offer_expires_at, 'she stays in line').toBeNull();
    });
  });

  it('offer: an expired offer removes her and tells her once; under another mode it only loses its offer', async () => {
    await withSettings(h().db, { waitlist_mode: 'offer', waitlist_offer_minutes: '10' }, async () => {
      const A = await full(h(), 2);
      const [first, second] = A.waiting as [TestCustomer, TestCustomer];
      await cancel(h(), A.holder, A.reservationId);
      const id = (await entryOf(h(), first.customerId))!.waitlist_id;
      h().clock.advance(10 * MINUTE);
      await runJob(h());
      await runJob(h());
      expect((await keysTo(h(), first)).filter((key) => key === `waitlist-offer-expired:${id}`)).toHaveLength(1);
      const told = (await mailTo(h(), [first.email])).find((mail) => mail.dedupe_key === `waitlist-offer-expired:${id}`);
      expect(told?.body).toMatch(/no lo aceptaste a tiempo/);
      expect(await entryOf(h(), first.customerId)).toBeUndefined();
      expect((await entryOf(h(), second.customerId))?.offer_expires_at).not.toBeNull();
    });
    const B = await withSettings(h().db, { waitlist_mode: 'offer', waitlist_offer_minutes: '10' }, async () => {
      const made = await full(h(), 1);
      await cancel(h(), made.holder, made.reservationId);
      return made;
    });
    // The studio switched to notify_all before the offer expired: she keeps her place in line, and the place is announced.
    h().clock.advance(10 * MINUTE);
    await runJob(h());
    const kept = await entryOf(h(), B.waiting[0]!.customerId);
    expect(kept).toMatchObject({ offer_expires_at: null, offer_token_hash: null });
    expect((await keysTo(h(), B.waiting[0]!)).some((key) => key.startsWith('waitlist-offer-expired:'))).toBe(false);
  });

  it('auto: one e-mail for the booking, the waitlist one, with the reservation event attached', async () => {
    await withSettings(h().db, { waitlist_mode: 'auto' }, async () => {
      const A = await full(h(), 1);
      await cancel(h(), A.holder, A.reservationId);
      const mails = await mailTo(h(), [A.waiting[0]!.email]);
      expect(mails.map((mail) => mail.dedupe_key?.split(':')[0])).toEqual(['waitlist-booked']);
      const [file] = mails[0]?.attachments ?? [];
      expect(file?.content).toMatch(/BEGIN:VCALENDAR[\s\S]*METHOD:REQUEST[\s\S]*UID:/);
    });
  });

  it('the offer routes are rate-limited per address like the cancel link', async () => {
    const limited = h().withApp({ rateLimits: { reset: { limit: 2, windowMs: 60_000 } } });
    const statuses: number[] = [];
    for (const path of ['read', 'accept', 'decline']) statuses.push((await limited.request('POST', `/api/waitlist_offers/${path}`, { body: { token: 'A'.repeat(43) } })).status);
    expect(statuses).toEqual([404, 404, 429]);
  });
});
