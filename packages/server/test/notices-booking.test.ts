import { expect, it } from 'vitest';
import { fill, messages } from '@estudio/core';
import { adminToken, makeCustomers, staffToken, tokenOf, withSettings, type TestCustomer } from './http/support/booking.js';
import { book, calendarClass, download, parseCalendar } from './http/support/calendar.js';
import { onEachDatabase, type Harness } from './http/support/harness.js';
import { mailTo } from './http/support/waitlist.js';

const t = messages.bookingNotices;

/** Her e-mails of one kind of notice (by the idempotency key's prefix). */
const noticesOf = async (h: Harness, customer: TestCustomer, prefix: string) =>
  (await mailTo(h, [customer.email])).filter((row) => row.dedupe_key?.startsWith(`${prefix}:`));

/** The one attachment of an outbox row, parsed back with ical.js. */
const attachedCalendar = (row: { attachments: readonly { filename: string; contentType: string; content: string }[] | null }) => {
  expect(row.attachments).toHaveLength(1);
  const [file] = row.attachments ?? [];
  expect(file?.filename).toMatch(/^clase-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.ics$/);
  return { contentType: file?.contentType, calendar: parseCalendar(file?.content ?? '') };
};

// Issue 17, Notices: reservation confirmed (with its .ics) and cancelled (METHOD:CANCEL), by her or by the studio.
onEachDatabase('notices of a reservation', (h) => {
  const customer = async () => (await makeCustomers(h().db, 1, { credits: 10 }))[0] as TestCustomer;

  it('confirms her own booking once, under her reservations preference, with the event she downloads (same UID and start) as a REQUEST', async () => {
    const ana = await customer();
    const { singleClass, location } = await calendarClass(h());
    const id = await book(h(), ana, singleClass.single_class_id);

    const [mail, ...more] = await noticesOf(h(), ana, 'reservation-confirmed');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ channel: 'email', topic: 'reservations', dedupe_key: `reservation-confirmed:${id}`, recipient: ana.email });
    expect(mail?.subject).toMatch(/^Reservación confirmada: Tipo /);
    expect(mail?.body).toContain('Hola Clienta 0:');
    expect(mail?.body).toContain(`Lugar: ${location.name}, ${location.address ?? ''}`);
    expect(mail?.body).toContain('Coach: Mariana López');
    expect(mail?.body).toContain('http://localhost/mystudio/reservaciones');
    const { contentType, calendar } = attachedCalendar(mail ?? { attachments: null });
    expect(contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(calendar.method).toBe('REQUEST');
    const downloaded = parseCalendar((await download(h(), ana, id)).text).events[0];
    expect(calendar.events[0]?.uid).toBe(`reservation-${id}@localhost`);
    expect(calendar.events[0]?.uid).toBe(downloaded?.uid);
    expect(calendar.events[0]?.start.getTime()).toBe(singleClass.class_date.getTime());
    expect(calendar.events[0]?.start.getTime()).toBe(downloaded?.start.getTime());
  });

  it('confirms the desk booking for her (to her, not to the desk) and a guest place as its own reservation', async () => {
    const ana = await customer();
    const { singleClass } = await calendarClass(h());
    const booked = await h().request('POST', '/api/class_reservations', {
      token: await staffToken(h()), body: { single_class_id: singleClass.single_class_id, customer_id: ana.customerId },
    });
    expect(booked.status, booked.text).toBe(201);
    const id = booked.body.class_reservation.class_reservation_id as number;
    await withSettings(h().db, { allow_class_guests: 'true' }, async () => {
      const guest = await h().request('POST', '/api/class_reservations', {
        token: await tokenOf(h(), ana), body: { single_class_id: singleClass.single_class_id, guest: 'Lucía Pérez' },
      });
      expect(guest.status, guest.text).toBe(201);
      const mails = await noticesOf(h(), ana, 'reservation-confirmed');
      expect(mails.map((row) => row.dedupe_key)).toEqual([
        `reservation-confirmed:${id}`, `reservation-confirmed:${guest.body.class_reservation.class_reservation_id as number}`,
      ]);
      expect(mails[1]?.body).toContain(fill(t.guest, { guest: 'Lucía Pérez' }));
    });
    expect(await mailTo(h(), ['recepcion@estudio.test'])).toEqual([]);
  });

  it('a refused booking tells nobody', async () => {
    const [broke] = (await makeCustomers(h().db, 1)) as [TestCustomer];
    const { singleClass } = await calendarClass(h());
    const refused = await h().request('POST', '/api/class_reservations', { token: await tokenOf(h(), broke), body: { single_class_id: singleClass.single_class_id } });
    expect(refused.status).toBe(412);
    expect(await mailTo(h(), [broke.email])).toEqual([]);
  });

  it('tells her she cancelled, with her credit back inside the window, and takes the event off her calendar (METHOD:CANCEL, same UID)', async () => {
    const ana = await customer();
    const { singleClass } = await calendarClass(h(), 48);
    const id = await book(h(), ana, singleClass.single_class_id);
    await withSettings(h().db, { cancel_timeframe_value: '12', cancel_timeframe_unit: 'hours', allow_cancel_reservations: 'true' }, async () => {
      const cancelled = await h().request('DELETE', `/api/class_reservations/${id}`, { token: await tokenOf(h(), ana) });
      expect(cancelled.status, cancelled.text).toBe(200);
    });
    const [mail, ...more] = await noticesOf(h(), ana, 'reservation-cancelled');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ topic: 'reservations', dedupe_key: `reservation-cancelled:${id}` });
    expect(mail?.subject).toMatch(/^Reservación cancelada: Tipo /);
    expect(mail?.body).toContain('Cancelaste tu reservación: Tipo ');
    expect(mail?.body).toContain(t.cancelledRefunded);
    const { contentType, calendar } = attachedCalendar(mail ?? { attachments: null });
    expect(contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(calendar.method).toBe('CANCEL');
    expect(calendar.events[0]).toMatchObject({ uid: `reservation-${id}@localhost`, status: 'CANCELLED' });
    expect(calendar.events[0]?.start.getTime()).toBe(singleClass.class_date.getTime());
  });

  it("tells her the studio cancelled her place (and her guest's), the credit kept when the desk says so", async () => {
    const ana = await customer();
    const { singleClass } = await calendarClass(h());
    const id = await book(h(), ana, singleClass.single_class_id);
    const guestId = await withSettings(h().db, { allow_class_guests: 'true' }, async () => {
      const guest = await h().request('POST', '/api/class_reservations', {
        token: await tokenOf(h(), ana), body: { single_class_id: singleClass.single_class_id, guest: 'Lucía Pérez' },
      });
      expect(guest.status, guest.text).toBe(201);
      return guest.body.class_reservation.class_reservation_id as number;
    });
    const cancelled = await h().request('PUT', `/api/class_reservations/${id}/cancel`, { token: await adminToken(h()), body: { return_credit: false } });
    expect(cancelled.status, cancelled.text).toBe(200);
    // One e-mail for her place and her guest's, with both events in one CANCEL file.
    const [mail, ...more] = await noticesOf(h(), ana, 'reservation-cancelled');
    expect(more).toEqual([]);
    expect(mail?.dedupe_key).toBe(`reservation-cancelled:${id}`);
    expect(mail?.body).toContain('El estudio canceló tu reservación: Tipo ');
    expect(mail?.body).toContain(fill(t.cancelledGuests, { guests: 'Lucía Pérez' }));
    expect(mail?.body).toContain(t.cancelledKept);
    expect(mail?.attachments?.map((file) => [file.filename, file.contentType])).toEqual([['reservaciones.ics', 'text/calendar; charset=utf-8; method=CANCEL']]);
    const calendar = parseCalendar(mail?.attachments?.[0]?.content ?? '');
    expect(calendar.method).toBe('CANCEL');
    expect(calendar.events.map((event) => [event.uid, event.status]).sort()).toEqual([
      [`reservation-${guestId}@localhost`, 'CANCELLED'], [`reservation-${id}@localhost`, 'CANCELLED'],
    ].sort());
  });

  it('the studio moving the class sends her the same events as a REQUEST with the new time and a higher SEQUENCE, each move higher', async () => {
    const ana = await customer();
    const { singleClass } = await calendarClass(h());
    const id = await book(h(), ana, singleClass.single_class_id);
    const confirmed = (await noticesOf(h(), ana, 'reservation-confirmed'))[0];
    let sequence = parseCalendar(confirmed?.attachments?.[0]?.content ?? '').events[0]?.sequence ?? 0;
    let advanced = 0;
    try {
      for (const hours of [2, 5]) {
        h().clock.advance(10 * 60_000);
        advanced += 10 * 60_000;
        const later = new Date(singleClass.class_date.getTime() + hours * 60 * 60_000);
        const moved = await h().request('PUT', `/api/single_class/${singleClass.single_class_id}`, {
          token: await adminToken(h()), body: { class_date: later.toISOString() },
        });
        expect(moved.status, moved.text).toBe(200);
        const changed = (await noticesOf(h(), ana, 'class-changed')).at(-1);
        expect(changed?.attachments?.map((file) => file.contentType)).toEqual(['text/calendar; charset=utf-8; method=REQUEST']);
        const calendar = parseCalendar(changed?.attachments?.[0]?.content ?? '');
        expect(calendar.method).toBe('REQUEST');
        expect(calendar.events.map((event) => [event.uid, event.start.getTime()])).toEqual([[`reservation-${id}@localhost`, later.getTime()]]);
        expect(calendar.events[0]?.sequence).toBeGreaterThan(sequence);
        sequence = calendar.events[0]?.sequence ?? 0;
      }
    } finally {
      h().clock.advance(-advanced);
    }
  });

  it('the studio cancelling the class takes her places off her calendar: its notice carries their events with METHOD:CANCEL', async () => {
    const ana = await customer();
    const { singleClass } = await calendarClass(h());
    const id = await book(h(), ana, singleClass.single_class_id);
    const cancelled = await h().request('DELETE', `/api/single_class/${singleClass.single_class_id}`, { token: await adminToken(h()) });
    expect(cancelled.status, cancelled.text).toBe(200);
    const [mail, ...more] = (await mailTo(h(), [ana.email])).filter((row) => row.dedupe_key?.startsWith('class-cancelled:'));
    expect(more).toEqual([]);
    const { contentType, calendar } = attachedCalendar(mail ?? { attachments: null });
    expect(contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(calendar.events.map((event) => [event.uid, event.status])).toEqual([[`reservation-${id}@localhost`, 'CANCELLED']]);
    // The class's own notice says it: no second e-mail for the reservation.
    expect(await noticesOf(h(), ana, 'reservation-cancelled')).toEqual([]);
  });
});

