import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HistoryResponse, type AuditAction } from '@estudio/core';
import { recordTeamAction } from '../../src/audit/record.js';
import type { Db } from '../../src/db/client.js';
import { auditLog, customers } from '../../src/db/schema/index.js';
import { actionsOf, auditOf } from './support/audit.js';
import {
  makeClass, makeCustomers, tokenOf, teamTokens, type TestCustomer,
} from './support/booking.js';
import { DEMO, onEachDatabase, type Harness } from './support/harness.js';
import { demoPackageId } from './support/packages.js';

const newCustomer = async (h: Harness, credits = 5): Promise<TestCustomer> => ((await makeCustomers(h.db, 1, { credits }))[0] as TestCustomer);

/** Books `classId` for `customer` with `token` (hers, or the team's naming her). */
const book = async (h: Harness, token: string, classId: number, customerId?: number): Promise<number> => {
  const answer = await h.request('POST', '/api/class_reservations', { token, body: { single_class_id: classId, ...(customerId ? { customer_id: customerId } : {}) } });
  expect(answer.status, answer.text).toBe(201);
  return Number(answer.body.class_reservation.class_reservation_id);
};

onEachDatabase('the audit trail of a customer', (h) => {
  const team = teamTokens(h);

  describe('writing', () => {
    it("records who acted: her uid, e-mail, role, and her name from her own customer record", async () => {
      const answer = await h().request('POST', '/api/customer', {
        token: team.staff, body: { name: 'Lucía', last_name: 'Vega', email: `lucia-${h().clock.now()}@prueba.test`, phone: `55${String(h().clock.now()).slice(-8)}` },
      });
      expect(answer.status, answer.text).toBe(201);
      const [desk] = await h().db.select().from(customers).where(eq(customers.email, DEMO.staff));
      const [line] = await auditOf(h().db, answer.body.customer.customer_id);
      expect(line).toMatchObject({
        action: 'customer.create', actor_uid: desk?.uid, actor_email: DEMO.staff, actor_role: 'staff',
        actor_name: `${desk?.name ?? ''} ${desk?.last_name ?? ''}`.trim(), details: { email: answer.body.customer.email, phone: answer.body.customer.phone },
      });
      expect(line?.created_at.getTime()).toBe(h().clock.now());
    });

    it('records what the admin grants, revokes and takes, with its facts', async () => {
      const ana = await newCustomer(h());
      const five = await demoPackageId(h(), 'five');
      const given = await h().request('POST', '/api/customer/giveAccess', { token: team.admin, body: { customer_id: ana.customerId, class_package_id: five, package_days: 10, is_gift: true } });
      const id = given.body.purchase.purchase_id;
      const title = given.body.purchase.title;
      expect((await h().request('PUT', '/api/customer/removeClasses', { token: team.admin, body: { customer_id: ana.customerId, amount: 2 } })).status).toBe(200);
      expect((await h().request('PUT', '/api/customer/revokeAccess', { token: team.admin, body: { purchase_id: id } })).status).toBe(200);
      expect(await actionsOf(h().db, ana.customerId)).toEqual([
        { action: 'access.give', details: { purchase_id: id, package: title, days: 10, gift: true, bill: false } },
        { action: 'classes.remove', details: { amount: 2, remaining: 8 } },
        { action: 'access.revoke', details: { purchase_id: id, package: title } },
      ]);
    });

    it("records the admin's cancel of a subscription with its reason, not the customer's own", async () => {
      const unlimited = await demoPackageId(h(), 'unlimited');
      const [ana, eva] = [await newCustomer(h()), await newCustomer(h())];
      const sold = async (who: TestCustomer) =>
        (await h().request('POST', '/api/checkout', { token: team.admin, body: { class_package_id: unlimited, customer_id: who.customerId } })).body.purchase_id as number;
      const [hers, evas] = [await sold(ana), await sold(eva)];
      expect((await h().request('POST', `/api/purchases/cancel/${hers}`, { token: team.admin, body: { reason: 'Se mudó' } })).status).toBe(200);
      expect((await h().request('POST', `/api/purchases/cancel/${evas}`, { token: await tokenOf(h(), eva), body: { reason: 'Me mudo' } })).status).toBe(200);
      expect((await actionsOf(h().db, ana.customerId)).at(-1)).toMatchObject({ action: 'subscription.cancel', details: { purchase_id: hers, reason: 'Se mudó' } });
      expect((await actionsOf(h().db, eva.customerId)).map((line) => line.action)).toEqual(['purchase.sell']);
    });

    it("records the team's bookings, cancels and check-in marks, and nothing a customer does for herself", async () => {
      const ana = await newCustomer(h());
      const [first, second] = [await makeClass(h()), await makeClass(h())];
      const own = await book(h(), await tokenOf(h(), ana), first.single_class_id);
      expect((await h().request('DELETE', `/api/class_reservations/${own}`, { token: await tokenOf(h(), ana) })).status).toBe(200);
      expect(await actionsOf(h().db, ana.customerId)).toEqual([]);
      const booked = await book(h(), team.staff, second.single_class_id, ana.customerId);
      const marked = await h().request('PUT', `/api/class_reservations/${booked}`, { token: team.staff, body: { attend: true, is_paid: false } });
      expect(marked.status, marked.text).toBe(200);
      expect((await h().request('DELETE', `/api/class_reservations/${booked}`, { token: team.admin })).status).toBe(200);
      const lines = await actionsOf(h().db, ana.customerId);
      expect(lines.map((line) => line.action)).toEqual<AuditAction[]>([
        'reservation.create', 'reservation.attendance', 'reservation.payment', 'reservation.cancel',
      ]);
      expect(lines[0]?.details).toMatchObject({ reservation_id: booked, class: expect.any(String), date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/) });
      expect(lines[1]?.details).toMatchObject({ attend: { from: null, to: true } });
      expect(lines[2]?.details).toMatchObject({ is_paid: { from: true, to: false } });
      expect(lines[3]?.details).toMatchObject({ reservation_id: booked, return_credit: true });
    });

    it('leaves no line when the action is refused', async () => {
      const ana = await newCustomer(h(), 0);
      const singleClass = await makeClass(h());
      const before = await h().db.select().from(auditLog);
      const refused = [
        await h().request('POST', '/api/class_reservations', { token: team.staff, body: { single_class_id: singleClass.single_class_id, customer_id: ana.customerId } }),
        await h().request('PUT', '/api/customer/removeClasses', { token: team.admin, body: { customer_id: ana.customerId, amount: 1 } }),
        await h().request('POST', '/api/customer', { token: team.staff, body: { name: 'Otra', last_name: 'Vez', email: DEMO.socia, phone: '5500000000' } }),
      ];
      expect(refused.map((answer) => answer.status)).toEqual([412, 409, 409]);
      expect(await h().db.select().from(auditLog)).toEqual(before);
    });

    it("writes a line in its action's transaction: rolled back with it, and never outside one", async () => {
      const ana = await newCustomer(h());
      const [desk] = await h().db.select().from(customers).where(eq(customers.email, DEMO.staff));
      const ctx = (db: Db) => ({
        db, now: h().clock.now(), caller: { uid: desk?.uid ?? '', email: DEMO.staff, role: 'staff' as const },
      });
      await expect(h().db.transaction(async (tx) => {
        await recordTeamAction(ctx(tx), ana.customerId, 'penalty.lift');
        throw new Error('the action failed after its line');
      })).rejects.toThrow('the action failed');
      await expect(recordTeamAction(ctx(h().db), ana.customerId, 'penalty.lift')).rejects.toThrow(/transaction/);
      expect(await auditOf(h().db, ana.customerId)).toEqual([]);
    });
  });

  describe('GET /customer/admin/:id/history', () => {
    const history = (customerId: number, page?: number, token = team.staff) =>
      h().request('GET', `/api/customer/admin/${customerId}/history${page ? `?page=${page}` : ''}`, { token });

    it('answers 25 lines a page, newest first, with the total', async () => {
      const ana = await newCustomer(h(), 100);
      for (let amount = 1; amount <= 27; amount += 1) {
        h().clock.advance(1000);
        expect((await h().request('PUT', '/api/customer/removeClasses', { token: team.admin, body: { customer_id: ana.customerId, amount: 1 } })).status).toBe(200);
      }
      const first = HistoryResponse.parse((await history(ana.customerId)).body);
      const second = HistoryResponse.parse((await history(ana.customerId, 2)).body);
      expect([first.total, first.history.length, second.total, second.history.length]).toEqual([27, 25, 27, 2]);
      const remaining = [...first.history, ...second.history].map((line) => line.details.remaining);
      expect(remaining).toEqual(Array.from({ length: 27 }, (_, index) => 73 + index));
      expect(first.history[0]).toMatchObject({ action: 'classes.remove', customer_id: ana.customerId, actor: { email: DEMO.admin, role: 'admin' } });
      expect(HistoryResponse.parse((await history(ana.customerId, 3)).body)).toEqual({ history: [], total: 27 });
    });

    it('answers an empty history for a customer nobody touched, 404 for an unknown one', async () => {
      const ana = await newCustomer(h());
      expect((await history(ana.customerId)).body).toEqual({ history: [], total: 0 });
      const unknown = await history(999_999_999);
      expect([unknown.status, unknown.body.code]).toEqual([404, 'customer/not-found']);
    });
  });
});
