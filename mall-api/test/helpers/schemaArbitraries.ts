import fc from 'fast-check';
import * as v from 'valibot';

/**
 * fast-check arbitraries derived from a call's valibot request schema by walking it:
 * - `hostileArbitrary`: values each schema node accepts, picked from hostile candidates (ids past
 *   the database's integers, NUL and other odd characters, the longest allowed strings, prototype
 *   keys in records), so they pass the gate and reach the handler;
 * - `malformedArbitrary`: values the schema refuses (wrong types, missing required keys, strings
 *   one past their limit or huge, numbers out of range, NaN-like strings, arrays where objects go,
 *   deep nesting, `__proto__` / `constructor` keys beside a broken field).
 * Only the node kinds the contract uses are known; an unknown kind fails loudly, so a schema that
 * grows a new kind gets covered here rather than skipped.
 */

/** The parts of a valibot schema node this walker reads. */
export interface Node {
  type: string;
  kind: 'schema';
  pipe?: readonly ({ kind: string; type: string; requirement?: unknown } | Node)[];
  entries?: Record<string, Node>;
  wrapped?: Node;
  item?: Node;
  options?: readonly (Node | string | number)[];
  literal?: unknown;
  key?: Node;
  value?: Node;
  default?: unknown;
}

const node = (schema: unknown) => schema as Node;
const accepts = (schema: Node, value: unknown) => v.safeParse(schema as unknown as v.GenericSchema, value).success;

/** The requirement of a pipe action, e.g. maxLength's 100. */
export function requirement(schema: Node, type: string): number | undefined {
  for (const step of schema.pipe ?? []) {
    // A pipe may start from another pipe (v.pipe(required(30), v.regex(...))).
    const found = step.kind === 'schema' ? (step !== schema ? requirement(step as Node, type) : undefined) : step.type === type ? (step as { requirement?: unknown }).requirement : undefined;
    if (typeof found === 'number') return found;
  }
  return undefined;
}

/** Strings longer than this are not generated: the body limit (413) is tested on its own. */
const LONGEST_STRING = 200_000;

/** Text that has broken servers: NUL, lone surrogates, direction overrides, SQL and markup, path tricks. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  'Ünïcødé ✓ 家具 🛋️ مرحبا',
  '\u202eevil\u202c',
  '\u200b\u200b',
  "'; drop table users; --",
  "' or '1'='1",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  '%00%0d%0a',
  '\r\n\t',
  '${7*7}{{7*7}}',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x7fffffff',
  'null',
  'undefined',
  '__proto__',
  'constructor',
];

/** Ordinary values, so that fields with a format (country codes, e-mails, keys) get valid ones too. */
const PLAIN_STRINGS = [
  'a',
  'DE',
  'ES',
  'EU',
  'PC',
  'Berlin',
  '10119',
  'K7QX',
  // A 6-digit verification code, a dial code and a mobile number (issue 14's account calls).
  '123456',
  '+49',
  '1701234567',
  'nobody@example.com',
  '+49 30 5550123',
  '/buyer/pay-result',
  'k-hostile-0123456789',
  'MOCKPAY',
  'application/pdf',
  'JVBERi0xLjQK',
];

/** Numbers around the edges of what JSON, JavaScript and PostgreSQL's integer and bigint hold. */
export const HOSTILE_NUMBERS = [
  0,
  -0,
  1,
  2,
  5,
  -1,
  0.5,
  1.005,
  999,
  5001,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 - 1,
  2 ** 63,
  1e21,
  1e300,
  -1e300,
  Number.MIN_VALUE,
];

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

/** An own, enumerable property even for `__proto__` (as JSON.parse makes it), so it is sent. */
function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

/** The schema a `v.pipe(schema, ...checks)` starts from. */
const withoutPipe = (schema: Node): Node => (schema.pipe?.[0] as Node | undefined) ?? schema;

/** Whether some value is refused by the node (not so for unknown / any). */
const canBreak = (schema: Node): boolean =>
  schema.type === 'unknown' || schema.type === 'any' ? false : schema.wrapped ? canBreak(schema.wrapped) : true;

const isOptional = (schema: Node) => schema.type === 'optional' || schema.type === 'exact_optional' || schema.type === 'nullish';

function stringCandidates(schema: Node): string[] {
  const max = requirement(schema, 'max_length') ?? requirement(schema, 'length');
  const min = requirement(schema, 'min_length');
  const sized: string[] = [];
  for (const size of [min, max, max === undefined ? 5_000 : undefined]) {
    if (size === undefined || size > LONGEST_STRING) continue;
    sized.push('x'.repeat(size), '界'.repeat(size), '\u0000'.repeat(size));
  }
  return [...HOSTILE_STRINGS, ...PLAIN_STRINGS, ...sized];
}

function numberCandidates(schema: Node): number[] {
  const bounds = [requirement(schema, 'min_value'), requirement(schema, 'max_value')].filter((n): n is number => n !== undefined);
  return [...HOSTILE_NUMBERS, ...bounds];
}

/** One of the candidates the node accepts; the first candidate when it accepts none (the whole value is then refused). */
function acceptedFrom<T>(schema: Node, candidates: T[]): fc.Arbitrary<T> {
  const accepted = candidates.filter((c) => accepts(schema, c));
  return fc.constantFrom(...(accepted.length > 0 ? accepted : candidates.slice(0, 1)));
}

/** Any JSON, keys included that name prototypes. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(...PROTOTYPE_KEYS).map((key) => withKey({}, key, { polluted: true })),
);

/** Values the schema (or each node of it, where a whole-object check cannot be met) accepts, as hostile as possible. */
export function hostileArbitrary(schema: unknown): fc.Arbitrary<unknown> {
  const s = node(schema);
  switch (s.type) {
    case 'optional':
    case 'exact_optional':
    case 'nullish':
    case 'undefinedable':
      return fc.oneof(fc.constant(undefined), hostileArbitrary(s.wrapped));
    case 'nullable':
      return fc.oneof(fc.constant(null), hostileArbitrary(s.wrapped));
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const entries = s.entries ?? {};
      const arbitraries = Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, hostileArbitrary(entry)]));
      const requiredKeys = Object.keys(entries).filter((key) => !isOptional(entries[key]!));
      const object = fc.record(arbitraries, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>;
      // Object-level checks (one of two keys given) are met, unless a field already fails (no candidate fitted it).
      const withoutChecks = withoutPipe(s);
      const passing = s === withoutChecks ? object : object.filter((value) => accepts(s, value) || !accepts(withoutChecks, value));
      return s.type === 'strict_object' ? passing : fc.oneof(passing, passing.map((value) => withKey({ ...value }, '__proto__', { isAdmin: true })));
    }
    case 'array': {
      const max = Math.min(requirement(s, 'max_length') ?? 3, 3);
      const min = requirement(s, 'min_length') ?? 0;
      return fc.array(hostileArbitrary(s.item), { minLength: Math.min(min, max), maxLength: Math.max(min, max) });
    }
    case 'record':
      return fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, 'a', '💥'), fc.string()), hostileArbitrary(s.value), { maxKeys: 4 });
    case 'string':
      return acceptedFrom(s, stringCandidates(s));
    case 'number':
      return acceptedFrom(s, numberCandidates(s));
    case 'boolean':
      return fc.boolean();
    case 'picklist':
      return fc.constantFrom(...(s.options as (string | number)[]));
    case 'literal':
      return fc.constant(s.literal);
    case 'union':
    case 'variant':
      return fc.oneof(...(s.options as Node[]).map(hostileArbitrary));
    case 'unknown':
    case 'any':
      return anyJson;
    default:
      throw new Error(`schemaArbitraries: no arbitrary for valibot schema type '${s.type}'`);
  }
}

/** Deep nesting: arrays and objects some hundred levels down. */
const deeplyNested: fc.Arbitrary<unknown> = fc.integer({ min: 200, max: 2_000 }).chain((depth) =>
  fc.constantFrom<unknown>(
    JSON.parse('['.repeat(depth) + ']'.repeat(depth)),
    JSON.parse('{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  ),
);

/** Values of a different JSON type than any schema node expects (filtered against the node below). */
const wrongTypes: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 1e300, '', 'NaN', '1', 'true', 'null', [], {}, [{}], { length: 1 }),
  fc.string({ maxLength: 20 }),
  fc.double(),
  deeplyNested,
  anyJson,
);

/** A value the schema node refuses. */
function malformedNode(s: Node): fc.Arbitrary<unknown> {
  const ways: fc.Arbitrary<unknown>[] = [wrongTypes];
  switch (s.type) {
    case 'optional':
    case 'exact_optional':
    case 'nullish':
    case 'nullable':
    case 'undefinedable':
      ways.push(malformedNode(s.wrapped!));
      break;
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const entries = Object.entries(s.entries ?? {}).filter(([, entry]) => canBreak(entry));
      const required = entries.filter(([, entry]) => !isOptional(entry)).map(([key]) => key);
      const whole = hostileArbitrary(withoutPipe(s)) as fc.Arbitrary<Record<string, unknown>>;
      if (required.length > 0) {
        // A required key left out (next to prototype keys, which must not stand in for it).
        ways.push(
          fc.tuple(whole, fc.constantFrom(...required), fc.boolean()).map(([value, key, prototypeKeys]) => {
            const { [key]: _left, ...rest } = value;
            return prototypeKeys ? withKey(withKey(rest, '__proto__', { [key]: 1 }), 'constructor', { prototype: { [key]: 1 } }) : rest;
          }),
        );
      }
      if (entries.length > 0) {
        // One field broken, the others plausible.
        ways.push(
          fc
            .constantFrom(...entries)
            .chain(([key, entry]) => fc.tuple(whole, fc.constant(key), malformedNode(entry)))
            .map(([value, key, broken]) => withKey({ ...value }, key, broken)),
        );
      }
      ways.push(fc.array(whole, { minLength: 1, maxLength: 2 }));
      break;
    }
    case 'array': {
      const max = requirement(s, 'max_length');
      ways.push(fc.array(malformedNode(s.item!), { minLength: 1, maxLength: 3 }));
      if (max !== undefined && max <= 1_000) ways.push(fc.array(hostileArbitrary(s.item), { minLength: max + 1, maxLength: max + 1 }));
      ways.push(hostileArbitrary(s.item).map((item) => ({ 0: item, length: 1 })));
      break;
    }
    case 'record':
      ways.push(fc.constantFrom(...PROTOTYPE_KEYS).chain((key) => malformedNode(s.value!).map((broken) => withKey({}, key, broken))));
      break;
    case 'string': {
      const max = requirement(s, 'max_length') ?? requirement(s, 'length');
      ways.push(fc.constantFrom(...HOSTILE_STRINGS, 'x'.repeat(Math.min((max ?? 0) + 1, LONGEST_STRING)), '😀'.repeat(Math.min(max ?? 1, LONGEST_STRING) + 1)));
      break;
    }
    case 'number':
      ways.push(fc.constantFrom(...HOSTILE_NUMBERS, ...numberCandidates(s).flatMap((n) => [n - 1, n + 1, n + 0.5])), fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e400', '0x10', '1'));
      break;
    case 'picklist':
      ways.push(fc.constantFrom('NOT_AN_OPTION', '', ...(s.options as (string | number)[]).map((o) => (typeof o === 'string' ? o.toLowerCase() + ' ' : String(o)))));
      break;
    case 'literal':
      ways.push(fc.constantFrom(`${String(s.literal)} `, String(s.literal).toLowerCase(), 0));
      break;
    case 'union':
    case 'variant':
      ways.push(...(s.options as Node[]).map(malformedNode));
      break;
    case 'boolean':
      ways.push(fc.constantFrom('true', 'false', 1, 0));
      break;
    case 'unknown':
    case 'any':
      // Anything goes here: only a broken sibling makes the whole refused.
      break;
    default:
      throw new Error(`schemaArbitraries: no malformed values for valibot schema type '${s.type}'`);
  }
  return fc.oneof(...ways).filter((value) => !accepts(s, value));
}

/** A value the whole schema refuses (filtered against it, so a "malformed" value that happens to pass is never sent). */
export function malformedArbitrary(schema: unknown): fc.Arbitrary<unknown> {
  const s = node(schema);
  return malformedNode(s).filter((value) => !accepts(s, value));
}

/**
 * A plain value the node accepts (first fitting candidate; required keys only, the shortest
 * arrays), for requests that must pass the gate to reach the handler. Undefined when the node
 * may be left out. `hints` give realistic values by field name (an address the rules accept).
 */
export function plainValue(schema: unknown, hints: Readonly<Record<string, unknown>> = {}): unknown {
  const s = node(schema);
  switch (s.type) {
    case 'optional':
    case 'exact_optional':
    case 'nullish':
    case 'undefinedable':
      return undefined;
    case 'nullable':
      return null;
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const value: Record<string, unknown> = {};
      for (const [key, entry] of Object.entries(s.entries ?? {})) {
        // A hint (a realistic value for a field name) wins where the field takes it.
        const item = key in hints && accepts(entry, hints[key]) ? hints[key] : plainValue(entry, hints);
        if (item !== undefined) value[key] = item;
      }
      return value;
    }
    case 'array':
      return Array.from({ length: requirement(s, 'min_length') ?? 0 }, () => plainValue(unwrapped(s.item), hints));
    case 'record':
      return {};
    case 'string': {
      const min = requirement(s, 'min_length') ?? 0;
      const candidates = [...PLAIN_STRINGS, 'x'.repeat(Math.max(min, 1))];
      return candidates.find((c) => accepts(s, c)) ?? candidates[0];
    }
    case 'number':
      return [1, 2, 5, ...numberCandidates(s)].find((n) => accepts(s, n)) ?? 1;
    case 'boolean':
      return false;
    case 'picklist':
      return (s.options as unknown[])[0];
    case 'literal':
      return s.literal;
    case 'union':
    case 'variant':
      return plainValue((s.options as Node[])[0], hints);
    case 'unknown':
    case 'any':
      return undefined;
    default:
      throw new Error(`schemaArbitraries: no plain value for valibot schema type '${s.type}'`);
  }
}

/** The node without optional / nullable wrappers. */
export function unwrapped(schema: unknown): Node {
  const s = node(schema);
  return s.wrapped ? unwrapped(s.wrapped) : s;
}

/** A plain value even where the node may be left out (the wrapped schema's). */
export const requiredValue = (schema: unknown): unknown => plainValue(unwrapped(schema));

/** The entries of an object node, through its pipe and wrappers (none for other kinds). */
export const entriesOf = (schema: unknown): Record<string, unknown> => unwrapped(schema).entries ?? {};
/** The item of an array node, through its wrappers. */
export const itemOf = (schema: unknown): unknown => unwrapped(schema).item;
export const typeOf = (schema: unknown): string => unwrapped(schema).type;
