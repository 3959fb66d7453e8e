import { asc, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { AvailableClassesResponse, ReservationPenaltiesResponse, messages } from '@estudio/core';
import { DEMO_TIME_ZONE } from '../../src/db/seed/index.js';
import { availableClasses, classTypes, customers } from '../../src/db/schema/index.js';
import { rowCounts } from './support/db-inspect.js';
import { crudSuite, expectNotFound, signInDemo, type Tokens } from './support/catalogue-crud.js';
import { DEMO, onEachDatabase, type Harness } from './support/harness.js';

const customerIdOf = async (h: Harness, email: string): Promise<number> => {
  const [row] = await h.db.select({ id: customers.customer_id }).from(customers).where(eq(customers.email, email));
  if (!row) throw new Error(`No customer ${email}`);
  return row.id;
};

/** An instant `days` from the test clock's now, as the API writes it. */
const daysFromNow = (h: Harness, days: number): string => new Date(h.clock.now() + days * 86_400_000).toISOString();

/** A studio day (YYYY-MM-DD) `days` from the test clock's now. */
const studioDay = (h: Harness, days: number): string =>
  DateTime.fromMillis(h.clock.now() + days * 86_400_000, { zone: DEMO_TIME_ZONE }).toISODate() ?? '';

onEachDatabase('catalogue: credits and reservation penalties', (h) => {
  crudSuite(h, {
    path: '/api/available_classes', one: 'available_class', many: 'available_classes', idKey: 'available_class_id',
    table: 'available_classes', notFoundCode: 'available-class/not-found', adminReads: true,
    prepare: async (harness) => {
      const nueva = await customerIdOf(harness, DEMO.nueva);
      const [first, second] = await harness.db.select({ id: classTypes.class_type_id }).from(classTypes).orderBy(asc(classTypes.class_type_id));
      const types = `${first?.id},${second?.id}`;
      return {
        listQuery: `?customer_id=${nueva}`,
        create: { customer_id: nueva, available_classes: 5, class_types: types, allowed_times: '1-5@06:00-12:00,6@08:00-10:00', expiration_date: '2031-01-01T00:00:00-06:00' },
        created: { customer_id: nueva, available_classes: 5, class_types: types, allowed_times: '1-5@06:00-12:00,6@08:00-10:00', expiration_date: '2031-01-01T06:00:00.000Z', purchase_id: null, class_type_id: null },
        update: { available_classes: -1, allowed_times: null, class_type_id: first?.id },
      };
    },
    invalid: [
      { customer_id: 1, available_classes: -2 },
      { customer_id: 1, available_classes: 1.5 },
      { available_classes: 3 },
      { customer_id: 1, available_classes: 3, class_types: '1,a' },
      { customer_id: 1, available_classes: 3, class_types: '1,,2' },
      { customer_id: 1, available_classes: 3, allowed_times: '25:00-26:00' },
      { customer_id: 1, available_classes: 3, allowed_times: '12:00-08:00' },
      { customer_id: 1, available_classes: 3, allowed_times: '8@06:00-07:00' },
      { customer_id: 1, available_classes: 3, allowed_times: '5-1@06:00-07:00' },
      { customer_id: 1, available_classes: 3, allowed_times: '06:00' },
      { customer_id: 1, available_classes: 3, expiration_date: 'pronto' },
    ],
  });

  crudSuite(h, {
    path: '/api/class_reservation_penaltys', one: 'class_reservation_penalty', many: 'class_reservation_penaltys',
    idKey: 'penalty_id', table: 'class_reservation_penalties', notFoundCode: 'penalty/not-found', adminReads: true,
    prepare: async (harness) => {
      const nueva = await customerIdOf(harness, DEMO.nueva);
      return {
        create: { customer_id: nueva, reason: 'Tres inasistencias seguidas.', end_date: '2031-05-01T10:00:00-06:00' },
        created: { customer_id: nueva, reason: 'Tres inasistencias seguidas.', end_date: '2031-05-01T16:00:00.000Z' },
        update: { reason: 'Cuatro inasistencias seguidas.' },
      };
    },
    invalid: [
      { customer_id: 1, reason: '', end_date: '2031-05-01T10:00:00Z' },
      { customer_id: 1, reason: 'Faltas', end_date: 'mañana' },
      { customer_id: 1, reason: 'Faltas', end_date: '2031-05-01' },
      { reason: 'Faltas', end_date: '2031-05-01T10:00:00Z' },
    ],
  });

  describe('whose credits', () => {
    let tokens: Tokens & { nueva: string };
    let socia: number;
    let nueva: number;
    beforeAll(async () => {
      tokens = { ...(await signInDemo(h())), nueva: (await h().signIn(DEMO.nueva)).token };
      socia = await customerIdOf(h(), DEMO.socia);
      nueva = await customerIdOf(h(), DEMO.nueva);
    });

    it("answers a customer her own credits, whatever customer_id she names", async () => {
      const own = AvailableClassesResponse.parse((await h().request('GET', '/api/available_classes', { token: tokens.customer })).body);
      expect(own.available_classes.length).toBeGreaterThan(0);
      expect(own.available_classes.every((credit) => credit.customer_id === socia)).toBe(true);
      const other = await h().request('GET', `/api/available_classes?customer_id=${socia}`, { token: tokens.nueva });
      expect(AvailableClassesResponse.parse(other.body).available_classes.every((credit) => credit.customer_id === nueva)).toBe(true);
      const admin = await h().request('GET', `/api/available_classes?customer_id=${socia}`, { token: tokens.admin });
      expect(admin.body).toEqual(own);
      expect((await h().request('GET', '/api/available_classes')).status).toBe(401);
    });

    it("answers 404 to a customer asking for someone else's credit", async () => {
      const [credit] = await h().db.select().from(availableClasses).where(eq(availableClasses.customer_id, socia)).limit(1);
      expectNotFound(await h().request('GET', `/api/available_classes/${credit?.available_class_id}`, { token: tokens.nueva }), 'available-class/not-found');
      const own = await h().request('GET', `/api/available_classes/${credit?.available_class_id}`, { token: tokens.customer });
      expect(own.status).toBe(200);
      expect(own.body.available_class.customer_id).toBe(socia);
    });

    it('answers the credits usable on a studio day: classes left and not yet expired', async () => {
      const grant = (body: Record<string, unknown>) =>
        h().request('POST', '/api/available_classes', { token: tokens.admin, body: { customer_id: nueva, ...body } });
      const usable = (await grant({ available_classes: 2, expiration_date: daysFromNow(h(), 10) })).body.available_class;
      const empty = (await grant({ available_classes: 0, expiration_date: daysFromNow(h(), 10) })).body.available_class;
      const unlimited = (await grant({ available_classes: -1, expiration_date: null })).body.available_class;
      const ids = async (day: string) =>
        AvailableClassesResponse.parse((await h().request('GET', `/api/available_classes/date/all?date=${day}`, { token: tokens.nueva })).body)
          .available_classes.map((credit) => credit.available_class_id);
      const today = await ids(studioDay(h(), 0));
      expect(today).toEqual(expect.arrayContaining([usable.available_class_id, unlimited.available_class_id]));
      expect(today).not.toContain(empty.available_class_id);
      const later = await ids(studioDay(h(), 20));
      expect(later).toContain(unlimited.available_class_id);
      expect(later).not.toContain(usable.available_class_id);
      const sociaToday = await h().request('GET', `/api/available_classes/date/all?date=${studioDay(h(), 0)}`, { token: tokens.customer });
      expect(AvailableClassesResponse.parse(sociaToday.body).available_classes.every((credit) => credit.customer_id === socia)).toBe(true);
      expect((await h().request('GET', '/api/available_classes/date/all?date=hoy', { token: tokens.nueva })).status).toBe(400);
    });

    it('refuses credits for an unknown customer or class type with 404, writing nothing', async () => {
      const before = await rowCounts(h().db, ['available_classes']);
      const customer = await h().request('POST', '/api/available_classes', { token: tokens.admin, body: { customer_id: 987654, available_classes: 3 } });
      expect(customer.status).toBe(404);
      expect(customer.body).toEqual({ code: 'customer/not-found', message: messages.admin.customerNotFound });
      const type = await h().request('POST', '/api/available_classes', { token: tokens.admin, body: { customer_id: nueva, available_classes: 3, class_types: '987654' } });
      expect(type.status).toBe(404);
      expect(type.body).toEqual({ code: 'class-type/not-found', message: messages.admin.classTypeNotFound });
      const single = await h().request('POST', '/api/available_classes', { token: tokens.admin, body: { customer_id: nueva, available_classes: 3, class_type_id: 987654 } });
      expect(single.status).toBe(404);
      expect(await rowCounts(h().db, ['available_classes'])).toEqual(before);
    });

    it('explains bad allowed times in Spanish', async () => {
      const answer = await h().request('POST', '/api/available_classes', { token: tokens.admin, body: { customer_id: nueva, available_classes: 3, allowed_times: '9-5' } });
      expect(answer.body.message).toBe(`Revisa el campo: allowed_times. ${messages.admin.allowedTimes}`);
    });

    it('refuses to delete credits a live reservation spent (409)', async () => {
      const [credit] = await h().db.select().from(availableClasses).where(eq(availableClasses.customer_id, socia)).limit(1);
      const answer = await h().request('DELETE', `/api/available_classes/${credit?.available_class_id}`, { token: tokens.admin });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ code: 'available-class/in-use', message: messages.admin.creditInUse });
      expect((await h().request('GET', `/api/available_classes/${credit?.available_class_id}`, { token: tokens.customer })).status).toBe(200);
    });
  });

  describe('whose penalties', () => {
    let tokens: Tokens & { nueva: string };
    let nueva: number;
    beforeAll(async () => {
      tokens = { ...(await signInDemo(h())), nueva: (await h().signIn(DEMO.nueva)).token };
      nueva = await customerIdOf(h(), DEMO.nueva);
    });

    it("answers a customer her own active penalties only, and nobody else's", async () => {
      const penalise = (end: string) => h().request('POST', '/api/class_reservation_penaltys', {
        token: tokens.admin, body: { customer_id: nueva, reason: 'No asistió tres veces.', end_date: end },
      });
      const active = (await penalise(daysFromNow(h(), 3))).body.class_reservation_penalty;
      const over = (await penalise(daysFromNow(h(), -3))).body.class_reservation_penalty;
      const mine = ReservationPenaltiesResponse.parse((await h().request('GET', '/api/class_reservation_penaltys/mine', { token: tokens.nueva })).body);
      const ids = mine.class_reservation_penaltys.map((penalty) => penalty.penalty_id);
      expect(ids).toContain(active.penalty_id);
      expect(ids).not.toContain(over.penalty_id);
      expect(mine.class_reservation_penaltys.every((penalty) => penalty.customer_id === nueva)).toBe(true);
      const socia = await h().request('GET', '/api/class_reservation_penaltys/mine', { token: tokens.customer });
      expect(socia.body.class_reservation_penaltys.map((penalty: { penalty_id: number }) => penalty.penalty_id)).not.toContain(active.penalty_id);
      expect((await h().request('GET', '/api/class_reservation_penaltys/mine')).status).toBe(401);
    });

    it("refuses a customer the admin reads of penalties (403)", async () => {
      for (const path of ['/api/class_reservation_penaltys', '/api/class_reservation_penaltys/1']) {
        const answer = await h().request('GET', path, { token: tokens.nueva });
        expect(answer.status).toBe(403);
      }
    });

    it('filters penalties by customer for admins', async () => {
      const answer = await h().request('GET', `/api/class_reservation_penaltys?customer_id=${nueva}`, { token: tokens.admin });
      const listed = ReservationPenaltiesResponse.parse(answer.body).class_reservation_penaltys;
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((penalty) => penalty.customer_id === nueva)).toBe(true);
    });

    it('refuses a penalty for an unknown customer with 404, writing nothing', async () => {
      const before = await rowCounts(h().db, ['class_reservation_penalties']);
      const answer = await h().request('POST', '/api/class_reservation_penaltys', {
        token: tokens.admin, body: { customer_id: 987654, reason: 'Faltas', end_date: daysFromNow(h(), 1) },
      });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('customer/not-found');
      expect(await rowCounts(h().db, ['class_reservation_penalties'])).toEqual(before);
    });
  });
});
