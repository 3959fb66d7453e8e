import { describe, expect, it } from 'vitest';
import { SCHEDULE_ERROR_CODES, messages } from '@estudio/core';
import { customSpotMaps } from '../../src/db/schema/index.js';
import { ApiFailure } from '../../src/http/errors.js';
import { insertReservation } from '../../src/routes/reservations/insert.js';
import { customMapLabels, rowSizeLabels } from '../../src/routes/reservations/spots.js';
import {
  adminToken, expectRefused, makeClass, makeClassType, makeCustomers, tokenOf, withSettings, type TestCustomer,
} from './support/booking.js';
import { onEachDatabase, type Harness } from './support/harness.js';

const reserve = async (h: Harness, customer: TestCustomer, body: Record<string, unknown>) =>
  h.request('POST', '/api/class_reservations', { token: await tokenOf(h, customer), body });

describe('spot labels', () => {
  it("numbers a class type's rows 1 to N, front row first", () => {
    expect(rowSizeLabels('4,5,5')).toEqual(Array.from({ length: 14 }, (_, index) => String(index + 1)));
    expect(rowSizeLabels(' 2, 1 ')).toEqual(['1', '2', '3']);
    expect(rowSizeLabels('')).toEqual([]);
    expect(rowSizeLabels(null)).toEqual([]);
    expect(rowSizeLabels('4,x')).toEqual([]);
    expect(rowSizeLabels('4,0')).toEqual([]);
  });

  it("keeps a custom map's selectable labels in grid order, once each, and refuses a map it cannot read", () => {
    const spots = [
      { label: 'A1', selectable: true }, { label: 'A2', selectable: false }, { label: ' ', selectable: true },
      { label: 'B1', selectable: true }, { label: 'A1', selectable: true }, { label: 'C1', selectable: true },
    ];
    expect(customMapLabels({ rows: 2, columns: 2, spots: JSON.stringify(spots) })).toEqual(['A1', 'B1']);
    expect(customMapLabels({ rows: 3, columns: 2, spots: JSON.stringify(spots) })).toEqual(['A1', 'B1', 'C1']);
    expect(customMapLabels({ rows: 4, columns: 2, spots: JSON.stringify(spots) })).toBeNull();
    expect(customMapLabels({ rows: 1, columns: 1, spots: 'not json' })).toBeNull();
    expect(customMapLabels({ rows: 1, columns: 1, spots: '[{"label":"A1"}]' })).toBeNull();
  });
});

onEachDatabase('spots of a spot map', (h) => {
  const customers = (count: number) => makeCustomers(h().db, count, { credits: 5 });

  it('books the spot asked for, refuses one taken (409) or not on the map (412), and picks the first free one otherwise', async () => {
    const [ana, bea, carla] = (await customers(3)) as [TestCustomer, TestCustomer, TestCustomer];
    const singleClass = await makeClass(h(), { spotMap: '2,2', capacity: 4 });
    const id = singleClass.single_class_id;
    const taken = await reserve(h(), ana, { single_class_id: id, spot: '3' });
    expect(taken.status, taken.text).toBe(201);
    expect(taken.body.class_reservation.spot).toBe('3');
    expect(taken.body.class_reservation.single_class.class_reservations).toEqual([{ spot: '3' }]);
    await expectRefused(h(), () => reserve(h(), bea, { single_class_id: id, spot: '3' }), {
      status: 409, code: SCHEDULE_ERROR_CODES.spotTaken, message: messages.schedule.spotTaken,
    });
    await expectRefused(h(), () => reserve(h(), bea, { single_class_id: id, spot: '5' }), {
      status: 412, code: SCHEDULE_ERROR_CODES.spotUnavailable, message: messages.schedule.spotUnavailable,
    });
    const chosen = await reserve(h(), bea, { single_class_id: id });
    expect(chosen.body.class_reservation.spot).toBe('1');
    const guest = await reserve(h(), bea, { single_class_id: id, guest: 'Invitada', spot: null });
    expect(guest.body.class_reservation.spot).toBe('2');
    expect((await reserve(h(), carla, { single_class_id: id })).body.class_reservation.spot).toBe('4');
  });

  it('refuses a booking when every place of the map is held, even below capacity', async () => {
    const [ana, bea] = (await customers(2)) as [TestCustomer, TestCustomer];
    const singleClass = await makeClass(h(), { spotMap: '1', capacity: 5 });
    expect((await reserve(h(), ana, { single_class_id: singleClass.single_class_id })).status).toBe(201);
    await expectRefused(h(), () => reserve(h(), bea, { single_class_id: singleClass.single_class_id }), {
      status: 409, code: SCHEDULE_ERROR_CODES.classFull,
    });
  });

  it("uses a custom map assigned to the class type instead of its row sizes, and only its selectable spots", async () => {
    const [ana] = (await customers(1)) as [TestCustomer];
    const classTypeId = await makeClassType(h().db, '3');
    const spots = [{ label: 'A1', selectable: false }, { label: 'A2', selectable: true }];
    // An unreadable map is skipped, as the web's picker skips it.
    await h().db.insert(customSpotMaps).values({ rows: 1, columns: 1, spots: 'roto', class_type_id: classTypeId });
    await h().db.insert(customSpotMaps).values({ rows: 1, columns: 2, spots: JSON.stringify(spots), class_types: `999999,${classTypeId}` });
    const singleClass = await makeClass(h(), { classTypeId });
    for (const spot of ['1', 'A1']) {
      await expectRefused(h(), () => reserve(h(), ana, { single_class_id: singleClass.single_class_id, spot }), {
        status: 412, code: SCHEDULE_ERROR_CODES.spotUnavailable,
      });
    }
    expect((await reserve(h(), ana, { single_class_id: singleClass.single_class_id })).body.class_reservation.spot).toBe('A2');
  });

  it('books no spot without a map, or with spotmap_enabled off, and refuses one asked for', async () => {
    const [ana, bea] = (await customers(2)) as [TestCustomer, TestCustomer];
    const plain = await makeClass(h());
    await expectRefused(h(), () => reserve(h(), ana, { single_class_id: plain.single_class_id, spot: '1' }), {
      status: 412, code: SCHEDULE_ERROR_CODES.spotUnavailable,
    });
    const mapped = await makeClass(h(), { spotMap: '4' });
    await withSettings(h().db, { spotmap_enabled: 'false' }, async () => {
      const answer = await reserve(h(), bea, { single_class_id: mapped.single_class_id });
      expect(answer.status, answer.text).toBe(201);
      expect(answer.body.class_reservation.spot).toBeNull();
    });
  });

  it('lets an admin move a reservation to a free spot or clear it, never onto a taken one', async () => {
    const [ana, bea] = (await customers(2)) as [TestCustomer, TestCustomer];
    const admin = await adminToken(h());
    const singleClass = await makeClass(h(), { spotMap: '3' });
    const first = (await reserve(h(), ana, { single_class_id: singleClass.single_class_id, spot: '1' })).body.class_reservation;
    await reserve(h(), bea, { single_class_id: singleClass.single_class_id, spot: '2' });
    const move = (spot: string | null) =>
      h().request('PUT', `/api/class_reservations/${first.class_reservation_id}`, { token: admin, body: { spot } });
    await expectRefused(h(), () => move('2'), { status: 409, code: SCHEDULE_ERROR_CODES.spotTaken });
    await expectRefused(h(), () => move('9'), { status: 412, code: SCHEDULE_ERROR_CODES.spotUnavailable });
    expect((await move('1')).body.class_reservation.spot).toBe('1');
    expect((await move('3')).body.class_reservation.spot).toBe('3');
    expect((await move(null)).body.class_reservation.spot).toBeNull();
  });

  it('answers a unique-index violation (the last line of defence) with a 409, never a 500', async () => {
    const [ana, bea] = (await customers(2)) as [TestCustomer, TestCustomer];
    const singleClass = await makeClass(h(), { spotMap: '3' });
    const row = (customerId: number, spot: string | null) => ({
      single_class_id: singleClass.single_class_id, customer_id: customerId, spot, available_class_id: null, guest: null, created_at: new Date(), reminded_for: null,
    });
    await insertReservation(h().db, row(ana.customerId, '1'));
    const refusedCode = async (work: Promise<unknown>) => {
      const error = await work.then(() => null, (caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiFailure);
      return [(error as ApiFailure).status, (error as ApiFailure).code];
    };
    expect(await refusedCode(insertReservation(h().db, row(bea.customerId, '1')))).toEqual([409, SCHEDULE_ERROR_CODES.spotTaken]);
    expect(await refusedCode(insertReservation(h().db, row(ana.customerId, '2')))).toEqual([409, SCHEDULE_ERROR_CODES.alreadyReserved]);
  });
});
