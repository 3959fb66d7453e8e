import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AvailableClassesResponse, ClassCategoriesResponse, ClassCategoryListResponse, CreditListResponse, PenaltyListResponse, ProgramListResponse,
  ProgramsResponse, REQUEST_ERRORS, ReservationPenaltiesResponse,
} from '@estudio/core';
import { classTypes, customers, singleClasses } from '../../src/db/schema/index.js';
import { signInDemo, type Tokens } from './support/catalogue-crud.js';
import { DEMO, onEachDatabase, type Harness } from './support/harness.js';

const customerIdOf = async (h: Harness, email: string): Promise<number> => {
  const [row] = await h.db.select({ id: customers.customer_id }).from(customers).where(eq(customers.email, email));
  if (!row) throw new Error(`No customer ${email}`);
  return row.id;
};

/**
 * The GETs of /admin's 'Categorías', 'Programas', 'Penalizaciones' and
 * 'Créditos' (issue 15): with query, page or per_page, one page of a search
 * and the total; without them, the answer the public site and the customer
 * page have always read.
 */
onEachDatabase('catalogue: the admin lists of categories, programs, penalties and credits', (h) => {
  let tokens: Tokens;
  const mark = `Zr${Date.now().toString(36)}`;
  const get = async (path: string, token?: string) => {
    const answer = await h().request('GET', `/api${path}`, token ? { token } : {});
    expect(answer.status, answer.text).toBe(200);
    return answer.body as Record<string, unknown>;
  };
  const post = async (path: string, body: object) => {
    const answer = await h().request('POST', `/api${path}`, { token: tokens.admin, body });
    expect(answer.status, answer.text).toBe(201);
    return answer.body as Record<string, Record<string, unknown>>;
  };

  beforeAll(async () => {
    tokens = await signInDemo(h());
  });

  describe('GET /class_categories', () => {
    beforeAll(async () => {
      for (const [name, handle] of [[`Énfasis ${mark}`, `enfasis-${mark.toLowerCase()}`], [`Barre ${mark}`, `barre-${mark.toLowerCase()}`], [`Ciclo ${mark}`, `ciclo-x-${mark.toLowerCase()}`]]) {
        await post('/class_categories', { name, handle });
      }
    });

    it('answers every category by id and no total when nothing is asked (the public site)', async () => {
      const body = await get('/class_categories');
      expect(Object.keys(body)).toEqual(['class_categories']);
      const ids = ClassCategoriesResponse.parse(body).class_categories.map((row) => row.class_category_id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    });

    it('searches the name or the handle, ignoring case and accents, ordered by name, and pages with the total', async () => {
      const found = ClassCategoryListResponse.parse(await get(`/class_categories?query=${mark.toUpperCase()}`));
      expect(found.class_categories.map((row) => row.name)).toEqual([`Barre ${mark}`, `Ciclo ${mark}`, `Énfasis ${mark}`]);
      expect(found.total).toBe(3);
      const byHandle = ClassCategoryListResponse.parse(await get(`/class_categories?query=ciclo-x-${mark.toLowerCase()}`));
      expect(byHandle.class_categories.map((row) => row.name)).toEqual([`Ciclo ${mark}`]);
      const accent = ClassCategoryListResponse.parse(await get(`/class_categories?query=${encodeURIComponent(`enfasis ${mark}`)}`));
      expect(accent.total).toBe(1);
      const second = ClassCategoryListResponse.parse(await get(`/class_categories?query=${mark}&per_page=2&page=2`));
      expect(second.class_categories.map((row) => row.name)).toEqual([`Énfasis ${mark}`]);
      expect(second.total).toBe(3);
    });
  });

  describe('GET /programs', () => {
    beforeAll(async () => {
      for (const name of [`Reto ${mark}`, `Básico ${mark}`]) await post('/programs', { name, description: 'Ocho semanas' });
    });

    it('answers every program by id and no total when nothing is asked', async () => {
      const body = await get('/programs');
      expect(Object.keys(body)).toEqual(['programs']);
      const ids = ProgramsResponse.parse(body).programs.map((row) => row.program_id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    });

    it('searches the name and pages with the total', async () => {
      const found = ProgramListResponse.parse(await get(`/programs?query=${encodeURIComponent(`basico ${mark}`)}`));
      expect(found.programs.map((row) => [row.name, row.description, row.available])).toEqual([[`Básico ${mark}`, 'Ocho semanas', true]]);
      const first = ProgramListResponse.parse(await get(`/programs?query=${mark}&per_page=1`));
      expect(first.programs.map((row) => row.name)).toEqual([`Básico ${mark}`]);
      expect(first.total).toBe(2);
    });
  });

  it("deleting a category or program in use leaves its classes, without it (no dangling reference)", async () => {
    const category = (await post('/class_categories', { name: `En uso ${mark}`, handle: `en-uso-${mark.toLowerCase()}` })).class_category!;
    const program = (await post('/programs', { name: `En uso ${mark}` })).program!;
    const [one] = await h().db.select({ id: singleClasses.single_class_id }).from(singleClasses).limit(1);
    await h().db.update(singleClasses)
      .set({ class_category_id: category.class_category_id as number, program_id: program.program_id as number })
      .where(eq(singleClasses.single_class_id, one!.id));
    for (const path of [`/api/class_categories/${category.class_category_id}`, `/api/programs/${program.program_id}`]) {
      const answer = await h().request('DELETE', path, { token: tokens.admin });
      expect(answer.status, answer.text).toBe(200);
    }
    const [after] = await h().db.select().from(singleClasses).where(eq(singleClasses.single_class_id, one!.id));
    expect([after?.class_category_id, after?.program_id]).toEqual([null, null]);
  });

  describe('GET /class_reservation_penaltys', () => {
    let nueva: number;
    let socia: number;
    const inDays = (days: number) => new Date(h().clock.now() + days * 86_400_000).toISOString();
    beforeAll(async () => {
      nueva = await customerIdOf(h(), DEMO.nueva);
      socia = await customerIdOf(h(), DEMO.socia);
      await post('/class_reservation_penaltys', { customer_id: nueva, reason: `Faltas ${mark} uno`, end_date: inDays(5) });
      await post('/class_reservation_penaltys', { customer_id: nueva, reason: `Faltas ${mark} dos`, end_date: inDays(-5) });
      await post('/class_reservation_penaltys', { customer_id: socia, reason: `Faltas ${mark} tres`, end_date: inDays(10) });
    });

    it('keeps the unpaged answer without paging (the customer page), with no customer in the rows', async () => {
      const body = await get(`/class_reservation_penaltys?customer_id=${nueva}`, tokens.admin);
      expect(Object.keys(body)).toEqual(['class_reservation_penaltys']);
      const rows = ReservationPenaltiesResponse.parse(body).class_reservation_penaltys;
      expect(rows.every((row) => row.customer_id === nueva)).toBe(true);
      expect(rows.some((row) => 'customer' in row)).toBe(false);
    });

    it('searches the reason, latest end first, each with its customer, and filters active or ended', async () => {
      const all = PenaltyListResponse.parse(await get(`/class_reservation_penaltys?query=${mark}`, tokens.admin));
      expect(all.class_reservation_penaltys.map((row) => row.reason)).toEqual([`Faltas ${mark} tres`, `Faltas ${mark} uno`, `Faltas ${mark} dos`]);
      expect(all.total).toBe(3);
      expect(all.class_reservation_penaltys[0]?.customer?.email).toBe(DEMO.socia);
      const active = PenaltyListResponse.parse(await get(`/class_reservation_penaltys?query=${mark}&active=true`, tokens.admin));
      expect(active.class_reservation_penaltys.map((row) => row.reason)).toEqual([`Faltas ${mark} tres`, `Faltas ${mark} uno`]);
      const ended = PenaltyListResponse.parse(await get(`/class_reservation_penaltys?query=${mark}&active=false`, tokens.admin));
      expect(ended.class_reservation_penaltys.map((row) => row.reason)).toEqual([`Faltas ${mark} dos`]);
      expect(ended.total).toBe(1);
    });

    it("searches the customer's name or e-mail", async () => {
      const byEmail = PenaltyListResponse.parse(await get(`/class_reservation_penaltys?query=${encodeURIComponent(DEMO.nueva)}&per_page=100`, tokens.admin));
      expect(byEmail.class_reservation_penaltys.length).toBeGreaterThanOrEqual(2);
      expect(byEmail.class_reservation_penaltys.every((row) => row.customer_id === nueva && row.customer?.email === DEMO.nueva)).toBe(true);
      const name = byEmail.class_reservation_penaltys[0]?.customer;
      const byName = PenaltyListResponse.parse(await get(`/class_reservation_penaltys?query=${encodeURIComponent(`${name?.name} ${name?.last_name}`.toUpperCase())}&per_page=100`, tokens.admin));
      expect(byName.class_reservation_penaltys.map((row) => row.penalty_id)).toEqual(byEmail.class_reservation_penaltys.map((row) => row.penalty_id));
    });

    it('stays closed to customers, and refuses a bad filter (400)', async () => {
      expect((await h().request('GET', `/api/class_reservation_penaltys?query=${mark}`, { token: tokens.customer })).status).toBe(403);
      const bad = await h().request('GET', '/api/class_reservation_penaltys?active=quiza', { token: tokens.admin });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe(REQUEST_ERRORS.invalidQuery.code);
    });
  });

  describe('GET /available_classes', () => {
    let nueva: number;
    let classTypeId: number;
    beforeAll(async () => {
      nueva = await customerIdOf(h(), DEMO.nueva);
      const [type] = await h().db.select({ id: classTypes.class_type_id, name: classTypes.name }).from(classTypes).limit(1);
      classTypeId = type!.id;
      await post('/available_classes', { customer_id: nueva, available_classes: 4, class_type_id: classTypeId, expiration_date: '2031-01-01T00:00:00-06:00' });
      await post('/available_classes', { customer_id: nueva, available_classes: -1 });
    });

    it("pages every customer's credits for the team, searched by customer, with her and the class type's name", async () => {
      const page = CreditListResponse.parse(await get(`/available_classes?query=${encodeURIComponent(DEMO.nueva)}&per_page=100`, tokens.admin));
      expect(page.total).toBe(page.available_classes.length);
      expect(page.available_classes.every((row) => row.customer_id === nueva && row.customer?.email === DEMO.nueva)).toBe(true);
      const granted = page.available_classes.find((row) => row.class_type_id === classTypeId && row.available_classes === 4);
      expect(granted?.class_type_name).toEqual(expect.any(String));
      expect(granted?.expiration_date).toBe('2031-01-01T06:00:00.000Z');
      expect(page.available_classes.at(-1)?.expiration_date).toBeNull();
      const all = CreditListResponse.parse(await get('/available_classes?per_page=1', tokens.admin));
      expect(all.available_classes).toHaveLength(1);
      expect(all.total).toBeGreaterThan(page.total ?? 0);
    });

    it('still answers a customer her own credits only, unpaged, whatever she asks', async () => {
      const body = await get(`/available_classes?query=${encodeURIComponent(DEMO.nueva)}&page=1`, tokens.customer);
      expect(Object.keys(body)).toEqual(['available_classes']);
      const rows = AvailableClassesResponse.parse(body).available_classes;
      expect(rows.some((row) => row.customer_id === nueva)).toBe(false);
    });
  });
});
