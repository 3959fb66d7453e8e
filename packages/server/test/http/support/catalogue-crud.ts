import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { rowCounts } from './db-inspect.js';
import { DEMO, type Answer, type Harness } from './harness.js';

type Fields = Record<string, unknown>;

/** One catalogue resource walked through create, read, update, list and delete. */
export interface CrudCase {
  /** Collection path, e.g. `/api/locations`. */
  readonly path: string;
  /** Response keys: one record, a list. */
  readonly one: string;
  readonly many: string;
  readonly idKey: string;
  /** SQL table, to prove refused writes change nothing. */
  readonly table: string;
  readonly notFoundCode: string;
  readonly create: Fields;
  /** What the created record shows (defaults to `create`). */
  readonly created?: Fields;
  readonly update: Fields;
  readonly updated?: Fields;
  /** Bodies the schema refuses. */
  readonly invalid: readonly unknown[];
  /** Reads need an admin token (penalties, credits). */
  readonly adminReads?: boolean;
  /** Query string of the list that must hold the record, e.g. `?customer_id=3`. */
  readonly listQuery?: string;
}

/** The parts of a case that depend on the seeded rows, resolved before the walk. */
export type CrudCaseFrom = Omit<CrudCase, 'create' | 'update'> & Partial<Pick<CrudCase, 'create' | 'update'>> & {
  readonly prepare?: (h: Harness) => Promise<Partial<CrudCase>>;
};

/** Tokens of the demo admin and the demo customer with credits. */
export interface Tokens {
  readonly admin: string;
  readonly customer: string;
}

/** Signs in the demo admin and socia. */
export const signInDemo = async (h: Harness): Promise<Tokens> => ({
  admin: (await h.signIn(DEMO.admin)).token,
  customer: (await h.signIn(DEMO.socia)).token,
});

const countOf = async (h: Harness, table: string): Promise<number> => (await rowCounts(h.db, [table]))[table] ?? -1;

/** Expects a 404 with the resource's code and the common Spanish text. */
export const expectNotFound = (answer: Answer, code: string): void => {
  expect(answer.status, answer.text).toBe(404);
  expect(answer.body).toEqual({ code, message: messages.common.notFound });
};

/**
 * Registers the walk of one resource: an admin creates, reads, updates, lists
 * and deletes; a customer's writes are 403; invalid bodies are 400 and write
 * nothing; unknown ids are 404.
 */
export const crudSuite = (h: () => Harness, from: CrudCaseFrom): void => {
  describe(from.path, () => {
    let tokens: Tokens;
    let c: CrudCase;
    beforeAll(async () => {
      tokens = await signInDemo(h());
      c = { create: {}, update: {}, ...from, ...(await from.prepare?.(h())) };
    });
    const reader = () => (c.adminReads ? tokens.admin : undefined);

    it('creates, reads, updates, lists and deletes as admin', async () => {
      const created = await h().request('POST', c.path, { token: tokens.admin, body: c.create });
      expect(created.status, created.text).toBe(201);
      const record = created.body[c.one];
      expect(record).toMatchObject(c.created ?? c.create);
      const id = record[c.idKey] as number;
      const read = await h().request('GET', `${c.path}/${id}`, { token: reader() });
      expect(read.status, read.text).toBe(200);
      expect(read.body[c.one]).toEqual(record);
      const updated = await h().request('PUT', `${c.path}/${id}`, { token: tokens.admin, body: c.update });
      expect(updated.status, updated.text).toBe(200);
      expect(updated.body[c.one]).toMatchObject({ ...(c.updated ?? c.update), [c.idKey]: id });
      const listed = await h().request('GET', `${c.path}${c.listQuery ?? ''}`, { token: reader() });
      expect(listed.status).toBe(200);
      expect(listed.body[c.many]).toContainEqual(updated.body[c.one]);
      const deleted = await h().request('DELETE', `${c.path}/${id}`, { token: tokens.admin });
      expect(deleted.status, deleted.text).toBe(200);
      expect(deleted.body[c.one]).toEqual(updated.body[c.one]);
      expectNotFound(await h().request('GET', `${c.path}/${id}`, { token: reader() }), c.notFoundCode);
      expectNotFound(await h().request('DELETE', `${c.path}/${id}`, { token: tokens.admin }), c.notFoundCode);
    });

    it("refuses a customer's writes with 403 and changes nothing", async () => {
      const before = await countOf(h(), c.table);
      const created = await h().request('POST', c.path, { token: tokens.admin, body: c.create });
      const id = created.body[c.one][c.idKey] as number;
      for (const [method, path, body] of [['POST', c.path, c.create], ['PUT', `${c.path}/${id}`, c.update], ['DELETE', `${c.path}/${id}`, undefined]] as const) {
        const answer = await h().request(method, path, { token: tokens.customer, ...(body ? { body } : {}) });
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(answer.body.code).toBe('auth/forbidden');
      }
      expect((await h().request('GET', `${c.path}/${id}`, { token: reader() })).body[c.one]).toEqual(created.body[c.one]);
      expect(await countOf(h(), c.table)).toBe(before + 1);
      await h().request('DELETE', `${c.path}/${id}`, { token: tokens.admin });
    });

    it('refuses invalid bodies with a Spanish 400 and writes nothing', async () => {
      const before = await countOf(h(), c.table);
      for (const body of c.invalid) {
        const answer = await h().request('POST', c.path, { token: tokens.admin, body });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.code).toBe('validation/invalid-body');
        expect(answer.body.message).toMatch(/^Revisa /);
      }
      expect(await countOf(h(), c.table)).toBe(before);
    });

    it('answers 404 for an unknown id on read, update and delete', async () => {
      expectNotFound(await h().request('GET', `${c.path}/987654`, { token: reader() }), c.notFoundCode);
      expectNotFound(await h().request('PUT', `${c.path}/987654`, { token: tokens.admin, body: c.update }), c.notFoundCode);
      expectNotFound(await h().request('DELETE', `${c.path}/987654`, { token: tokens.admin }), c.notFoundCode);
    });
  });
};
