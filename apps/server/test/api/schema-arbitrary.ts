import fc from 'fast-check';

/** The subset of JSON Schema that z.toJSONSchema writes for our request bodies (docs/api/openapi.json). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

/** What a field may hold instead of what its schema asks: wrong types, edge numbers, odd strings. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1e5',
    'NaN',
    '١٢٣',
    '9'.repeat(40),
    'constructor',
    '__proto__',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    1e308,
    -0,
    Number.MAX_SAFE_INTEGER + 2,
  ),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const stringOf = (s: JsonSchema): fc.Arbitrary<string> => {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 40, min + 40);
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= min && v.length <= max);
    } catch {
      // A pattern fast-check cannot invert: plain strings of the right length.
    }
  }
  return fc.string({ minLength: min, maxLength: max });
};

const typed = (s: JsonSchema, type: string): fc.Arbitrary<unknown> => {
  switch (type) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1_000_000, max: s.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? nearValid(s.items) : junk, {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, (s.minItems ?? 0) + 4),
      });
    case 'object':
      return objectOf(s);
    default:
      return junk;
  }
};

const objectOf = (s: JsonSchema): fc.Arbitrary<unknown> => {
  const props = Object.entries(s.properties ?? {});
  if (props.length === 0) return fc.constant({});
  return fc.record(Object.fromEntries(props.map(([k, v]) => [k, nearValid(v)])), {
    requiredKeys: [],
  });
};

/** A value of the schema's own shape. */
const valid = (s: JsonSchema): fc.Arbitrary<unknown> => {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const options = s.anyOf ?? s.oneOf;
  if (options) return fc.oneof(...options.map(valid));
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length === 0) return s.properties ? objectOf(s) : junk;
  return fc.oneof(...types.map((t) => typed(s, t)));
};

/**
 * Mostly of the schema's shape, sometimes junk: bodies that get past their first field reach the deeper
 * rules, and the junk covers every wrong type a field can get.
 */
export const nearValid = (s: JsonSchema): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: valid(s), weight: 6 }, { arbitrary: junk, weight: 1 });
