import { describe, expect, it } from 'vitest';
import { checkCustomerAnswer, type CustomerSearch } from '../customers/answer.js';
import { CUSTOMER_SEARCHES } from '../customers/bench.js';
import { asciiOf } from '../studio/customers.plan.js';
import { planBusyStudio } from '../studio/plan.js';
import { BUSY_STUDIO } from '../studio/shape.js';

const NOW = Date.parse('2025-03-05T21:00:00Z');
const plan = planBusyStudio(NOW, 'America/Mexico_City');
const folded = (text: string) => text.split(' ').map(asciiOf).join(' ');
const shareOf = <T>(rows: readonly T[], test: (row: T) => boolean) => rows.filter(test).length / rows.length;

describe('the customers of the busy studio', () => {
  it('are 20,000 with Spanish names, unique e-mails and mostly phones, beside the front desk’s staff account', () => {
    expect(plan.customers).toHaveLength(BUSY_STUDIO.customers + 1);
    expect(plan.accounts.map((row) => row.role ?? 'customer').filter((role) => role !== 'customer')).toEqual(['staff']);
    expect(plan.accounts.find((row) => row.role === 'staff')?.uid).toBe(plan.desk.uid);
    expect(new Set(plan.customers.map((row) => row.email)).size).toBe(plan.customers.length);
    const phones = plan.customers.flatMap((row) => (row.phone ? [row.phone] : []));
    expect(new Set(phones).size).toBe(phones.length);
    expect(phones.every((phone) => /^\d{10}$/.test(phone))).toBe(true);
    expect(shareOf(plan.customers, (row) => row.phone !== null)).toBeCloseTo(BUSY_STUDIO.phoneShare, 1);
    expect(shareOf(plan.customers, (row) => /[^\x20-\x7e]/.test(`${row.name} ${row.last_name}`))).toBeGreaterThan(0.5);
    expect(plan.customers.every((row) => /^[a-z0-9.@-]+$/.test(row.email))).toBe(true);
  });

  it('hold what each search of the benchmark finds: many for two letters, a dozen or so for a full name', () => {
    const names = plan.customers.map((row) => folded(`${row.name} ${row.last_name}`));
    expect(names.filter((name) => name.includes('ma')).length).toBeGreaterThan(5_000);
    const full = names.filter((name) => name.includes('maria gonzalez')).length;
    expect(full).toBeGreaterThanOrEqual(5);
    expect(full).toBeLessThan(100);
  });

  it('give 40 % of the others a purchase and its credit, some spent, expired or unlimited, and some past visits', () => {
    expect(plan.purchases.length / (BUSY_STUDIO.customers - BUSY_STUDIO.writers)).toBeCloseTo(BUSY_STUDIO.purchaseShare, 1);
    const bought = plan.credits.filter((credit) => credit.purchase_id != null);
    expect(bought.map((credit) => credit.purchase_id)).toEqual(plan.purchases.map((row) => row.purchase_id));
    const live = (credit: (typeof bought)[number]) => (credit.expiration_date?.getTime() ?? 0) > NOW;
    expect(bought.some((credit) => live(credit) && credit.available_classes > 0)).toBe(true);
    expect(bought.some((credit) => live(credit) && credit.available_classes === -1)).toBe(true);
    expect(bought.some((credit) => !live(credit))).toBe(true);
    expect(bought.some((credit) => credit.available_classes === 0)).toBe(true);
    expect(plan.writers.every((writer) => plan.credits.some((credit) => credit.available_class_id === writer.customerId && credit.customer_id === writer.customerId)))
      .toBe(true);
    const past = new Set(plan.classes.filter((one) => one.row.class_date.getTime() < NOW).map((one) => one.row.single_class_id));
    const visitors = new Set(plan.reservations.filter((row) => past.has(row.single_class_id)).map((row) => row.customer_id));
    expect(visitors.size / BUSY_STUDIO.customers).toBeGreaterThan(0.4);
  });
});

describe('the customer search benchmark’s check of an answer', () => {
  const [twoLetters, fullName, byVisit] = CUSTOMER_SEARCHES as [CustomerSearch, CustomerSearch, CustomerSearch];
  const row = (name: string, lastName: string, lastVisit: string | null, more: Record<string, unknown> = {}) => ({
    customer_id: 1, name, last_name: lastName, email: 'a@b.test', phone: null, role: 'customer', created_at: '2025-01-01T00:00:00.000Z',
    last_visit: lastVisit, credits_left: 0, membership: null, ...more,
  });
  const answer = (rows: object[], total = rows.length) => JSON.stringify({ customers: rows, total });

  it('counts the matches and the rows carrying credits, a membership or a visit', () => {
    const rows = [row('María', 'González Ruiz', '2025-03-01T14:00:00.000Z', { credits_left: 3 }), row('MARIA', 'Gonzalez', null, {
      credits_left: -1, membership: { title: 'Ilimitado mensual', expires_at: null },
    })];
    expect(checkCustomerAnswer(fullName, 200, answer(rows))).toEqual({ total: 2, capped: false, rows: 2, withCredits: 2, withMembership: 1, withVisit: 1 });
  });

  it('refuses a refusal, an empty or short page, a row without the full name, a wrong total and an unordered list', () => {
    expect(() => checkCustomerAnswer(twoLetters, 403, '{}')).toThrow(/403/);
    expect(() => checkCustomerAnswer(twoLetters, 200, answer([]))).toThrow(/0 rows/);
    expect(() => checkCustomerAnswer(twoLetters, 200, answer([row('Ana', 'Mata', null)], 30))).toThrow(/1 rows of 30/);
    expect(() => checkCustomerAnswer(fullName, 200, answer([row('María', 'Ruiz González', null)]))).toThrow(/without/);
    expect(() => checkCustomerAnswer(byVisit, 200, answer([row('Ana', 'Mata', '2025-03-01T14:00:00.000Z')]), 2)).toThrow(/expected 2/);
    const unordered = [row('Ana', 'Mata', '2025-03-01T14:00:00.000Z'), row('Eva', 'Sol', null), row('Inés', 'Paz', '2025-03-02T14:00:00.000Z')];
    expect(() => checkCustomerAnswer(byVisit, 200, answer(unordered))).toThrow(/last visit/);
  });
});
