import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '@estudio/core';
import { API_INFO } from '../../src/app.js';
import { customers, pages } from '../../src/db/schema/index.js';
import { columnNames, rowsWhere, tableNames } from './support/db-inspect.js';
import { DEMO, onEachDatabase, type Answer, type Harness } from './support/harness.js';
import { sampleValue, type SampleHints } from './support/json-schema.js';
import { operationsOf, urlFor, type Operation } from './support/openapi.js';

/** The codes of an access refusal, as opposed to a route's own failures (e.g. a wrong password's 401). */
const ACCESS_CODES = new Set(['auth/missing-token', 'auth/invalid-token', 'auth/id-token-expired', 'auth/forbidden']);

type Who = 'anonymous' | 'customer' | 'staff' | 'admin';

const WHO: readonly Who[] = ['anonymous', 'customer', 'staff', 'admin'];

type Outcome = { status: number; code: string } | 'allowed';

const UNAUTHENTICATED: Outcome = { status: 401, code: 'auth/missing-token' };
const FORBIDDEN: Outcome = { status: 403, code: 'auth/forbidden' };

/**
 * Who may call a route of each access, written out (not computed with
 * core's `mayCall`, or the walk could not catch a wrong rule): anonymous
 * callers only public routes; customers customer routes too; the front desk
 * staff routes too; the admin everything.
 */
const OUTCOMES: Record<Operation['access'], Record<Who, Outcome>> = {
  public: { anonymous: 'allowed', customer: 'allowed', staff: 'allowed', admin: 'allowed' },
  customer: { anonymous: UNAUTHENTICATED, customer: 'allowed', staff: 'allowed', admin: 'allowed' },
  staff: { anonymous: UNAUTHENTICATED, customer: FORBIDDEN, staff: 'allowed', admin: 'allowed' },
  admin: { anonymous: UNAUTHENTICATED, customer: FORBIDDEN, staff: FORBIDDEN, admin: 'allowed' },
};

/** The routes the front desk works with (issue 12): the contract says they are staff routes. */
const STAFF_ROUTES = [
  'customerAdminList', 'customerAdminOne', 'customerQuery', 'customerCreate', 'checkoutAdmin', 'purchaseMarkPaid',
  'reservationsAdminList', 'reservationOne', 'reservationUpdate', 'deskDays',
  'customerAdminSummary', 'customerHistory', 'reservationDeskCancel', 'penaltyLift', 'rosterOne', 'rosterAttendAll', 'waitlistPromote',
];

/** What stays the admin's alone: the team, granting, revoking or taking away what a customer bought, and editing her profile. */
const ADMIN_ROUTES = [
  'teamList', 'teamInvite', 'teamRole', 'teamRemove', 'customerGiveAccess', 'customerRevokeAccess', 'customerRemoveClasses',
  'customerAdminUpdate',
];

const call = (h: Harness, operation: Operation, url: string, token: string | undefined, hints: SampleHints): Promise<Answer> =>
  h.request(operation.method, url, {
    token,
    ...(operation.body ? { body: sampleValue(operation.body, '', hints) } : {}),
  });

interface Demo {
  readonly tokens: Record<Who, string | undefined> & { other: string };
  readonly socia: typeof customers.$inferSelect;
  readonly hints: SampleHints;
}

const loadDemo = async (h: Harness): Promise<Demo> => {
  const [socia] = await h.db.select().from(customers).where(eq(customers.email, DEMO.socia));
  const [page] = await h.db.select().from(pages).limit(1);
  if (!socia || !page) throw new Error('The demo studio is missing socia or pages');
  return {
    tokens: {
      anonymous: undefined,
      customer: (await h.signIn(DEMO.socia)).token,
      staff: (await h.signIn(DEMO.staff)).token,
      admin: (await h.signIn(DEMO.admin)).token,
      other: (await h.signIn(DEMO.nueva)).token,
    },
    socia,
    hints: { page_id: page.page_id },
  };
};

/** Everything of one customer: rows of every table with its customer_id or uid. */
const snapshotOf = async (h: Harness, customer: { customer_id: number; uid: string }) => {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of await tableNames(h.db)) {
    const columns = await columnNames(h.db, table);
    if (columns.includes('customer_id')) snapshot[`${table}.customer_id`] = await rowsWhere(h.db, table, 'customer_id', customer.customer_id);
    if (columns.includes('uid')) snapshot[`${table}.uid`] = await rowsWhere(h.db, table, 'uid', customer.uid);
  }
  return snapshot;
};

/** True when a JSON answer holds the customer's identity anywhere. */
const mentions = (value: unknown, customer: { customer_id: number; uid: string; email: string }, key = ''): boolean => {
  if (Array.isArray(value)) return value.some((item) => mentions(item, customer));
  if (value && typeof value === 'object') return Object.entries(value).some(([name, item]) => mentions(item, customer, name));
  if (key === 'customer_id') return value === customer.customer_id;
  return value === customer.uid || value === customer.email;
};

const operations = operationsOf();

onEachDatabase('access walk over the OpenAPI document', (h) => {
  let demo: Demo;
  beforeAll(async () => {
    demo = await loadDemo(h());
  });

  it('walks the document the server serves', async () => {
    expect((await h().request('GET', '/api/openapi.json')).body).toEqual(buildOpenApiDocument(API_INFO));
    expect(operations.length).toBeGreaterThan(20);
  });

  it('has every route of the front desk as a staff route, and keeps the team and grants for the admin', () => {
    const accessOf = (id: string) => operations.find((operation) => operation.id === id)?.access;
    expect(Object.fromEntries(STAFF_ROUTES.map((id) => [id, accessOf(id)]))).toEqual(Object.fromEntries(STAFF_ROUTES.map((id) => [id, 'staff'])));
    expect(Object.fromEntries(ADMIN_ROUTES.map((id) => [id, accessOf(id)]))).toEqual(Object.fromEntries(ADMIN_ROUTES.map((id) => [id, 'admin'])));
  });

  describe.each(operations.map((operation) => [`${operation.method} ${operation.path} (${operation.access})`, operation] as const))(
    '%s',
    (_title, operation) => {
      it.each(WHO)('as %s', async (who) => {
        const url = await urlFor(h().db, operation, demo.hints);
        const answer = await call(h(), operation, url, demo.tokens[who], demo.hints);
        expect(answer.status, answer.text).toBeLessThan(500);
        const rule = OUTCOMES[operation.access][who];
        if (rule === 'allowed') {
          expect(ACCESS_CODES.has(answer.body?.code), `${who}: ${answer.status} ${answer.text}`).toBe(false);
        } else {
          expect(answer.status).toBe(rule.status);
          expect(answer.body?.code).toBe(rule.code);
        }
      });
    },
  );

  describe.each(operations.filter((operation) => operation.ownData).map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    "another customer's token on %s",
    (_title, operation) => {
      it("never reads or changes the first customer's data", async () => {
        const before = await snapshotOf(h(), demo.socia);
        // The body points at the first customer wherever the schema takes a customer_id.
        const hints = { ...demo.hints, customer_id: demo.socia.customer_id };
        const url = await urlFor(h().db, operation, hints);
        const answer = await call(h(), operation, url, demo.tokens.other, hints);
        expect(answer.status, answer.text).toBeLessThan(500);
        expect(mentions(answer.body, demo.socia), answer.text).toBe(false);
        expect(await snapshotOf(h(), demo.socia)).toEqual(before);
        if (operation.method === 'GET') {
          // The same call with the first customer's own token does reach its data.
          const own = await call(h(), operation, url, demo.tokens.customer, hints);
          expect(own.status).toBe(200);
          expect(mentions(own.body, demo.socia) || JSON.stringify(own.body).includes('[]'), own.text).toBe(true);
        }
      });
    },
  );
});
