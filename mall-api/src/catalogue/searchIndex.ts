/**
 * The PostgreSQL search index (migration 019): one document per item, and the terms queries are
 * corrected to. Rebuilt for the items whose texts, skus or category changed (the seed builds it
 * whole); an engine of its own would be fed from the same rows (README, "Past one database").
 */
import type { Queryable } from '../db/db';
import { compoundParts, wordsOf } from './words';

interface SourceRow {
  id: number;
  name: string;
  name_de: string | null;
  name_zh: string | null;
  short_name: string | null;
  description: string;
  description_de: string | null;
  description_zh: string | null;
  site_name: string;
  categories_en: string | null;
  categories_de: string | null;
  categories_zh: string | null;
  facets: string | null;
}

/** Each item's texts: its names, its category and the categories above, its skus' colours and materials in every language. */
const SOURCE = `
  select i.id, i.name, i.name_de, i.name_zh, i.short_name, i.description, i.description_de, i.description_zh, sh.site_name,
         cat.en as categories_en, cat.de as categories_de, cat.zh as categories_zh,
         (select string_agg(concat_ws(' ', s.name, co.name_en, co.name_de, co.name_zh, m.name_en, m.name_de, m.name_zh), ' ')
            from skus s left join colours co on co.key = s.colour_key left join materials m on m.key = s.material_key
            where s.item_id = i.id) as facets
  from items i
  join shops sh on sh.id = i.shop_id
  left join lateral (
    with recursive up as (
      select c.id, c.parent_id, c.name_en, c.name_de, c.name_zh from categories c where c.id = i.category_id
      union all
      select p.id, p.parent_id, p.name_en, p.name_de, p.name_zh from categories p join up on p.id = up.parent_id
    )
    select string_agg(name_en, ' ') as en, string_agg(name_de, ' ') as de, string_agg(name_zh, ' ') as zh from up
  ) cat on true`;

/** German words with the heads of their compounds added ('Ecksofa' → 'ecksofa sofa'). */
const withHeads = (text: string) => wordsOf(text).flatMap((word) => [word, ...(compoundParts(word)?.slice(1) ?? [])]).join(' ');

function documentOf(row: SourceRow) {
  const names = [row.name, row.short_name, row.name_de, row.name_zh].filter(Boolean).join(' ');
  const categories = [row.categories_en, row.categories_de, row.categories_zh].filter(Boolean).join(' ');
  return {
    id: row.id,
    names: wordsOf(names).join(' '),
    name_en: [row.name, row.short_name].filter(Boolean).join(' '),
    name_de: withHeads(row.name_de ?? ''),
    categories: wordsOf(categories).join(' '),
    categories_en: row.categories_en ?? '',
    categories_de: withHeads(row.categories_de ?? ''),
    facets: withHeads(`${row.facets ?? ''} ${row.site_name}`),
    description_en: row.description,
    description_de: withHeads(row.description_de ?? ''),
    // Trigram similarity and Chinese substrings read these: names, categories, colours, materials, shop.
    words: wordsOf(`${names} ${categories} ${row.facets ?? ''} ${row.site_name} ${row.description_zh ?? ''}`).join(' '),
  };
}

/** Rebuilds the documents of these items (every item when omitted), then the term list. */
export async function reindexCatalogue(q: Queryable, itemIds?: number[]): Promise<void> {
  const rows = await q.query<SourceRow>(
    itemIds ? `${SOURCE} where i.id in (select value::int from jsonb_array_elements_text($1::jsonb))` : SOURCE,
    itemIds ? [JSON.stringify(itemIds)] : [],
  );
  if (rows.length > 0) {
    await q.query(
      `insert into search_documents (item_id, document, words)
       select r.id,
         setweight(to_tsvector('simple', r.names) || to_tsvector('english', r.name_en) || to_tsvector('german', r.name_de), 'A') ||
         setweight(to_tsvector('simple', r.categories) || to_tsvector('english', r.categories_en) || to_tsvector('german', r.categories_de), 'B') ||
         setweight(to_tsvector('simple', r.facets), 'C') ||
         setweight(to_tsvector('english', r.description_en) || to_tsvector('german', r.description_de), 'D'),
         r.words
       from jsonb_to_recordset($1::jsonb) as r(id int, names text, name_en text, name_de text, categories text, categories_en text,
         categories_de text, facets text, description_en text, description_de text, words text)
       on conflict (item_id) do update set document = excluded.document, words = excluded.words`,
      [JSON.stringify(rows.map(documentOf))],
    );
  }
  await q.query('delete from search_terms');
  // Words of three letters or more, and the synonyms' words, so a misspelt "cuoch" still lands on couch.
  await q.query(
    `insert into search_terms (term, letters, documents)
     select t.term, (select string_agg(ch, '' order by ch) from regexp_split_to_table(t.term, '') ch), t.documents
     from (
       select term, sum(documents)::int as documents from (
         select w as term, count(distinct d.item_id)::int as documents
         from search_documents d, regexp_split_to_table(d.words, ' ') w where length(w) >= 3 group by w
         union all
         select term, 0 from search_synonyms where length(term) >= 2
       ) all_terms group by term
     ) t`,
  );
}
