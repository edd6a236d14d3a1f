/**
 * Issue 28 item 4: one small request never gets a huge answer nor a 500. For every JSON call of the
 * contract: every array it takes is bounded (maxLength; records maxEntries) and its largest valid
 * request fits its body limit and nesting bound; JSON nested past the bound is refused as
 * body.tooDeep before anything parses it; an array of thousands answers a short 400 naming a few
 * fields at most; a body past the call's own limit gets 413.
 */
import * as v from 'valibot';
import { type AnyCall, FailureEnvelope, isArrayWrapped, isMultipart, resolvePath } from '@mall/shared/contract';
import { bodyLimitOf } from '../src/http/bodyLimits';
import { MAX_JSON_DEPTH, MAX_JSON_ITEMS, jsonShapeProblem } from '../src/http/jsonShape';
import { MAX_REPORTED_ISSUES } from '../src/http/route';
import { contractCalls } from './helpers/contractCalls';
import { type Caller, CallerSessions } from './helpers/hostileCaller';
import { type Node, requirement } from './helpers/schemaArbitraries';
import { startTestServer, type TestServer } from './helpers/server';
import { sendUnfinished } from './helpers/unfinished';

const jsonCalls = contractCalls().filter(({ call }) => !isMultipart(call));
const bodyCalls = jsonCalls.filter(({ call }) => call.method !== 'GET');

/** A string without a maxLength (a password, a provider's token) is counted at this many characters. */
const UNBOUNDED_STRING = 256;
/** A value of any shape (a provider's detail) is counted at this many bytes. */
const UNKNOWN_VALUE = 1024;
/** Bytes a character takes at most in a body as a browser sends it (UTF-8; JSON.stringify escapes no CJK). */
const BYTES_PER_CHAR = 3;

interface Reach {
  /** The largest JSON text of a valid request, in bytes. */
  bytes: number;
  /** Its deepest nesting of objects and arrays. */
  depth: number;
  /** Dot paths of arrays and records with no bound on their length. */
  unbounded: string[];
}

/** How large and how deep a valid request of the schema can be. */
function reach(schema: unknown, path = '$'): Reach {
  const s = schema as Node;
  const inner = s.pipe ? (s.pipe[0] as Node) : s;
  const at = (own: Node, type: string) => requirement(own, type) ?? (inner !== own ? requirement(inner, type) : undefined);
  switch (inner.type) {
    case 'optional':
    case 'exact_optional':
    case 'nullish':
    case 'nullable':
    case 'undefinedable':
      return reach(inner.wrapped, path);
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const parts = Object.entries(inner.entries ?? {}).map(([key, entry]) => ({ key, ...reach(entry, `${path}.${key}`) }));
      return {
        bytes: 2 + parts.reduce((sum, part) => sum + part.key.length + 4 + part.bytes, 0),
        depth: 1 + Math.max(0, ...parts.map((part) => part.depth)),
        unbounded: parts.flatMap((part) => part.unbounded),
      };
    }
    case 'array': {
      const max = at(s, 'max_length');
      const item = reach(inner.item, `${path}[]`);
      return { bytes: 2 + (max ?? 1) * (item.bytes + 1), depth: 1 + item.depth, unbounded: [...(max === undefined ? [path] : []), ...item.unbounded] };
    }
    case 'record': {
      const max = at(s, 'max_entries');
      const key = reach(inner.key, `${path}{key}`);
      const value = reach(inner.value, `${path}{}`);
      return { bytes: 2 + (max ?? 1) * (key.bytes + value.bytes + 2), depth: 1 + value.depth, unbounded: [...(max === undefined ? [path] : []), ...value.unbounded] };
    }
    case 'union':
    case 'variant': {
      const options = (inner.options as Node[]).map((option) => reach(option, path));
      return { bytes: Math.max(...options.map((o) => o.bytes)), depth: Math.max(...options.map((o) => o.depth)), unbounded: options.flatMap((o) => o.unbounded) };
    }
    case 'string':
      return { bytes: 2 + BYTES_PER_CHAR * (at(s, 'max_length') ?? at(s, 'length') ?? UNBOUNDED_STRING), depth: 0, unbounded: [] };
    case 'unknown':
    case 'any':
      return { bytes: UNKNOWN_VALUE, depth: 1, unbounded: [] };
    default:
      // Numbers, booleans, picklists, literals, blobs: a few bytes.
      return { bytes: 32, depth: 0, unbounded: [] };
  }
}

describe('the contract bounds every request', () => {
  it.each(jsonCalls)('$name: every array and record has a maximum length', ({ call }) => {
    expect(reach(call.request).unbounded).toEqual([]);
  });

  it.each(bodyCalls)('$name: its largest valid request fits its body limit and its nesting the depth bound', ({ call }) => {
    const { bytes, depth } = reach(call.request);
    const wrapping = isArrayWrapped(call.path) ? 1 : 0;
    expect(bytes + 2 * wrapping).toBeLessThanOrEqual(bodyLimitOf(call));
    expect(depth + wrapping).toBeLessThanOrEqual(MAX_JSON_DEPTH);
  });
});

describe('the shape of a JSON body', () => {
  it('is judged outside strings only, and counts the items of each array on its own', () => {
    expect(jsonShapeProblem(`{"a":"${'['.repeat(100)}"}`)).toBeNull();
    expect(jsonShapeProblem(`{"a":"\\"${','.repeat(5000)}"}`)).toBeNull();
    expect(jsonShapeProblem('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBeNull();
    expect(jsonShapeProblem('['.repeat(MAX_JSON_DEPTH + 1))).toBe('body.tooDeep');
    expect(jsonShapeProblem(`[${Array(MAX_JSON_ITEMS).fill(0).join(',')}]`)).toBeNull();
    expect(jsonShapeProblem(`[${Array(MAX_JSON_ITEMS + 1).fill(0).join(',')}]`)).toBe('body.tooManyItems');
    // Keys of an object are no items; items of sibling arrays are not added up.
    expect(jsonShapeProblem(JSON.stringify(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, 0]))))).toBeNull();
    expect(jsonShapeProblem(JSON.stringify([Array(600).fill(0), Array(600).fill(0)]))).toBeNull();
  });
});

let server: TestServer;
let sessions: CallerSessions;
beforeAll(async () => {
  server = await startTestServer();
  sessions = new CallerSessions(server);
}, 90_000);
afterAll(() => server.close());

const pathOf = (call: AnyCall) => resolvePath(call.path, 'mall');

async function post(call: AnyCall, body: string, caller: Caller): Promise<{ status: number; text: string }> {
  const { cookie } = await sessions.cookieOf(caller);
  const res = await fetch(server.url + pathOf(call), {
    method: call.method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body,
  });
  return { status: res.status, text: await res.text() };
}

/** The keys of the call's request object (none for an array request). */
function keysOf(call: AnyCall): string[] {
  let s = call.request as Node;
  while (s.pipe || s.wrapped) s = s.pipe ? (s.pipe[0] as Node) : s.wrapped!;
  return Object.keys(s.entries ?? {});
}

describe('JSON nested past the bound, to every call that takes a body', () => {
  const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
  const deepInField = (call: AnyCall, levels: number) => `{"${keysOf(call)[0] ?? 'x'}":${deep(levels)}}`;

  it.each(bodyCalls)('$name answers 400 body.tooDeep, for 8,000 levels and for one past the bound', async ({ call }) => {
    for (const body of [deep(8000), deepInField(call, 8000), deepInField(call, MAX_JSON_DEPTH)]) {
      for (const caller of ['buyer', 'loggedOut'] as const) {
        const answer = await post(call, body, caller);
        expect(answer.status).toBe(400);
        expect(v.parse(FailureEnvelope, JSON.parse(answer.text)).error.message).toBe('body.tooDeep');
      }
    }
  });
});

describe('a huge array, to every call that takes a body', () => {
  /** As many empty objects as fit in the call's limit (150,000 in the report's 439 KB). */
  const emptyObjects = (count: number) => `[${Array(count).fill('{}').join(',')}]`;
  /** Each of the request's fields an array of empty objects, all together within the limit, each under the item bound. */
  const everyFieldAnArray = (call: AnyCall) => {
    const keys = keysOf(call);
    const each = Math.min(MAX_JSON_ITEMS, Math.floor(bodyLimitOf(call) / (3 * Math.max(keys.length, 1))) - 10);
    return JSON.stringify(Object.fromEntries(keys.map((key) => [key, Array(each).fill({})])));
  };
  /** A short answer: the envelope with at most MAX_REPORTED_ISSUES fields, never a list the size of the request. */
  const SHORT = 4096;

  it.each(bodyCalls)('$name answers past the item bound with a short 400 body.tooManyItems', async ({ call }) => {
    const body = emptyObjects(Math.floor(bodyLimitOf(call) / 3) - 1);
    expect(body.length).toBeLessThanOrEqual(bodyLimitOf(call));
    for (const caller of ['buyer', 'loggedOut'] as const) {
      const answer = await post(call, body, caller);
      expect(answer.status).toBe(400);
      expect(answer.text.length).toBeLessThanOrEqual(SHORT);
      expect(v.parse(FailureEnvelope, JSON.parse(answer.text)).error.message).toBe('body.tooManyItems');
    }
  });

  it.each(bodyCalls)('$name answers arrays within the item bound shortly: refused in a few fields, or taken as the schema allows', async ({ name, call }) => {
    const bodies = [emptyObjects(MAX_JSON_ITEMS), ...(keysOf(call).length ? [everyFieldAnArray(call)] : [])];
    for (const body of bodies) {
      expect(body.length).toBeLessThanOrEqual(bodyLimitOf(call));
      for (const caller of ['buyer', 'loggedOut'] as const) {
        const answer = await post(call, body, caller);
        if (answer.status < 300) {
          // A call that takes any body (no fields of its own) answers as it always does.
          const payload: unknown = JSON.parse(body);
          expect(v.safeParse(call.request, isArrayWrapped(call.path) && Array.isArray(payload) ? payload[0] : payload).success).toBe(true);
          continue;
        }
        if (answer.status >= 500) throw new Error(`${name} as ${caller}: ${answer.status} ${answer.text.slice(0, 200)}`);
        expect(answer.text.length).toBeLessThanOrEqual(SHORT);
        v.parse(FailureEnvelope, JSON.parse(answer.text));
      }
    }
  });

  it('names MAX_REPORTED_ISSUES fields at most, from the first', async () => {
    const cart = bodyCalls.find(({ name }) => name === 'cartCalls.batchCreateCartLines')!.call;
    const answer = await post(cart, emptyObjects(100), 'buyer');
    expect(answer.status).toBe(400);
    const { fields } = v.parse(FailureEnvelope, JSON.parse(answer.text)).error;
    expect(fields).toHaveLength(MAX_REPORTED_ISSUES);
    expect(fields![0]!.field).toMatch(/^0\./);
  });
});

describe("a body past its call's own limit", () => {
  it.each(bodyCalls)("$name answers 413, announced or streamed past it", async ({ call }) => {
    const limit = bodyLimitOf(call);
    for (const answer of [
      await sendUnfinished(server.url, pathOf(call), { 'content-length': limit + 1 }, []),
      await sendUnfinished(server.url, pathOf(call), { 'transfer-encoding': 'chunked' }, [Buffer.alloc(limit + 1, ' ')]),
    ]) {
      expect(answer.status).toBe(413);
      expect(v.parse(FailureEnvelope, answer.body).error.message).toBe('body.tooLarge');
    }
  });

  it.each(bodyCalls)('$name reads a body of exactly its limit', async ({ call }) => {
    // Blanks around an empty object: read and parsed, then judged by the schema or the handler.
    const body = `{}${' '.repeat(bodyLimitOf(call) - 2)}`;
    const answer = await post(call, body, 'loggedOut');
    expect(answer.status).not.toBe(413);
    expect(answer.status).toBeLessThan(500);
  });
});
