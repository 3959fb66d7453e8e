/**
 * The OpenAPI fuzz walk: arbitrary and near-valid bodies on every route with
 * a body, odd paths and query strings on every route, as every caller. One
 * file per engine (fuzz.pglite.test.ts, fuzz.postgres.test.ts) runs the same
 * properties with the same runs, so the test run's two workers share it.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../../src/db/schema/index.js';
import { dataTableNames, rowCounts } from './db-inspect.js';
import { DEMO, onEachDatabase, type DatabaseKind, type Harness } from './harness.js';
import { nearValid, sampleValue, type SampleHints } from './json-schema.js';
import { operationsOf, urlFor, type Operation } from './openapi.js';

/** Enough to find a crash in a handler, few enough that the suite runs in seconds. */
const RUNS = 25;
/** Runs per operation of the walk over paths and query strings (every operation, four callers each). */
const ADDRESS_RUNS = 4;

const withBody = operationsOf().filter((operation) => operation.body !== undefined);

interface Context {
  /** The callers: customer, staff and admin; the address walk adds the public (no token). */
  readonly tokens: readonly string[];
  readonly tables: readonly string[];
  readonly hints: SampleHints;
}

/**
 * Sends `body` with each token: every answer is a 4xx or a success, never a
 * 5xx, and a refused request leaves every table's row count as it was.
 */
const probe = async (h: Harness, context: Context, operation: Operation, body: unknown, url?: string): Promise<void> => {
  const address = url ?? await urlFor(h.db, operation, context.hints);
  const callers: readonly (string | undefined)[] = url === undefined ? context.tokens : [undefined, ...context.tokens];
  for (const token of callers) {
    const before = await rowCounts(h.db, context.tables);
    const answer = await h.request(operation.method, address, { ...(token ? { token } : {}), ...(body === undefined ? {} : { raw: JSON.stringify(body) }) });
    const what = `${operation.id} ${address} ${JSON.stringify(body) ?? ''} as ${token ? 'signed in' : 'public'}`;
    expect(answer.status, `${what} → ${answer.text}`).toBeLessThan(500);
    expect(answer.status).toBeGreaterThanOrEqual(200);
    if (answer.status >= 400) expect(await rowCounts(h.db, context.tables), `${what} wrote on ${answer.status}`).toEqual(before);
  }
};

/** The callers' tokens, the tables to count and the sample hints, read once per suite. */
const contextOf = async (h: Harness): Promise<Context> => {
  const [page] = await h.db.select().from(pages).limit(1);
  return {
    tokens: [(await h.signIn(DEMO.socia)).token, (await h.signIn(DEMO.staff)).token, (await h.signIn(DEMO.admin)).token],
    tables: await dataTableNames(h.db),
    hints: { page_id: page?.page_id ?? 1 },
  };
};

/** Path and query values that are wrong or extreme for any parameter: a route must refuse them with a 4xx. */
const oddValue = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', '2147483648', '9007199254740993', '1e309', 'NaN', 'null', 'abc', '%00', '..%2F..', "1' or '1'='1", 'x'.repeat(300), ''),
  fc.integer().map(String),
  fc.string({ maxLength: 20 }),
);

/** The values of an operation's path parameters in a URL built for it by `urlFor`, by name. */
const pathValues = (operation: Operation, url: string): Map<string, string> => {
  const template = operation.path.split('/');
  const actual = (url.split('?')[0] ?? '').split('/');
  return new Map(template.flatMap((segment, index) => {
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    return name ? [[name, actual[index] ?? '1'] as const] : [];
  }));
};

/**
 * Addresses for an operation: each path parameter the valid value `urlFor`
 * found or an odd one; each query parameter absent, a valid sample, or an
 * odd value.
 */
const addressOf = (operation: Operation, valid: string, hints: SampleHints): fc.Arbitrary<string> => {
  const values = pathValues(operation, valid);
  const names = [...values.keys()];
  const path = fc.tuple(...names.map((name) => fc.oneof(fc.constant(values.get(name) ?? '1'), oddValue.map(encodeURIComponent))))
    .map((chosen) => names.reduce((built, name, index) => built.replace(`{${name}}`, chosen[index] ?? '1'), operation.path));
  const query = fc.tuple(...operation.query.map((parameter) =>
    fc.option(fc.oneof(fc.constant(String(sampleValue(parameter.schema, parameter.name, hints))), oddValue), { nil: undefined })))
    .map((chosen) => new URLSearchParams(operation.query.flatMap((parameter, index) => {
      const value = chosen[index];
      return value === undefined ? [] : [[parameter.name, value] as [string, string]];
    })).toString());
  return fc.tuple(path, query).map(([built, search]) => (search ? `${built}?${search}` : built));
};

/** Both walks, on the given engine(s). */
export const fuzzSuites = (kinds: readonly DatabaseKind[]): void => {
  onEachDatabase('fuzzed bodies on every route with a body', (h) => {
    let context: Context;
    beforeAll(async () => {
      context = await contextOf(h());
    });

    it('has routes with bodies to fuzz', () => {
      expect(withBody.length).toBeGreaterThan(5);
    });

    describe.each(withBody.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))('%s', (_title, operation) => {
      it('answers arbitrary JSON with a 4xx or a success, never a 5xx, and no partial write', async () => {
        await fc.assert(fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), (body) => probe(h(), context, operation, body)), { numRuns: RUNS });
        expect(h().logger.errors).toEqual([]);
      });

      it('answers near-valid objects (a wrong type, a missing field, too long) the same way', async () => {
        const schema = operation.body ?? {};
        await fc.assert(fc.asyncProperty(nearValid(schema, context.hints), (body) => probe(h(), context, operation, body)), { numRuns: RUNS });
        expect(h().logger.errors).toEqual([]);
      });
    });
  }, {}, kinds);

  onEachDatabase('fuzzed paths and query strings on every route, for every caller', (h) => {
    let context: Context;
    beforeAll(async () => {
      context = await contextOf(h());
    });

    describe.each(operationsOf().map((operation) => [`${operation.method} ${operation.path}`, operation] as const))('%s', (_title, operation) => {
      it('answers valid, invalid and extreme paths and query strings, public or signed in, with a 4xx or a success and no write on a refusal', async () => {
        const valid = await urlFor(h().db, operation, context.hints);
        const body = operation.body ? nearValid(operation.body, context.hints) : fc.constant(undefined);
        await fc.assert(
          fc.asyncProperty(addressOf(operation, valid, context.hints), body, (url, sent) => probe(h(), context, operation, sent, url)),
          { numRuns: ADDRESS_RUNS },
        );
        expect(h().logger.errors).toEqual([]);
      });
    });
  }, {}, kinds);
};
