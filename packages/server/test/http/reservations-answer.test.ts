import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MyReservationsResponse, ReservationResponse } from '@estudio/core';
import { classReservations, classTypes, singleClassTags, tags, waitlists } from '../../src/db/schema/index.js';
import { makeCustomers, tokenOf, withSettings, type TestCustomer } from './support/booking.js';
import { calendarClass } from './support/calendar.js';
import { onEachDatabase, type Harness } from './support/harness.js';

const HOUR = 60 * 60 * 1000;

const reserve = async (h: Harness, customer: TestCustomer, body: Record<string, unknown>) => {
  const answer = await h.request('POST', '/api/class_reservations', { token: await tokenOf(h, customer), body });
  expect(answer.status, answer.text).toBe(201);
  return ReservationResponse.parse(answer.body).class_reservation;
};

/** Her reservation as her list reads it afresh (`reservationViews`: the schedule's loader). */
const listed = async (h: Harness, customer: TestCustomer, id: number) => {
  const answer = await h.request('GET', '/api/class_reservations/mine?filter=all', { token: await tokenOf(h, customer) });
  expect(answer.status, answer.text).toBe(200);
  return MyReservationsResponse.parse(answer.body).reservations.find((one) => one.class_reservation_id === id);
};

/*
 * Issue 18: a booking builds its answer from what it read with the class
 * locked instead of reading the class again. The answer must stay exactly
 * what her list (the schedule's own loader) shows of the same reservation.
 */
onEachDatabase('the answer of a booking', (h) => {
  it('is her reservation exactly as her list reads it: coaches, tags, spots, places, offers, her places and waitlist entry', async () => {
    await withSettings(h().db, { spotmap_enabled: 'true', allow_class_guests: 'true', waitlist_enabled: 'true' }, async () => {
      const [ana, bea, cata] = (await makeCustomers(h().db, 3, { credits: 10 })) as [TestCustomer, TestCustomer, TestCustomer];
      const { singleClass } = await calendarClass(h());
      const classId = singleClass.single_class_id;
      await h().db.update(classTypes).set({ spot_map: '3,3' }).where(eq(classTypes.class_type_id, singleClass.class_type_id));
      const [tag] = await h().db.insert(tags).values({ name: 'Principiante', color: '#00aa00' }).returning();
      if (!tag) throw new Error('no tag');
      await h().db.insert(singleClassTags).values({ single_class_id: classId, tag_id: tag.tag_id });
      await h().db.insert(classReservations).values({ single_class_id: classId, customer_id: bea.customerId, spot: '2' });
      // Cata's offer keeps a place for her; Ana waits in line too.
      await h().db.insert(waitlists).values([
        { single_class_id: classId, customer_id: cata.customerId, offered_at: new Date(h().clock.now()), offer_expires_at: new Date(h().clock.now() + HOUR) },
        { single_class_id: classId, customer_id: ana.customerId },
      ]);

      const guest = await reserve(h(), ana, { single_class_id: classId, guest: 'Lucía', spot: '5' });
      expect(guest.single_class.mine?.waitlist_id).not.toBeNull();
      expect(guest.single_class.reservation_count).toBe(3);
      expect(guest).toEqual(await listed(h(), ana, guest.class_reservation_id));

      const own = await reserve(h(), ana, { single_class_id: classId });
      expect(own.single_class.mine?.waitlist_id).toBeNull();
      expect(own.single_class.mine?.reservations.map((place) => place.spot)).toEqual(['5', own.spot]);
      expect(own).toEqual(await listed(h(), ana, own.class_reservation_id));
    });
  });
});
