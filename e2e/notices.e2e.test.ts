/**
 * Issue 17's notices of a booking, in Chromium against a studio of its own
 * whose SMTP_URL is a local sink: socia books a class on her calendar, the
 * confirmation e-mail with the class's .ics reaches the sink, and 'Agregar
 * a mi calendario' in 'Mis Reservaciones' downloads the same event (same
 * UID, same start), both read back with ical.js. Then the reminder (its
 * hours raised so her class is inside them) brings the one-tap cancel
 * link: the page it opens, without a session, shows the class and cancels
 * nothing until she taps 'Cancelar reservación'; it cancels once, her
 * credit comes back, and the cancellation's METHOD:CANCEL names the same
 * event.
 */
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fill, formatDateTime, messages } from '@estudio/core';
import { callJson, demo, tokenFor } from './support/api.js';
import { seen } from './support/app.js';
import { STUDIO_ZONE, calendarTarget, isBookable, sameCard, upcomingClasses, type CalendarTarget } from './support/booking.js';
import { cardAction, dialogNamed, showWeekOf } from './support/booking-page.js';
import { expectAccessible, noBrowser, useBrowser } from './support/browser.js';
import { customerIdOf, summaryOf, usableCredits } from './support/desk.js';
import { mailStudio } from './support/mail-studio.js';
import type { SunkMail } from './support/smtp-sink.js';

const t = messages.bookingNotices;
const b = messages.booking;
const HOUR_MS = 60 * 60 * 1000;
/** How long the outbox may take to reach the sink (it is read every few seconds). */
const MAIL_WAIT = { timeout: 45_000, interval: 500 } as const;
/** The reminder comes from a job that runs once a minute, then through the outbox. */
const REMINDER_WAIT = { timeout: 150_000, interval: 1_000 } as const;

const studio = mailStudio('notices');
const { at, signInSocia } = studio;

/** What the journey booked, step to step. */
const state = { target: null as CalendarTarget | null, reservationId: 0, uid: '', creditsBefore: 0 };

/** One MIME part of a raw message whose Content-Type starts with `type`, decoded (base64 or quoted-printable). */
const partOf = (mail: SunkMail, type: string): string | null => {
  const parts = mail.data.split(/\r\n--[^\r\n]+/);
  for (const part of parts) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    if (!new RegExp(`^Content-Type:\\s*${type.replace('/', '\\/')}`, 'im').test(head)) continue;
    const body = part.slice(split + 4);
    if (/^Content-Transfer-Encoding:\s*base64/im.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (/^Content-Transfer-Encoding:\s*quoted-printable/im.test(head)) {
      return Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
    }
    return body;
  }
  return null;
};

/** A calendar file read back with ical.js: its METHOD and its one event's UID, start and status. */
const eventOf = (content: string) => {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const [vevent, ...more] = calendar.getAllSubcomponents('vevent');
  expect(more).toHaveLength(0);
  if (!vevent) throw new Error('No VEVENT in the file');
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method') ?? ''),
    uid: event.uid,
    start: event.startDate.toJSDate().getTime(),
    status: String(vevent.getFirstPropertyValue('status') ?? ''),
  };
};

/** Socia's reservations as she reads them. */
const sociaReservations = async () => {
  const answer = await callJson<{ reservations: { class_reservation_id: number; single_class_id: number; deletedAt: string | null }[] }>(
    at(''), '/api/class_reservations/mine?filter=all', { token: await tokenFor(at(''), demo.socia) },
  );
  expect(answer.status).toBe(200);
  return answer.body.reservations;
};

/**
 * A class for socia to book on her calendar: bookable, no spot map, a place
 * left, not hers already, a day or more away (inside the cancel window),
 * the only card with its names on its week.
 */
const classForSocia = async (): Promise<CalendarTarget> => {
  const mine = new Set((await sociaReservations()).filter((row) => row.deletedAt === null).map((row) => row.single_class_id));
  const classes = await upcomingClasses(at(''));
  const targets = classes.map(calendarTarget);
  const found = targets
    .filter(({ cls }) => isBookable(cls) && cls.class_type.spot_map === null && !mine.has(cls.single_class_id))
    .filter(({ cls }) => Date.parse(cls.class_date) - Date.now() > 24 * HOUR_MS)
    .filter((target) => targets.filter((other) => sameCard(other, target)).length === 1)
    .sort((x, y) => Date.parse(x.cls.class_date) - Date.parse(y.cls.class_date))[0];
  if (!found) throw new Error('The demo schedule has no class for socia to book');
  return found;
};

describe.skipIf(noBrowser)('the notices of a booking: confirmation with its calendar file, and the reminder with its one-tap cancel link', () => {
  const { newPage } = useBrowser();

  beforeAll(studio.start);
  afterAll(studio.stop);

  it("socia books a class: the e-mail with its .ics reaches the sink, and 'Agregar a mi calendario' downloads the same event", { timeout: 240_000 }, async () => {
    const target = await classForSocia();
    state.target = target;
    const customerId = await customerIdOf(at(''), demo.socia);
    state.creditsBefore = usableCredits(await summaryOf(at(''), customerId));

    const { page } = await newPage('desktop');
    await signInSocia(page, '/mystudio');
    const reserve = await showWeekOf(page, target, 'desktop', cardAction(b.reserveLabel, target), await upcomingClasses(at('')));
    await reserve.click();
    const dialog = await seen(dialogNamed(page, b.dialogTitle));
    await dialog.getByRole('button', { name: b.confirm, exact: true }).click();
    await seen(page.getByRole('status').filter({ hasText: messages.reservations.saved }));
    const booked = (await sociaReservations()).find((row) => row.single_class_id === target.cls.single_class_id && row.deletedAt === null);
    if (!booked) throw new Error('Her reservation is not in her list');
    state.reservationId = booked.class_reservation_id;

    const subject = fill(t.confirmedSubject, { className: target.type });
    const mail = await vi.waitFor(() => {
      const found = studio.mailsTo(demo.socia).find((sent) => sent.text.includes(subject));
      expect(found).toBeDefined();
      return found as SunkMail;
    }, MAIL_WAIT);
    const attached = partOf(mail, 'text/calendar');
    expect(attached, 'the confirmation carries the class as an .ics').not.toBeNull();
    const emailed = eventOf(attached ?? '');
    expect(emailed.method).toBe('REQUEST');
    expect(emailed.uid).toBe(`reservation-${state.reservationId}@${new URL(at('')).hostname}`);
    expect(emailed.start).toBe(Date.parse(target.cls.class_date));
    state.uid = emailed.uid;

    await page.getByRole('link', { name: messages.schedule.myReservations }).click();
    await seen(page.getByRole('heading', { name: messages.reservations.title, level: 1 }));
    // Her other reservations may be of the same class type: the button of this one is named by its date and time too.
    const add = await seen(page.getByRole('button', {
      name: fill(messages.calendar.addLabel, { className: target.type, date: formatDateTime(target.cls.class_date, STUDIO_ZONE) }), exact: true,
    }));
    const [download] = await Promise.all([page.waitForEvent('download'), add.click()]);
    const downloaded = eventOf(readFileSync(await download.path(), 'utf8'));
    expect(downloaded.uid).toBe(emailed.uid);
    expect(downloaded.start).toBe(emailed.start);
    expect(downloaded.method).toBe('PUBLISH');
  });

  it("the reminder's link opens a page that cancels nothing until she taps, then cancels once with her credit back", { timeout: 300_000 }, async () => {
    const target = state.target;
    if (!target || state.reservationId === 0) throw new Error('The booking of the first step is missing');
    // Her class is days away: a week of reminder hours puts it inside them.
    const raised = await callJson(at(''), '/api/appconfig', { method: 'PUT', token: await tokenFor(at(''), demo.admin), body: { reminder_hours: '168' } });
    expect(raised.status).toBe(200);

    /** The cancel link of a reminder, and the reservation its token names (its payload's `sub`). */
    const linkOf = (mail: SunkMail) => {
      const plain = partOf(mail, 'text/plain') ?? mail.text;
      const url = plain.split(/\r?\n/).map((line) => line.trim()).find((line) => line.startsWith(at('/mystudio/cancelar#')));
      const payload = url?.split('#').pop()?.split('.')[1];
      const sub = payload ? (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string }).sub : undefined;
      return { url, reservationId: Number(sub) };
    };
    // The job reminds every reservation inside the hours: hers of this class is the one whose link names it.
    const link = await vi.waitFor(() => {
      const found = (studio.mailsTo(demo.socia))
        .filter((sent) => sent.text.includes(fill(t.reminderSubject, { className: target.type, time: target.time })))
        .map(linkOf)
        .find((one) => one.reservationId === state.reservationId);
      expect(found?.url, 'her reminder with its cancel link').toBeDefined();
      return found?.url ?? '';
    }, REMINDER_WAIT);

    // A fresh browser, as a phone's mail app opens it: no session. Opening it cancels nothing.
    const { page } = await newPage('mobile');
    await page.goto(link);
    await seen(page.getByRole('heading', { name: t.pageTitle, level: 1 }));
    await seen(page.getByText(t.pageRefund, { exact: true }));
    const button = await seen(page.getByRole('button', { name: t.pageConfirm, exact: true }));
    expect((await sociaReservations()).find((row) => row.class_reservation_id === state.reservationId)?.deletedAt).toBeNull();
    await expectAccessible(page, 'the reminder’s cancel link (phone)');

    await button.click();
    await seen(page.getByText(`${t.pageDone} ${t.pageDoneRefunded}`, { exact: true }));
    expect((await sociaReservations()).find((row) => row.class_reservation_id === state.reservationId)?.deletedAt).not.toBeNull();
    const customerId = await customerIdOf(at(''), demo.socia);
    expect(usableCredits(await summaryOf(at(''), customerId))).toBe(state.creditsBefore);
    await expectAccessible(page, 'the cancel link, cancelled (phone)');

    // Used: the same link, opened again, now says so and offers nothing to tap.
    await page.reload();
    await seen(page.getByText(t.pageAlreadyCancelled, { exact: true }));
    expect(await page.getByRole('button', { name: t.pageConfirm, exact: true }).count()).toBe(0);

    // Her cancellation takes the event off her calendar: METHOD:CANCEL, the same UID.
    const cancelled = await vi.waitFor(() => {
      const found = studio.mailsTo(demo.socia).find((sent) => sent.text.includes(fill(t.cancelledSubject, { className: target.type })));
      expect(found).toBeDefined();
      return found as SunkMail;
    }, MAIL_WAIT);
    const file = eventOf(partOf(cancelled, 'text/calendar') ?? '');
    expect(file).toMatchObject({ method: 'CANCEL', uid: state.uid, status: 'CANCELLED', start: Date.parse(target.cls.class_date) });
  });
});
