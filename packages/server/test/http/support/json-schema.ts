import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour) that core's zod schemas produce. */
export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly format?: string;
  readonly pattern?: string;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: boolean | number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly nullable?: boolean;
}

/** Values the sampler should use for fields it cannot invent, e.g. existing ids. */
export type SampleHints = Readonly<Record<string, unknown>>;

let sequence = 0;
const unique = (): string => `${Date.now().toString(36)}${(sequence += 1).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const typeOf = (schema: JsonSchema): string | undefined => (Array.isArray(schema.type) ? schema.type[0] : (schema.type as string | undefined));

const sampleString = (schema: JsonSchema, name: string): string => {
  if (schema.format === 'email' || name === 'email') return `muestra-${unique()}@prueba.test`;
  if (name.includes('password')) return 'secreta123';
  if (name === 'phone') return `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  if (name.includes('token')) return `tok${unique()}${'x'.repeat(24)}`;
  if (schema.format === 'date') return '1990-05-01';
  if (schema.format === 'date-time') return new Date(0).toISOString();
  if (schema.pattern) {
    const [value] = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: sequence });
    if (value !== undefined) return value;
  }
  const text = `Muestra ${unique()}`;
  return schema.maxLength !== undefined ? text.slice(0, Math.max(schema.minLength ?? 1, schema.maxLength)) : text;
};

const sampleNumber = (schema: JsonSchema, name: string, hints: SampleHints): number => {
  const hinted = hints[name];
  if (typeof hinted === 'number') return hinted;
  const floor = schema.minimum ?? 1;
  return schema.exclusiveMinimum === true ? floor + 1 : Math.max(floor, 1);
};

/**
 * A value that satisfies `schema`, built from its JSON Schema: every property
 * (optional ones too), plausible strings by field name and pattern, and ids
 * from `hints`, so a body reaches a route's logic rather than its validation.
 */
export const sampleValue = (schema: JsonSchema, name = '', hints: SampleHints = {}): unknown => {
  if (name in hints && typeof hints[name] !== 'number') return hints[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const option = schema.anyOf?.find((candidate) => typeOf(candidate) !== 'null') ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (option) return sampleValue(option, name, hints);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleValue(value, key, hints)]));
    case 'array':
      return schema.minItems && schema.items ? [sampleValue(schema.items, name, hints)] : [];
    case 'string':
      return sampleString(schema, name);
    case 'integer':
    case 'number':
      return sampleNumber(schema, name, hints);
    case 'boolean':
      return false;
    default:
      return null;
  }
};

/** A value of another JSON type than `schema` asks for. */
export const wrongTypeFor = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  const type = typeOf(schema);
  const options: fc.Arbitrary<unknown>[] = [
    ...(type === 'string' ? [] : [fc.string({ maxLength: 40 })]),
    ...(type === 'integer' || type === 'number' ? [] : [fc.integer(), fc.double()]),
    ...(type === 'boolean' ? [] : [fc.boolean()]),
    ...(type === 'array' ? [] : [fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 })]),
    ...(type === 'object' ? [] : [fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 })]),
    ...(schema.nullable ? [] : [fc.constant(null)]),
  ];
  return fc.oneof(...options);
};

/**
 * Objects one mistake away from valid: one property of the wrong type, one
 * required property missing, or an out-of-range string.
 */
export const nearValid = (schema: JsonSchema, hints: SampleHints): fc.Arbitrary<unknown> => {
  const keys = Object.keys(schema.properties ?? {});
  if (keys.length === 0) return fc.jsonValue({ maxDepth: 2 });
  const base = () => sampleValue(schema, '', hints) as Record<string, unknown>;
  const wrongType = fc.constantFrom(...keys).chain((key) =>
    wrongTypeFor(schema.properties?.[key] ?? {}).map((value) => ({ ...base(), [key]: value })));
  const missing = fc.constantFrom(...(schema.required?.length ? schema.required : keys)).map((key) => {
    const { [key]: _dropped, ...rest } = base();
    return rest;
  });
  const tooLong = fc.constantFrom(...keys).map((key) => ({ ...base(), [key]: 'x'.repeat(6000) }));
  return fc.oneof(wrongType, missing, tooLong);
};
