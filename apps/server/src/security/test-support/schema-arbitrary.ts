import fc from 'fast-check';

/**
 * fast-check arbitraries from the JSON schemas of the OpenAPI document (as fastify-type-provider-zod
 * renders the zod contracts): values that follow the schema, and hostile values that break it.
 * Used by the fuzzer (imported by *.test.ts files only).
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  default?: unknown;
  description?: string;
}

/** Strings that break naive code: NUL, lone surrogates, bidi and zero-width marks, injections, traversal, long runs. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff\ud800y',
  '\u202eevil\u202c',
  '\u200b\u200d\ufeff',
  'ǅß İ ﬃ',
  '💩'.repeat(40),
  'e\u0301'.repeat(20),
  "'; drop table users; --",
  '" or 1=1 --',
  '%_\\%',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  'null',
  'undefined',
  '-1',
  'NaN',
  'Infinity',
  '1e309',
  '0x10',
  '9'.repeat(400),
  ' '.repeat(300),
  '\r\n\t\u000b\f',
  'a'.repeat(10_000),
];

/** What long runs of a pattern's favourite characters are made of (issue 15 H-2): '.', '@', '_', spaces, 'a', and the e-mail shape. */
const LONG_STRING_UNITS = ['.', '@', '_', ' ', 'a', 'a@…@'] as const;
const LONG_STRING_LENGTHS = [100_000, 400_000, 1_000_000] as const;

/**
 * The `index`-th adversarial long string: the shapes and lengths (100 KB to 1 MB, within the 1 MB
 * body limit) rotate with the index, so a fuzz run covers all of them, the same way every time.
 */
function longString(index: number, maxLength: number = LONG_STRING_LENGTHS[2]): string {
  const unit = LONG_STRING_UNITS[index % LONG_STRING_UNITS.length] as (typeof LONG_STRING_UNITS)[number];
  const length = Math.min(
    maxLength,
    LONG_STRING_LENGTHS[Math.floor(index / LONG_STRING_UNITS.length) % LONG_STRING_LENGTHS.length] as number,
  );
  return unit === 'a@…@' ? `a@${'.'.repeat(length - 3)}@` : unit.repeat(length);
}

/** Every shape once, at the `index`-th length (the lengths rotate from one field to the next). */
export function longStrings(index: number, maxLength?: number): string[] {
  return LONG_STRING_UNITS.map((_, shape) => longString(index * LONG_STRING_UNITS.length + shape, maxLength));
}

/** Where a value holds strings: paths of its string leaves (first array element only), for one long variant each. */
export function stringLeafPaths(
  value: unknown,
  path: ReadonlyArray<string | number> = [],
): Array<ReadonlyArray<string | number>> {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.length > 0 ? stringLeafPaths(value[0], [...path, 0]) : [];
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => stringLeafPaths(inner, [...path, key]));
  return [];
}

/** A copy of `value` with the leaf at `path` replaced. */
export function withLeaf(value: unknown, path: ReadonlyArray<string | number>, leaf: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return leaf;
  if (Array.isArray(value)) {
    const items: unknown[] = value;
    return items.map((inner, index) => (index === head ? withLeaf(inner, rest, leaf) : inner));
  }
  const object = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return { ...object, [head]: withLeaf(object[head], rest, leaf) };
}

export const NASTY_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  5e-324,
];

/** JSON nested `depth` levels deep, as text (JSON.stringify of it would itself overflow the stack). */
export function deepJsonText(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A nested value that JSON.stringify still handles (the fuzzer sends it as a regular body). */
function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let index = 0; index < depth; index += 1) {
    value = index % 2 === 0 ? [value] : { a: value };
  }
  return value;
}

/** Any hostile value: wrong types, nasty strings and numbers, nesting, big arrays. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      [],
      {},
      [null],
      { '': null },
      JSON.parse('{"__proto__":{"polluted":true}}'),
      { constructor: { prototype: { polluted: true } } },
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 400 }).map(nested) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map((length) => Array.from({ length }, (_, index) => index)),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
);

export interface ArbitraryContext {
  resolve(ref: string): JsonSchema;
  /** Values for a named field that reach deeper than generic data (pool ids, question contents). */
  hint?(name: string, schema: JsonSchema): fc.Arbitrary<unknown> | undefined;
}

function merged(schemas: JsonSchema[], context: ArbitraryContext): JsonSchema {
  const result: JsonSchema = { type: 'object', properties: {}, required: [] };
  for (const raw of schemas) {
    const schema = raw.$ref ? context.resolve(raw.$ref) : raw;
    Object.assign(result.properties as object, schema.properties ?? {});
    result.required = [...(result.required ?? []), ...(schema.required ?? [])];
  }
  return result;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, minLength + 40));
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date(0), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  if (schema.format === 'date')
    return fc
      .date({ min: new Date(0), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
    } catch {
      // An unsupported pattern: fall through to plain strings.
    }
  }
  return fc.string({ minLength, maxLength });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1_000_000, -1_000_000_000);
  const max = Math.min(schema.maximum ?? 1_000_000, 1_000_000_000);
  const low = Math.min(min, max);
  const inRange = integer
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(max) })
    : fc.double({ min: low, max, noNaN: true, noDefaultInfinity: true });
  const bounds = [schema.minimum, schema.maximum].filter((value): value is number => typeof value === 'number');
  return bounds.length > 0 ? fc.oneof(inRange, fc.constantFrom(...bounds)) : inRange;
}

/** Values that follow the schema (as far as a generator can: patterns with lookarounds fall back to strings). */
export function validArbitrary(
  schema: JsonSchema,
  context: ArbitraryContext,
  depth = 0,
  name = '',
): fc.Arbitrary<unknown> {
  const hinted = context.hint?.(name, schema);
  if (hinted) return hinted;
  if (schema.$ref) return validArbitrary(context.resolve(schema.$ref), context, depth, name);
  if (schema.allOf) return validArbitrary(merged(schema.allOf, context), context, depth, name);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0)
    return fc.oneof(...choices.map((choice) => validArbitrary(choice, context, depth + 1, name)));
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const base = baseArbitrary(schema, context, depth, name);
  return schema.nullable ? fc.oneof({ weight: 5, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

function baseArbitrary(
  schema: JsonSchema,
  context: ArbitraryContext,
  depth: number,
  name: string,
): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, minLength + 4));
      return fc.array(validArbitrary(schema.items ?? {}, context, depth + 1, name), { minLength, maxLength });
    }
    case 'object': {
      if (depth > 6) return fc.constant({});
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, inner] of Object.entries(properties)) {
        record[key] = validArbitrary(inner, context, depth + 1, key);
      }
      // Fields with a default are "required" in the rendered input schema but may be left out.
      const requiredKeys = Object.keys(properties).filter(
        (key) => required.has(key) && (properties[key] as JsonSchema).default === undefined,
      );
      return fc.record(record, { requiredKeys });
    }
    default:
      // {} (any value: a transform or an unknown field such as a response).
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/** A value of the schema, or one broken in one place: a field missing, a field hostile, an extra field, or all of it hostile. */
export function fuzzedArbitrary(schema: JsonSchema | undefined, context: ArbitraryContext): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), hostileValue);
  const valid = validArbitrary(schema, context);
  const resolved = schema.$ref ? context.resolve(schema.$ref) : schema;
  const keys = Object.keys(resolved.properties ?? {});
  const broken =
    keys.length === 0
      ? hostileValue
      : fc
          .tuple(valid, fc.constantFrom(...keys), hostileValue, fc.nat({ max: 3 }))
          .map(([value, key, hostile, how]) => {
            const object =
              typeof value === 'object' && value !== null && !Array.isArray(value)
                ? { ...(value as Record<string, unknown>) }
                : {};
            if (how === 0) return Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));
            else if (how === 1) object[key] = hostile;
            else if (how === 2) object[`unknown_${key}`] = hostile;
            else object[key] = typeof object[key] === 'string' ? `${object[key]}${hostile as string}` : hostile;
            return object;
          });
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 5, arbitrary: broken },
    { weight: 1, arbitrary: hostileValue },
  );
}
