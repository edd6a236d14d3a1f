/** Issue 32: the category tree, listings, search and suggestions; public, in the buyer's language. */
import { type CallResponse, catalogueCalls } from '@mall/shared/contract';
import { AnswerCache } from '../catalogue/answerCache';
import { categoriesNamed, categoryRows, linkOf, placeOf, treeOf } from '../catalogue/categories';
import { itemNameSql, listing, type ListingRequest } from '../catalogue/listing';
import { postgresSearch, type CatalogueSearch } from '../catalogue/search';
import { notFound } from '../http/errors';
import { type BuyerLanguage, requestLanguage } from '../http/language';
import { route, type Api, type RequestCtx } from '../http/route';
import { itemPictureSql } from '../media/paths';
import { money } from '../domain/money';

const { MAX_SUGGESTIONS } = catalogueCalls;

/** A search's hits, at most: filters, facets and pages work within them (an engine of its own would page itself). */
export const MAX_SEARCH_HITS = 1000;
/** How long a suggestion is reused (see AnswerCache). */
export const SUGGESTION_TTL_MS = 30_000;

type ListingInput = Omit<ListingRequest, 'filters' | 'language'> & ListingRequest['filters'];

const requestOf = (input: ListingInput, ctx: RequestCtx): ListingRequest => ({
  filters: {
    colours: input.colours,
    materials: input.materials,
    shopIds: input.shopIds,
    minPrice: input.minPrice,
    maxPrice: input.maxPrice,
    deliveryDays: input.deliveryDays,
    inStock: input.inStock,
    onSale: input.onSale,
  },
  sort: input.sort,
  page: input.page,
  pageSize: input.pageSize,
  language: requestLanguage(ctx.c),
});

export function registerCatalogue(api: Api, search: CatalogueSearch = postgresSearch): void {
  route(api, catalogueCalls.categoryTree, async (_input, ctx) => treeOf(await categoryRows(ctx.db, requestLanguage(ctx.c))));

  route(api, catalogueCalls.listCategory, async (input, ctx) => {
    const place = placeOf(await categoryRows(ctx.db, requestLanguage(ctx.c)), input.path);
    if (!place) throw notFound('category');
    const answer = await listing(ctx.db, { categoryPath: place.category.path }, requestOf(input, ctx));
    return { ...answer, category: linkOf(place.category), breadcrumbs: place.breadcrumbs.map(linkOf), children: place.children.map(linkOf) };
  });

  route(api, catalogueCalls.searchCatalogue, async (input, ctx) => {
    const language = requestLanguage(ctx.c);
    if (input.path !== undefined && !placeOf(await categoryRows(ctx.db, language), input.path)) throw notFound('category');
    const { hits, understood } = await search.match(ctx.db, input.q, MAX_SEARCH_HITS);
    const answer = await listing(ctx.db, { hits, categoryPath: input.path }, requestOf(input, ctx));
    let categories = await categoriesNamed(ctx.db, understood ?? input.q, language, MAX_SUGGESTIONS);
    if (answer.total === 0 && categories.length === 0) {
      // Nothing found and no category named: the rooms, so the buyer can browse on.
      categories = (await categoryRows(ctx.db, language)).filter((row) => row.parent_id === null).map(linkOf);
    }
    return { ...answer, understood, categories };
  });

  // Per app (so per database); SUGGESTION_TTL_MS is how far behind the catalogue a suggestion may be.
  const suggestions = new AnswerCache<SuggestAnswer>(SUGGESTION_TTL_MS, 2000);
  route(api, catalogueCalls.suggest, async (input, ctx) => {
    const language = requestLanguage(ctx.c);
    return suggestions.get(`${language}\u0000${input.q.toLowerCase()}`, () => suggestionsFor(ctx, search, input.q, language));
  });
}

type SuggestAnswer = CallResponse<typeof catalogueCalls.suggest>;

async function suggestionsFor(ctx: RequestCtx, search: CatalogueSearch, q: string, language: BuyerLanguage): Promise<SuggestAnswer> {
  const { hits } = await search.match(ctx.db, q, MAX_SUGGESTIONS);
  const products = hits.length
    ? await ctx.db.query<{ id: number; name: string; url_key: string; main_image: string; price_cents: number; currency: string }>(
        `select i.id, ${itemNameSql('i', language)} as name, i.url_key, ${itemPictureSql('i')} as main_image, d.price_cents, d.currency
         from jsonb_array_elements_text($1::jsonb) with ordinality as h(id, at)
         join items i on i.id = h.id::int
         join lateral (select s.price_cents, s.currency from skus s where s.item_id = i.id order by s.sort, s.id limit 1) d on true
         order by h.at`,
        [JSON.stringify(hits.map((h) => h.itemId))],
      )
    : [];
  return {
    products: products.map((p) => ({ itemId: p.id, name: p.name, urlKey: p.url_key, mainImage: p.main_image, salePrc: money(p.price_cents, p.currency) })),
    categories: await categoriesNamed(ctx.db, q, language, MAX_SUGGESTIONS),
  };
}
