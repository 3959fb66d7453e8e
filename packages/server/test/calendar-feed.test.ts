import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { CALENDAR_ERRORS, COMMON_ERRORS, CalendarFeedResponse } from '@estudio/core';
import { calendarFeeds, secrets } from '../src/db/schema/index.js';
import { CALENDAR_FEED_KEY_NAME } from '../src/routes/calendar/feed-secret.js';
import { makeCustomers, placeIn, tokenOf, type TestCustomer } from './http/support/booking.js';
import { book, calendarClass, download, feedUrlOf, parseCalendar, pathOf, storedFeedUrlOf } from './http/support/calendar.js';
import { query } from './http/support/db-inspect.js';
import { onEachDatabase } from './http/support/harness.js';

const DAY = 24 * 60 * 60_000;

// Her private calendar feed (issue 17): GET/POST /api/customer/calendar…, GET /api/calendar/{secret}.ics.
onEachDatabase('the private calendar feed', (h) => {
  const people = async (count: number) => (await makeCustomers(h().db, count, { credits: 10 })) as TestCustomer[];

  it('gives her one secret address, the same on every read, that lists her reservations and no one else’s', async () => {
    const [ana, bea] = (await people(2)) as [TestCustomer, TestCustomer];
    const url = await feedUrlOf(h(), ana);
    expect(url).toMatch(/^http:\/\/localhost\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrlOf(h(), ana)).toBe(url);
    expect(await feedUrlOf(h(), bea)).not.toBe(url);

    const one = await calendarClass(h(), 24);
    const two = await calendarClass(h(), 72);
    const first = await book(h(), ana, one.singleClass.single_class_id);
    const second = await book(h(), ana, two.singleClass.single_class_id);
    const hers = await book(h(), bea, one.singleClass.single_class_id);

    const answer = await h().request('GET', pathOf(url));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('cache-control')).toMatch(/^private\b/);
    const feed = parseCalendar(answer.text);
    expect(feed.method).toBe('PUBLISH');
    expect(feed.name).toMatch(/: mis clases$/);
    expect(feed.events.map((event) => event.uid)).toEqual([`reservation-${first}@localhost`, `reservation-${second}@localhost`]);
    expect(feed.events.every((event) => event.utc && event.status === 'CONFIRMED')).toBe(true);
    expect(feed.events[0]?.start.getTime()).toBe(one.singleClass.class_date.getTime());
    expect(answer.text).not.toContain(`reservation-${hers}@`);
    // The feed's event is the download's: same UID, same times.
    const downloaded = parseCalendar((await download(h(), ana, first)).text).events[0];
    expect(downloaded).toMatchObject({ uid: feed.events[0]?.uid, start: feed.events[0]?.start, end: feed.events[0]?.end, summary: feed.events[0]?.summary });
  });

  it('keeps a reservation she cancelled as CANCELLED (same UID), a class she attended for a while, and drops older ones', async () => {
    const [ana] = (await people(1)) as [TestCustomer];
    const { singleClass } = await calendarClass(h(), 30);
    const id = await book(h(), ana, singleClass.single_class_id);
    const attended = await placeIn(h(), ana, -48);
    const old = await placeIn(h(), ana, -40 * 24);
    const url = await feedUrlOf(h(), ana);
    const cancelled = await h().request('DELETE', `/api/class_reservations/${id}`, { token: await tokenOf(h(), ana) });
    expect(cancelled.status, cancelled.text).toBe(200);

    const feed = parseCalendar((await h().request('GET', pathOf(url))).text);
    const byUid = new Map(feed.events.map((event) => [event.uid, event]));
    expect(byUid.get(`reservation-${id}@localhost`)).toMatchObject({ status: 'CANCELLED', sequence: 1 });
    expect(byUid.get(`reservation-${attended.class_reservation_id}@localhost`)?.status).toBe('CONFIRMED');
    expect(byUid.has(`reservation-${old.class_reservation_id}@localhost`)).toBe(false);

    // Long after, the cancelled one is gone too.
    h().clock.advance(31 * DAY);
    try {
      const later = parseCalendar((await h().request('GET', pathOf(url))).text);
      expect(later.events.map((event) => event.uid)).not.toContain(`reservation-${id}@localhost`);
    } finally {
      h().clock.advance(-31 * DAY);
    }
  });

  it('a new address retires the old one at once (404), and the new one works', async () => {
    const [ana] = (await people(1)) as [TestCustomer];
    const old = await feedUrlOf(h(), ana);
    expect((await h().request('GET', pathOf(old))).status).toBe(200);

    const answer = await h().request('POST', '/api/customer/calendar/regenerate', { token: await tokenOf(h(), ana) });
    expect(answer.status, answer.text).toBe(200);
    const fresh = CalendarFeedResponse.parse(answer.body).calendar_feed.url;
    expect(fresh).not.toBe(old);
    expect(await feedUrlOf(h(), ana)).toBe(fresh);

    const gone = await h().request('GET', pathOf(old));
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ code: CALENDAR_ERRORS.feedNotFound.code, message: CALENDAR_ERRORS.feedNotFound.message });
    expect((await h().request('GET', pathOf(fresh))).status).toBe(200);
  });

  it('reading her address writes nothing: null until she creates one (POST), then the same on every read', async () => {
    const [ana] = (await people(1)) as [TestCustomer];
    expect(await storedFeedUrlOf(h(), ana)).toBeNull();
    expect(await storedFeedUrlOf(h(), ana)).toBeNull();
    expect(await h().db.select().from(calendarFeeds).where(eq(calendarFeeds.customer_id, ana.customerId))).toEqual([]);
    const created = await feedUrlOf(h(), ana);
    expect(await storedFeedUrlOf(h(), ana)).toBe(created);
    expect((await h().request('GET', pathOf(created))).status).toBe(200);
  });

  it('derives addresses from the server key (JWT_SECRET when set), not from a key stored beside the feeds', async () => {
    const [ana] = (await people(1)) as [TestCustomer];
    await feedUrlOf(h(), ana);
    expect(await h().db.select().from(secrets).where(eq(secrets.name, CALENDAR_FEED_KEY_NAME))).toEqual([]);
  });

  it('keeps only a digest of the secret: the table alone names no address', async () => {
    const [ana] = (await people(1)) as [TestCustomer];
    const secret = /\/api\/calendar\/(.+)\.ics$/.exec(await feedUrlOf(h(), ana))?.[1] ?? '';
    const [row] = await h().db.select().from(calendarFeeds).where(eq(calendarFeeds.customer_id, ana.customerId));
    expect(row?.token_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row?.token_hash).not.toBe(secret);
    const [dump] = await query(h().db, sql`select string_agg(t::text, '|') as d from calendar_feeds t`);
    expect(String(dump?.d)).not.toContain(secret);
  });

  it('answers 404 for a malformed or unknown secret, 401 without a session for the address', async () => {
    for (const path of ['/api/calendar/nada.ics', `/api/calendar/${'a'.repeat(43)}.ics`, `/api/calendar/${'a'.repeat(43)}`]) {
      const answer = await h().request('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body?.code).toBe(CALENDAR_ERRORS.feedNotFound.code);
    }
    expect((await h().request('GET', '/api/customer/calendar')).status).toBe(401);
    expect((await h().request('POST', '/api/customer/calendar/regenerate')).status).toBe(401);
  });

  it('is rate limited per IP like the other anonymous routes', async () => {
    const [ana] = (await people(1)) as [TestCustomer];
    const url = await feedUrlOf(h(), ana);
    const limited = h().withApp({ rateLimits: { calendarFeed: { limit: 2, windowMs: 60_000 } } });
    expect((await limited.request('GET', pathOf(url))).status).toBe(200);
    expect((await limited.request('GET', pathOf(url))).status).toBe(200);
    const refused = await limited.request('GET', pathOf(url));
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(COMMON_ERRORS.rateLimited.code);
  });
});
