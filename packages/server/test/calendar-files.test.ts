import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { CALENDAR_ERRORS } from '@estudio/core';
import ICAL from 'ical.js';
import {
  attachableFile, calendarAddress, calendarFileName, eventSequence, reservationCalendar, reservationEvents, type ReservationEvent,
} from '../src/calendar/ics.js';
import { classReservations, customers, settings, singleClasses } from '../src/db/schema/index.js';
import { mailTo } from './http/support/waitlist.js';
import { adminToken, makeCustomers, placeIn, tokenOf, type TestCustomer } from './http/support/booking.js';
import { book, calendarClass, download, parseCalendar } from './http/support/calendar.js';
import { onEachDatabase } from './http/support/harness.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// 'Agregar a mi calendario' (issue 17): GET /api/reservations/{id}/calendar.ics, and the files of the e-mails.
onEachDatabase('calendar files of a reservation', (h) => {
  const customer = async () => (await makeCustomers(h().db, 1, { credits: 10 }))[0] as TestCustomer;

  it('downloads her upcoming reservation as an RFC 5545 attachment: stable UID, UTC times of the class, type and coaches, the address', async () => {
    const ana = await customer();
    const { singleClass, location } = await calendarClass(h());
    const id = await book(h(), ana, singleClass.single_class_id);

    const first = await download(h(), ana, id);
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(first.headers.get('content-disposition')).toMatch(/^attachment; filename="clase-tipo-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.ics"$/);
    expect(first.text).toContain('\r\n');
    const calendar = parseCalendar(first.text);
    expect(calendar.method).toBe('PUBLISH');
    expect(calendar.events).toHaveLength(1);
    const [event] = calendar.events;
    expect(event?.uid).toBe(`reservation-${id}@localhost`);
    expect(event?.utc).toBe(true);
    expect(event?.start.getTime()).toBe(singleClass.class_date.getTime());
    expect(event?.end.getTime()).toBe(singleClass.class_date.getTime() + 45 * MINUTE);
    expect(event?.summary).toMatch(/^Tipo \w+ con Mariana López \w+ y Diego Ruiz \w+$/);
    expect(event?.location).toBe(`${location.name}, ${location.address ?? ''}`);
    expect(event?.description).toContain('http://localhost/mystudio/reservaciones');
    expect(event?.status).toBe('CONFIRMED');
    expect(event?.sequence).toBe(0);

    h().clock.advance(MINUTE);
    try {
      const again = parseCalendar((await download(h(), ana, id)).text);
      expect(again.events[0]?.uid).toBe(event?.uid);
      expect(again.events[0]?.start.getTime()).toBe(event?.start.getTime());
    } finally {
      h().clock.advance(-MINUTE);
    }
  });

  it("answers 404 for someone else's, a cancelled, a past and an unknown reservation, 401 without a session", async () => {
    const [ana, bea] = (await makeCustomers(h().db, 2, { credits: 10 })) as [TestCustomer, TestCustomer];
    const { singleClass } = await calendarClass(h());
    const id = await book(h(), ana, singleClass.single_class_id);
    const refusedFor = async (who: TestCustomer, reservation: number | string) => {
      const answer = await download(h(), who, reservation);
      expect(answer.status, answer.text).toBe(404);
      expect(answer.body).toEqual({ code: CALENDAR_ERRORS.reservationNotFound.code, message: CALENDAR_ERRORS.reservationNotFound.message });
    };
    await refusedFor(bea, id);
    await refusedFor(ana, 999_999_999);
    await refusedFor(ana, 'abc');
    const past = await placeIn(h(), ana, -2);
    await refusedFor(ana, past.class_reservation_id);
    const cancelled = await placeIn(h(), ana, 24, { deleted_at: new Date(h().clock.now()) });
    await refusedFor(ana, cancelled.class_reservation_id);

    const anonymous = await download(h(), null, id);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('auth/missing-token');
    // Not even the admin downloads a customer's file: it is hers alone.
    const admin = await h().request('GET', `/api/reservations/${id}/calendar.ics`, { token: await adminToken(h()) });
    expect(admin.status).toBe(404);
    expect(admin.body.code).toBe(CALENDAR_ERRORS.reservationNotFound.code);
  });

  it('the confirmation is a REQUEST to her, and the cancellation a CANCEL of the same UID with a higher SEQUENCE', async () => {
    const ana = await customer();
    const { singleClass } = await calendarClass(h());
    const id = await book(h(), ana, singleClass.single_class_id);
    const downloaded = parseCalendar((await download(h(), ana, id)).text).events[0];
    await h().db.insert(settings).values({ key: 'email', value: 'hola@estudio.test' })
      .onConflictDoUpdate({ target: settings.key, set: { value: 'hola@estudio.test' } });

    const confirmation = await reservationCalendar(h().db, [id], { method: 'REQUEST', origin: 'http://localhost', now: h().clock.now() });
    expect(confirmation?.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const request = parseCalendar(confirmation?.content ?? '');
    expect(request.method).toBe('REQUEST');
    expect(request.events[0]?.uid).toBe(downloaded?.uid);
    expect(request.events[0]?.organizer?.toLowerCase()).toBe('mailto:hola@estudio.test');
    expect(request.events[0]?.attendee?.toLowerCase()).toBe(`mailto:${ana.email}`);

    const cancelled = await h().request('DELETE', `/api/class_reservations/${id}`, { token: await tokenOf(h(), ana) });
    expect(cancelled.status, cancelled.text).toBe(200);
    const file = await reservationCalendar(h().db, [id], { method: 'CANCEL', origin: 'http://localhost', now: h().clock.now() });
    const cancel = parseCalendar(file?.content ?? '');
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.events).toHaveLength(1);
    expect(cancel.events[0]?.uid).toBe(downloaded?.uid);
    expect(cancel.events[0]?.status).toBe('CANCELLED');
    expect(cancel.events[0]?.sequence).toBeGreaterThan(downloaded?.sequence ?? 0);
    expect(cancel.events[0]?.start.getTime()).toBe(singleClass.class_date.getTime());
    // Her cancelled reservation is no longer hers to download.
    expect((await download(h(), ana, id)).status).toBe(404);
  });

  it('a class the studio moved after she booked has the new time and a higher SEQUENCE, under the same UID', async () => {
    const ana = await customer();
    const { singleClass } = await calendarClass(h());
    const id = await book(h(), ana, singleClass.single_class_id);
    const before = parseCalendar((await download(h(), ana, id)).text).events[0];
    const later = new Date(singleClass.class_date.getTime() + 2 * HOUR);
    const [reservation] = await h().db.select().from(classReservations).where(eq(classReservations.class_reservation_id, id));
    await h().db.update(singleClasses).set({ class_date: later, changed_at: new Date((reservation?.created_at.getTime() ?? 0) + MINUTE) })
      .where(eq(singleClasses.single_class_id, singleClass.single_class_id));
    const after = parseCalendar((await download(h(), ana, id)).text).events[0];
    expect(after?.uid).toBe(before?.uid);
    expect(after?.start.getTime()).toBe(later.getTime());
    expect(after?.sequence).toBe((before?.sequence ?? 0) + 1);
  });

  it('books with a studio or customer e-mail the ics library refuses: the address is cleaned (punycode) or replaced, never the booking refused', async () => {
    const setEmail = (value: string) => h().db.insert(settings).values({ key: 'email', value }).onConflictDoUpdate({ target: settings.key, set: { value } });
    const organizerOf = (content: string) => {
      const vevent = new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent('vevent');
      const lower = (value: unknown) => (value === null || value === undefined ? null : String(value).toLowerCase());
      return { organizer: lower(vevent?.getFirstPropertyValue('organizer')), attendee: lower(vevent?.getFirstPropertyValue('attendee')) };
    };
    try {
      for (const [studio, organizer] of [['hola@peñafiel.mx', 'mailto:hola@xn--peafiel-5za.mx'], ['contacto@estudio_luz.mx', 'mailto:no-reply@localhost']] as const) {
        await setEmail(studio);
        const [ana, bea] = (await makeCustomers(h().db, 2, { credits: 10 })) as [TestCustomer, TestCustomer];
        await h().db.update(customers).set({ email: `bea.${bea.customerId}@estudio_luz.mx` }).where(eq(customers.customer_id, bea.customerId));
        const { singleClass } = await calendarClass(h());
        const id = await book(h(), ana, singleClass.single_class_id);
        const [mail] = (await mailTo(h(), [ana.email])).filter((row) => row.dedupe_key === `reservation-confirmed:${id}`);
        const file = mail?.attachments?.[0];
        expect(organizerOf(file?.content ?? '')).toEqual({ organizer, attendee: `mailto:${ana.email.toLowerCase()}` });
        // Her own address cannot be written: the file goes without ATTENDEE, the booking and its e-mail go ahead.
        const beaId = await book(h(), { ...bea, email: `bea.${bea.customerId}@estudio_luz.mx` }, singleClass.single_class_id);
        const [beaMail] = (await mailTo(h(), [`bea.${bea.customerId}@estudio_luz.mx`])).filter((row) => row.dedupe_key === `reservation-confirmed:${beaId}`);
        expect(organizerOf(beaMail?.attachments?.[0]?.content ?? '')).toEqual({ organizer, attendee: null });
      }
    } finally {
      await h().db.delete(settings).where(eq(settings.key, 'email'));
    }
    expect(calendarAddress('Hola@Peñafiel.MX')).toBe('Hola@xn--peafiel-5za.mx');
    expect(calendarAddress('ñandú@estudio.mx')).toBeNull();
  });

  it('writes a name with double quotes as a valid CN (RFC 6868) that ical.js reads back', async () => {
    const ana = await customer();
    const name = 'Ana "La Rayo" ^Pérez';
    await h().db.update(customers).set({ name }).where(eq(customers.customer_id, ana.customerId));
    const { singleClass } = await calendarClass(h());
    const id = await book(h(), ana, singleClass.single_class_id);
    const file = await reservationCalendar(h().db, [id], { method: 'REQUEST', origin: 'http://localhost', now: h().clock.now() });
    const attendee = new ICAL.Component(ICAL.parse(file?.content ?? '')).getFirstSubcomponent('vevent')?.getFirstProperty('attendee');
    expect(attendee?.getParameter('cn')).toBe(name);
  });

  it("names the file by the class's day in the studio's zone, not UTC's", () => {
    const event = { className: 'Indoor Cycling', reservationId: 1, start: new Date('2026-03-06T03:00:00Z') };
    expect(calendarFileName(event, 'America/Mexico_City')).toBe('clase-indoor-cycling-2026-03-05.ics');
    expect(calendarFileName(event, 'UTC')).toBe('clase-indoor-cycling-2026-03-06.ics');
  });

  it('gives each later move a higher SEQUENCE, and a cancellation one more', () => {
    const bookedAt = new Date('2026-03-01T10:00:00Z');
    const at = (minutes: number) => new Date(bookedAt.getTime() + minutes * MINUTE);
    const sequences = [
      eventSequence({ bookedAt, changedAt: null, cancelled: false }),
      eventSequence({ bookedAt, changedAt: at(0.2), cancelled: false }),
      eventSequence({ bookedAt, changedAt: at(90), cancelled: false }),
      eventSequence({ bookedAt, changedAt: at(60 * 24), cancelled: false }),
    ];
    expect(sequences[0]).toBe(0);
    for (let i = 1; i < sequences.length; i += 1) expect(sequences[i]).toBeGreaterThan(sequences[i - 1] ?? 0);
    expect(eventSequence({ bookedAt, changedAt: at(90), cancelled: true })).toBe((sequences[2] ?? 0) + 1);
    // A change before her booking is no move for her.
    expect(eventSequence({ bookedAt, changedAt: at(-5), cancelled: false })).toBe(0);
  });

  it('attaches best-effort: a file that cannot be written is logged and left out, never thrown', async () => {
    const ana = await customer();
    const { singleClass } = await calendarClass(h());
    const id = await book(h(), ana, singleClass.single_class_id);
    const [event] = await reservationEvents(h().db, [id]);
    const broken = { ...event, start: new Date(Number.NaN) } as ReservationEvent;
    const errors: string[] = [];
    const logger = { info: () => undefined, error: (message: string) => void errors.push(message) };
    const options = { method: 'REQUEST' as const, origin: 'http://localhost', now: h().clock.now(), zone: 'UTC', studio: { name: 'Estudio', email: 'hola@estudio.test' }, logger };
    expect(attachableFile([broken], options)).toBeNull();
    expect(errors).toEqual([expect.stringContaining(`reservation-${id}`)]);
    expect(attachableFile([event as ReservationEvent], options)?.content).toContain('BEGIN:VEVENT');
  });

  it('gives nothing for ids that name no reservation', async () => {
    expect(await reservationCalendar(h().db, [999_999_998], { method: 'PUBLISH', origin: 'http://localhost', now: h().clock.now() })).toBeNull();
  });
});
