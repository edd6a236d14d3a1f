/**
 * Text PostgreSQL cannot take, dealt with at the gate for every call:
 * - U+0000 fails any statement storing it (text or jsonb): the request is refused like an invalid
 *   field, naming where it was;
 * - a lone UTF-16 surrogate is stored as U+FFFD in text but fails jsonb: it becomes U+FFFD here, so
 *   every column keeps the same text (a client that cut an emoji in half loses only that character).
 */
const LONE_SURROGATE = /\p{Surrogate}/u;
const LONE_SURROGATES = /\p{Surrogate}/gu;

const clean = (text: string) => (LONE_SURROGATE.test(text) ? text.replace(LONE_SURROGATES, '\uFFFD') : text);

/**
 * Repairs lone surrogates in place (keys too) and answers the dot path of the first string or key
 * holding U+0000 ('' for the payload itself), or null when there is none.
 */
export function cleanRequestText(value: unknown, path = ''): { value: unknown; nulAt: string | null } {
  if (typeof value === 'string') return { value: clean(value), nulAt: value.includes('\u0000') ? path : null };
  if (typeof value !== 'object' || value === null) return { value, nulAt: null };
  const target = value as Record<string, unknown>;
  for (const key of Object.keys(target)) {
    const itemPath = path === '' ? key : `${path}.${key}`;
    if (key.includes('\u0000')) return { value, nulAt: itemPath };
    const item = cleanRequestText(target[key], itemPath);
    if (item.nulAt !== null) return { value, nulAt: item.nulAt };
    const cleanKey = clean(key);
    if (cleanKey !== key) {
      delete target[key];
      Object.defineProperty(target, cleanKey, { value: item.value, enumerable: true, writable: true, configurable: true });
    } else if (item.value !== target[key]) {
      target[key] = item.value;
    }
  }
  return { value, nulAt: null };
}
