import { and, eq, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  CREDIT_ERROR_CODES, SCHEDULE_ERROR_CODES, WAITLIST_OFFER_ERRORS, fill, formatDate, formatTime, messages,
} from '@estudio/core';
import { classReservationPenalties, classReservations, classTypes, waitlists } from '../src/db/schema/index.js';
import { RECURRING_JOBS } from '../src/jobs/recurring.js';
import { waitlistOffersJob, type OfferPassResult } from '../src/jobs/waitlist-offers.js';
import {
  adminToken, creditsOf, expectRefused, makeClass, makeCustomers, tokenOf, withSettings, type TestCustomer,
} from './http/support/booking.js';
import { onEachDatabase, type Harness } from './http/support/harness.js';
import { mailTo } from './http/support/waitlist.js';

const ZONE = 'America/Mexico_City';
const MINUTE = 60_000;

/**
 * A class of capacity 1 held by a fresh customer, and on its waitlist, in
 * this order, one customer per entry of `credits` (her balance; null: no
 * credit at all).
 */
const fullClass = async (h: Harness, credits: readonly (number | null)[]) => {
  const [holder] = (await makeCustomers(h.db, 1, { credits: 1 })) as [TestCustomer];
  const singleClass = await makeClass(h, { capacity: 1 });
  const booked = await h.request('POST', '/api/class_reservations', { token: await tokenOf(h, holder), body: { single_class_id: singleClass.single_class_id } });
  expect(booked.status, booked.text).toBe(201);
  const waiting: TestCustomer[] = [];
  for (const balance of credits) {
    const [one] = (await makeCustomers(h.db, 1, balance === null ? {} : { credits: balance })) as [TestCustomer];
    const joined = await h.request('POST', '/api/waitlist', { token: await tokenOf(h, one), body: { single_class_id: singleClass.single_class_id } });
    expect(joined.status, joined.text).toBe(201);
    waiting.push(one);
  }
  return { singleClass, holder, waiting, reservationId: booked.body.class_reservation.class_reservation_id as number };
};

const cancel = async (h: Harness, holder: TestCustomer, reservationId: number) => {
  const answer = await h.request('DELETE', `/api/class_reservations/${reservationId}`, { token: await tokenOf(h, holder) });
  expect(answer.status, answer.text).toBe(200);
};

const listed = async (h: Harness, classId: number) =>
  (await h.db.select().from(waitlists).where(eq(waitlists.single_class_id, classId)).orderBy(waitlists.waitlist_id)).map((entry) => entry.customer_id);

const liveOf = (h: Harness, classId: number) =>
  h.db.select().from(classReservations).where(and(eq(classReservations.single_class_id, classId), isNull(classReservations.deleted_at)));

const tokenIn = (body: string): string => {
  const found = /\/lista-de-espera\/oferta#([A-Za-z0-9_-]+)/.exec(body);
  if (!found?.[1]) throw new Error(`No offer link in: ${body}`);
  return found[1];
};

const runJob = (h: Harness) => waitlistOffersJob.run({ services: h.services, now: h.clock.now(), signal: new AbortController().signal, attempt: 0 });

const className = async (h: Harness, classTypeId: number) =>
  (await h.db.select().from(classTypes).where(eq(classTypes.class_type_id, classTypeId)))[0]?.name ?? '';

onEachDatabase('the waitlist modes', (h) => {
  it('notify_all (the default) tells everyone and books nobody', async () => {
    const { singleClass, holder, waiting, reservationId } = await fullClass(h(), [1, 1]);
    await cancel(h(), holder, reservationId);
    expect(await mailTo(h(), waiting.map((one) => one.email))).toHaveLength(2);
    expect(await liveOf(h(), singleClass.single_class_id)).toHaveLength(0);
    expect(await listed(h(), singleClass.single_class_id)).toHaveLength(2);
  });

  it('auto books the first in line with a usable credit at once, spends it, tells her, and leaves the others', async () => {
    await withSettings(h().db, { waitlist_mode: 'auto' }, async () => {
      const { singleClass, holder, waiting, reservationId } = await fullClass(h(), [null, 0, 1, 1]);
      const [none, empty, first, next] = waiting as [TestCustomer, TestCustomer, TestCustomer, TestCustomer];
      await cancel(h(), holder, reservationId);
      const live = await liveOf(h(), singleClass.single_class_id);
      expect(live.map((row) => row.customer_id)).toEqual([first.customerId]);
      expect((await creditsOf(h().db, first.customerId)).map((credit) => credit.available_classes)).toEqual([0]);
      expect(live[0]?.available_class_id).toBe((await creditsOf(h().db, first.customerId))[0]?.available_class_id);
      expect(await listed(h(), singleClass.single_class_id)).toEqual([none.customerId, empty.customerId, next.customerId]);
      const [mail] = (await mailTo(h(), [first.email])).filter((one) => one.dedupe_key?.startsWith('waitlist-booked:'));
      const name = await className(h(), singleClass.class_type_id);
      const at = singleClass.class_date.getTime();
      expect(mail?.dedupe_key).toBe(`waitlist-booked:${live[0]?.class_reservation_id}`);
      expect(mail?.topic).toBe('waitlist');
      expect(mail?.subject).toBe(fill(messages.waitlistOffers.bookedSubject, { className: name }));
      expect(mail?.body).toContain(`del ${formatDate(at, ZONE)} a las ${formatTime(at, ZONE)}`);
      expect(mail?.body).toContain('\nhttp://localhost/mystudio/reservaciones\n');
      expect(await mailTo(h(), [none.email, empty.email, next.email])).toEqual([]);
    });
  });

  it('auto skips someone with a penalty, and books as many as a raised capacity frees', async () => {
    await withSettings(h().db, { waitlist_mode: 'auto' }, async () => {
      const { singleClass, waiting } = await fullClass(h(), [1, 1, 1, 1]);
      const [punished, a, b, c] = waiting as [TestCustomer, TestCustomer, TestCustomer, TestCustomer];
      await h().db.insert(classReservationPenalties).values({ customer_id: punished.customerId, end_date: new Date(h().clock.now() + 7 * 24 * 60 * MINUTE), reason: 'prueba' });
      const raised = await h().request('PUT', `/api/single_class/${singleClass.single_class_id}`, { token: await adminToken(h()), body: { capacity: 3 } });
      expect(raised.status, raised.text).toBe(200);
      const live = (await liveOf(h(), singleClass.single_class_id)).map((row) => row.customer_id);
      expect(live).toHaveLength(3);
      expect(live).toEqual(expect.arrayContaining([a.customerId, b.customerId]));
      expect(live).not.toContain(punished.customerId);
      expect(live).not.toContain(c.customerId);
      expect(await listed(h(), singleClass.single_class_id)).toEqual([punished.customerId, c.customerId]);
    });
  });

  it('offer keeps the place for the first in line; nobody else may take it; reading the link books nothing, accepting it books once', async () => {
    await withSettings(h().db, { waitlist_mode: 'offer', waitlist_offer_minutes: '30' }, async () => {
      const { singleClass, holder, waiting, reservationId } = await fullClass(h(), [1, 1]);
      const [first, second] = waiting as [TestCustomer, TestCustomer];
      const [outsider] = (await makeCustomers(h().db, 1, { credits: 1 })) as [TestCustomer];
      await cancel(h(), holder, reservationId);
      const mails = await mailTo(h(), [first.email, second.email]);
      expect(mails.map((mail) => mail.recipient)).toEqual([first.email]);
      const [entry] = await h().db.select().from(waitlists).where(eq(waitlists.customer_id, first.customerId));
      expect(mails[0]?.dedupe_key).toBe(`waitlist-offer:${entry?.waitlist_id}:${h().clock.now()}`);
      expect(mails[0]?.topic, 'the offer is transactional: no topic gate').toBeNull();
      expect(entry?.offer_expires_at?.getTime()).toBe(h().clock.now() + 30 * MINUTE);
      const expires = h().clock.now() + 30 * MINUTE;
      expect(mails[0]?.body).toContain(`antes del ${formatDate(expires, ZONE)} a las ${formatTime(expires, ZONE)}`);
      const token = tokenIn(mails[0]?.body ?? '');
      expect(entry?.offer_token_hash).not.toContain(token);
      // The place is hers while the offer is open: the outsider and the second in line are refused.
      for (const other of [outsider, second]) {
        await expectRefused(h(), async () => h().request('POST', '/api/class_reservations', {
          token: await tokenOf(h(), other), body: { single_class_id: singleClass.single_class_id },
        }), { status: 409, code: SCHEDULE_ERROR_CODES.classFull });
      }
      // The outsider may still wait for it: the place is not free for her.
      const joined = await h().request('POST', '/api/waitlist', { token: await tokenOf(h(), outsider), body: { single_class_id: singleClass.single_class_id } });
      expect(joined.status, joined.text).toBe(201);
      // Opening the link (a mail scanner does) books nothing.
      const read = await h().request('POST', '/api/waitlist_offers/read', { body: { token } });
      expect(read.status, read.text).toBe(200);
      expect(read.body.offer).toMatchObject({ single_class_id: singleClass.single_class_id, state: 'open', offer_expires_at: new Date(expires).toISOString() });
      expect(await liveOf(h(), singleClass.single_class_id)).toHaveLength(0);
      const accepted = await h().request('POST', '/api/waitlist_offers/accept', { body: { token } });
      expect(accepted.status, accepted.text).toBe(201);
      expect(accepted.body.class_reservation.customer_id).toBe(first.customerId);
      expect((await creditsOf(h().db, first.customerId)).map((credit) => credit.available_classes)).toEqual([0]);
      expect(await listed(h(), singleClass.single_class_id)).toEqual([second.customerId, outsider.customerId]);
      // Once: the link is spent.
      await expectRefused(h(), () => h().request('POST', '/api/waitlist_offers/accept', { body: { token } }), { status: 404, code: WAITLIST_OFFER_ERRORS.notFound.code });
      expect((await h().request('POST', '/api/waitlist_offers/read', { body: { token } })).status).toBe(404);
      expect(await liveOf(h(), singleClass.single_class_id)).toHaveLength(1);
    });
  });

  it('offer without a credit: a clear refusal and the offer stays; once expired the job hands it to the next', async () => {
    await withSettings(h().db, { waitlist_mode: 'offer', waitlist_offer_minutes: '15' }, async () => {
      const { singleClass, holder, waiting, reservationId } = await fullClass(h(), [null, 1]);
      const [broke, second] = waiting as [TestCustomer, TestCustomer];
      await cancel(h(), holder, reservationId);
      const token = tokenIn((await mailTo(h(), [broke.email]))[0]?.body ?? '');
      const refused = await expectRefused(h(), () => h().request('POST', '/api/waitlist_offers/accept', { body: { token } }), {
        status: 412, code: CREDIT_ERROR_CODES.none,
      });
      expect(refused.body.message).toMatch(/crédito/i);
      expect((await h().request('POST', '/api/waitlist_offers/read', { body: { token } })).body.offer.state).toBe('open');
      // Nothing expired yet: the job leaves it.
      expect(await runJob(h())).toMatchObject({ expired: 0 });
      h().clock.advance(15 * MINUTE);
      expect((await h().request('POST', '/api/waitlist_offers/read', { body: { token } })).body.offer.state).toBe('expired');
      await expectRefused(h(), () => h().request('POST', '/api/waitlist_offers/accept', { body: { token } }), { status: 409, code: WAITLIST_OFFER_ERRORS.expired.code });
      // (Other tests' classes may be swept too: the counts are at least this class's.)
      const passed = (await runJob(h())) as OfferPassResult;
      expect(passed.expired).toBeGreaterThanOrEqual(1);
      expect(passed.handed).toBeGreaterThanOrEqual(1);
      expect(await runJob(h()), 'a second run finds nothing').toMatchObject({ expired: 0, handed: 0 });
      expect(await listed(h(), singleClass.single_class_id)).toEqual([second.customerId]);
      const offered = await mailTo(h(), [second.email]);
      expect(offered).toHaveLength(1);
      const next = tokenIn(offered[0]?.body ?? '');
      const declined = await h().request('POST', '/api/waitlist_offers/decline', { body: { token: next } });
      expect(declined.status, declined.text).toBe(200);
      expect(await listed(h(), singleClass.single_class_id)).toEqual([]);
      // Nobody left in line: the place is anyone's.
      const [outsider] = (await makeCustomers(h().db, 1, { credits: 1 })) as [TestCustomer];
      const booked = await h().request('POST', '/api/class_reservations', { token: await tokenOf(h(), outsider), body: { single_class_id: singleClass.single_class_id } });
      expect(booked.status, booked.text).toBe(201);
    });
  });

  it('runs by itself: the job is registered, every 30 to 60 seconds', () => {
    expect(RECURRING_JOBS).toContain(waitlistOffersJob);
    expect(waitlistOffersJob.everySeconds).toBeGreaterThanOrEqual(30);
    expect(waitlistOffersJob.everySeconds).toBeLessThanOrEqual(60);
  });

  it('refuses a link of the wrong shape or unknown as 404, without a session', async () => {
    for (const token of ['x', 'A'.repeat(43)]) {
      const answer = await h().request('POST', '/api/waitlist_offers/read', { body: { token } });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe(WAITLIST_OFFER_ERRORS.notFound.code);
      expect((await h().request('POST', '/api/waitlist_offers/decline', { body: { token } })).status).toBe(404);
    }
  });

  it('keeps the settings end to end: PUT /appconfig checks them and the rules read them', async () => {
    const admin = await adminToken(h());
    const bad = await h().request('PUT', '/api/appconfig', { token: admin, body: { waitlist_mode: 'primero', waitlist_offer_minutes: '0' } });
    expect(bad.status, bad.text).toBe(400);
    const saved = await h().request('PUT', '/api/appconfig', { token: admin, body: { waitlist_mode: 'offer', waitlist_offer_minutes: '45' } });
    expect(saved.status, saved.text).toBe(200);
    const read = await h().request('GET', '/api/appconfig');
    const entries = new Map((read.body.config as { key: string; value: string }[]).map((entry) => [entry.key, entry.value]));
    expect(entries.get('waitlist_mode')).toBe('offer');
    expect(entries.get('waitlist_offer_minutes')).toBe('45');
    const back = await h().request('PUT', '/api/appconfig', { token: admin, body: { waitlist_mode: 'notify_all', waitlist_offer_minutes: '30' } });
    expect(back.status, back.text).toBe(200);
  });
});
