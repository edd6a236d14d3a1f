import type { Queryable } from '../db/db';
import type { BuyerLanguage } from './language';

interface Attribute {
  attrKey: string;
  attrVal: string;
}

const isAttribute = (value: unknown): value is Attribute =>
  typeof value === 'object' && value !== null && typeof (value as Attribute).attrKey === 'string' && typeof (value as Attribute).attrVal === 'string';

function collect(value: unknown, found: Attribute[]): void {
  if (Array.isArray(value)) for (const entry of value) collect(entry, found);
  else if (isAttribute(value)) found.push(value);
  else if (typeof value === 'object' && value !== null) for (const entry of Object.values(value)) collect(entry, found);
}

/**
 * Issue 30 item 7: every sku attribute in an answer (item detail, cart, orders, reviews, after-sales:
 * wherever `{ attrKey, attrVal }` appears) in the request's language, from migration 023's
 * dictionary; a word without a translation (a size) stays as the shop wrote it. The answer is
 * copied first: a kept answer (catalogue/answerCache.ts) is never changed under another request.
 */
export async function attributesInLanguage<T>(db: Queryable, answer: T, language: BuyerLanguage): Promise<T> {
  if (language === 'en') return answer;
  const probe: Attribute[] = [];
  collect(answer, probe);
  if (probe.length === 0) return answer;
  const words = [...new Set(probe.flatMap((a) => [a.attrKey, a.attrVal]))];
  const rows = await db.query<{ en: string; local: string }>(`select en, ${language === 'de' ? 'de' : 'zh'} as local from attribute_words where en = any($1::text[])`, [words]);
  if (rows.length === 0) return answer;
  const local = new Map(rows.map((r) => [r.en, r.local]));
  const copy = JSON.parse(JSON.stringify(answer)) as T;
  const attributes: Attribute[] = [];
  collect(copy, attributes);
  for (const attribute of attributes) {
    attribute.attrKey = local.get(attribute.attrKey) ?? attribute.attrKey;
    attribute.attrVal = local.get(attribute.attrVal) ?? attribute.attrVal;
  }
  return copy;
}
