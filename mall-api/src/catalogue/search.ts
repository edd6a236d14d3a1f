/**
 * Catalogue search behind one seam: what a query matches, best first. The PostgreSQL engine below
 * (full-text search, pg_trgm, fuzzystrmatch) runs on PGlite and on a server alike; a dedicated
 * engine (README, "Past one database") would implement the same interface.
 */
import type { Queryable } from '../db/db';
import { compoundParts, isHan, wordsOf } from './words';

export interface SearchHit {
  itemId: number;
  score: number;
}

export interface SearchMatch {
  hits: SearchHit[];
  /** the query as searched when a word was corrected ('sfoa' → 'sofa'), else null */
  understood: string | null;
}

export interface CatalogueSearch {
  /** Items matching every word of the query (each word typo-tolerant, as a prefix, or through a synonym), best first. */
  match(db: Queryable, query: string, limit: number): Promise<SearchMatch>;
}

/** Words past this many are ignored: the request allows 100 characters, a query of 8 words says enough. */
const MAX_WORDS = 8;

/** Typos forgiven in a word of this length: none up to 2 letters, 1 up to 4 (a swap of two letters counts as one), 2 beyond. */
const typosAllowed = (word: string) => (word.length <= 2 ? 0 : word.length <= 4 ? 1 : 2);

interface Resolved {
  known: boolean;
  correction: string | null;
  synonyms: string[];
}

/**
 * A query word against the term list: whether some term starts with it, else the closest term
 * within its typo allowance (by edit distance; a word with the same letters swapped counts as one
 * typo), and the synonyms of the word or its correction.
 */
async function resolve(db: Queryable, word: string): Promise<Resolved> {
  const allowed = isHan(word) ? 0 : typosAllowed(word);
  const [row] = await db.query<{ known: boolean; correction: string | null; synonyms: string[] }>(
    `with w as (select $1::text as word, (select string_agg(ch, '' order by ch) from regexp_split_to_table($1::text, '') ch) as letters),
     known as (select exists (select 1 from search_terms t, w where starts_with(t.term, w.word)) as known),
     fix as (
       select t.term from search_terms t, w, known
       where not known.known and $2::int > 0
         and (levenshtein_less_equal(w.word, t.term, 2) <= $2::int or (t.letters = w.letters and length(t.term) = length(w.word)))
       order by case when t.letters = w.letters then 1 else levenshtein_less_equal(w.word, t.term, 2) end, t.documents desc, t.term
       limit 1)
     select (select known from known) as known, (select term from fix) as correction,
       (select coalesce(jsonb_agg(distinct s.synonym), '[]'::jsonb) from search_synonyms s, w
        where s.term = w.word or s.term = (select term from fix)) as synonyms`,
    [word, allowed],
  );
  return { known: row?.known ?? false, correction: row?.correction ?? null, synonyms: row?.synonyms ?? [] };
}

/**
 * to_tsquery text for one query word: the word (or its correction) as a prefix, its synonyms as
 * whole words ("sofa" finds couches, not Couchtische), a compound also as its two parts.
 */
function alternativesQuery(word: string, resolved: Resolved): string {
  const spellings = [{ text: resolved.correction ?? word, prefix: ':*' }, ...resolved.synonyms.map((text) => ({ text, prefix: '' }))];
  return spellings
    .filter(({ text }) => !isHan(text))
    .flatMap(({ text, prefix }) => {
      const split = compoundParts(text);
      return [`${text}${prefix}`, ...(split ? [`(${split[0]}${prefix} & ${split[1]}${prefix})`] : [])];
    })
    .join(' | ');
}

const tsquery = (param: string) => `(to_tsquery('simple', ${param}) || to_tsquery('english', ${param}) || to_tsquery('german', ${param}))`;

export const postgresSearch: CatalogueSearch = {
  async match(db, query, limit) {
    const words = wordsOf(query).slice(0, MAX_WORDS);
    if (words.length === 0) return { hits: [], understood: null };
    const resolved = await Promise.all(words.map((word) => resolve(db, word)));
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    // Each tsquery is built once, in its own column of `q`, not once per document.
    const queries: string[] = [];
    const clauses: string[] = [];
    const exact: string[] = [];
    words.forEach((word, index) => {
      const r = resolved[index]!;
      if (isHan(word)) {
        // Chinese is not cut into words by PostgreSQL: a substring of the texts, or of a synonym.
        const spellings = [word, ...r.synonyms];
        clauses.push(`(${spellings.map((s) => `strpos(d.words, ${param(s)}) > 0`).join(' or ')})`);
        return;
      }
      queries.push(`${tsquery(param(alternativesQuery(word, r)))} as w${queries.length}`);
      clauses.push(`d.document @@ q.w${queries.length - 1}`);
      exact.push([r.correction ?? word, ...r.synonyms.filter((s) => !isHan(s))].join(' | '));
    });
    // Whole words rank above prefixes ("couch" puts sofas before Couchtische), names above descriptions.
    if (exact.length) queries.push(`${tsquery(param(exact.join(' | ')))} as exact`);
    const rank = exact.length ? `ts_rank(d.document, q.exact) * 2 + ${queries.slice(0, -1).map((_, i) => `ts_rank(d.document, q.w${i})`).join(' + ')}` : '0';
    const rows = await db.query<{ item_id: number; score: number }>(
      `select d.item_id, (${rank})::float8 as score
       from search_documents d, (select ${queries.length ? queries.join(', ') : '1 as none'}) q
       where ${clauses.join(' and ')}
       order by score desc, d.item_id limit ${param(limit)}`,
      params,
    );
    const corrected = words.map((word, index) => resolved[index]!.correction ?? word);
    return {
      hits: rows.map((row) => ({ itemId: row.item_id, score: row.score })),
      understood: corrected.some((word, index) => word !== words[index]) ? corrected.join(' ') : null,
    };
  },
};
