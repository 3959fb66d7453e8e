import { buildOpenApiDocument } from '@estudio/core';
import { API_INFO } from '../../../src/app.js';
import type { Db } from '../../../src/db/client.js';
import { columnNames, primaryKeyOf, someValue, someValueWhere, tableNames } from './db-inspect.js';
import { sampleValue, type JsonSchema, type SampleHints } from './json-schema.js';

/** One operation of the OpenAPI document, as the table-driven tests walk it. */
export interface Operation {
  readonly id: string;
  readonly method: string;
  /** OpenAPI path, `/api/pages/{slug}`. */
  readonly path: string;
  readonly access: 'public' | 'customer' | 'staff' | 'admin';
  readonly ownData: boolean;
  readonly body: JsonSchema | undefined;
  readonly query: readonly { name: string; required: boolean; schema: JsonSchema }[];
}

interface RawOperation {
  operationId: string;
  'x-access': Operation['access'];
  'x-own-data'?: boolean;
  parameters?: { name: string; in: string; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: { 'application/json'?: { schema: JsonSchema }; 'multipart/form-data'?: { schema: JsonSchema } } };
}

/** The operations of a document (by default the one the server serves, built from core's routes). */
export const operationsOf = (document: unknown = buildOpenApiDocument(API_INFO)): Operation[] => {
  const paths = (document as { paths: Record<string, Record<string, RawOperation>> }).paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, raw]) => ({
      id: raw.operationId,
      method: method.toUpperCase(),
      path,
      access: raw['x-access'],
      ownData: raw['x-own-data'] === true,
      // Upload routes take multipart forms, not JSON: the JSON walks send them no body.
      body: raw.requestBody?.content['application/json']?.schema,
      query: (raw.parameters ?? []).filter((parameter) => parameter.in === 'query'),
    })));
};

/** The table a path's first segment names: `customer` → customers, `class_types` → class_types. */
const tableFor = (path: string, tables: readonly string[]): string | undefined => {
  const resource = path.split('/').filter(Boolean)[1] ?? '';
  return [resource, `${resource}s`, resource.replace(/y$/, 'ies')].find((name) => tables.includes(name));
};

/** The smallest `column` of the hinted customer's rows, when the table has a customer_id and a customer is hinted. */
const ownedValue = async (db: Db, table: string, column: string, columns: readonly string[], hints: SampleHints) => {
  const customerId = hints.customer_id;
  if (typeof customerId !== 'number' || !columns.includes('customer_id')) return undefined;
  return someValueWhere(db, table, column, 'customer_id', customerId);
};

/**
 * The operation's URL with path parameters filled from existing rows: `{id}`
 * is the primary key of the resource's table, another name the column of
 * that name; required query parameters get sample values. With a
 * `customer_id` hint the row is one of that customer's when she has one, so
 * an own-data walk really aims at her data.
 */
export const urlFor = async (db: Db, operation: Operation, hints: SampleHints = {}): Promise<string> => {
  const table = tableFor(operation.path, await tableNames(db));
  const columns = table ? await columnNames(db, table) : [];
  let path = operation.path;
  for (const [, name] of operation.path.matchAll(/\{(\w+)\}/g)) {
    if (!name) continue;
    const column = name === 'id' && table ? await primaryKeyOf(db, table) : columns.includes(name) ? name : undefined;
    const owned = table && column ? await ownedValue(db, table, column, columns, hints) : undefined;
    const value = owned ?? (table && column ? await someValue(db, table, column) : undefined);
    path = path.replace(`{${name}}`, encodeURIComponent(value ?? '1'));
  }
  const search = new URLSearchParams();
  for (const parameter of operation.query.filter((candidate) => candidate.required)) {
    search.set(parameter.name, String(sampleValue(parameter.schema, parameter.name, hints)));
  }
  return search.size ? `${path}?${search}` : path;
};
