import * as v from 'valibot';
import { defineCall } from './define';
import { CategoryLink, Empty, Id, Money } from './common';
import { ProductCard } from './productCard';

/**
 * Issue 32, finding furniture: the category tree, a category's listing with filters and facet
 * counts, search and suggestions. Public (no session). Names come in the buyer's language (the
 * mall.language cookie, else Accept-Language, as invoices pick it).
 */

/** A category's slugs from the root joined by '/', as /c/<path> shows it ('living-room/sofas/corner-sofas'). */
export const CategoryPath = v.pipe(
  v.string(),
  v.maxLength(200, 'field.invalid'),
  v.regex(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*){0,5}$/, 'field.invalid'),
);

export interface CategoryNode {
  id: number;
  slug: string;
  path: string;
  name: string;
  /** items filed here or below */
  itemCount: number;
  children: CategoryNode[];
}
export const CategoryNode: v.GenericSchema<CategoryNode> = v.object({
  id: Id,
  slug: v.string(),
  path: v.string(),
  name: v.string(),
  itemCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  children: v.array(v.lazy(() => CategoryNode)),
});

// In common: the product detail names its category's trail too.
export { CategoryLink } from './common';

export const LISTING_SORTS = ['relevance', 'priceAsc', 'priceDesc', 'newest', 'rating'] as const;
export const ListingSort = v.picklist(LISTING_SORTS, 'field.invalid');
export type ListingSort = v.InferOutput<typeof ListingSort>;

/** The delivery-time choices, in days: "delivered within n days" (an item's lead time). */
export const DELIVERY_DAYS = [3, 7, 14, 30] as const;
export const MAX_PAGE_SIZE = 48;
/** Past this page a listing stops (crawlers and scrapers get no deeper; filters narrow instead). */
export const MAX_PAGE = 100;

const FacetKey = v.pipe(v.string(), v.maxLength(40, 'field.invalid'));
const Euros = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000));

/** The filters a listing and a search share; every one optional, several values of one filter are alternatives. */
export const ListingFilters = {
  /** colour families (facets.colours keys) */
  colours: v.optional(v.pipe(v.array(FacetKey), v.maxLength(20, 'field.invalid')), []),
  materials: v.optional(v.pipe(v.array(FacetKey), v.maxLength(20, 'field.invalid')), []),
  shopIds: v.optional(v.pipe(v.array(Id), v.maxLength(20, 'field.invalid')), []),
  /** whole euros, inclusive, on the price of a sku */
  minPrice: v.optional(Euros),
  maxPrice: v.optional(Euros),
  /** delivered within this many days (one of DELIVERY_DAYS) */
  deliveryDays: v.optional(v.picklist(DELIVERY_DAYS, 'field.invalid')),
  inStock: v.optional(v.boolean(), false),
  onSale: v.optional(v.boolean(), false),
  sort: v.optional(ListingSort, 'relevance'),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PAGE, 'field.invalid')), 1),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PAGE_SIZE, 'field.invalid')), 24),
};

/** A product card with what a listing shows besides. */
export const ListingCard = v.object({
  ...ProductCard.entries,
  leadDays: v.number(),
  inStock: v.boolean(),
  /** average of the buyers' ratings (1-5, one decimal), null before the first review */
  rating: v.nullable(v.number()),
  reviewCount: v.number(),
  /** width × depth × height in cm, null when it has none */
  size: v.nullable(v.object({ widthCm: v.number(), depthCm: v.number(), heightCm: v.number() })),
});
export type ListingCard = v.InferOutput<typeof ListingCard>;

const FacetValue = v.object({ key: v.string(), name: v.string(), count: v.number() });
/**
 * Counts per value, each counted with every other filter applied (not its own), so a value shows
 * how many items choosing it would list.
 */
export const Facets = v.object({
  colours: v.array(FacetValue),
  materials: v.array(FacetValue),
  shops: v.array(v.object({ id: Id, name: v.string(), count: v.number() })),
  delivery: v.array(v.object({ days: v.number(), count: v.number() })),
  inStock: v.number(),
  onSale: v.number(),
  /** the cheapest and dearest sku price among the items the other filters leave; null when none */
  price: v.nullable(v.object({ min: Money, max: Money })),
});
export type Facets = v.InferOutput<typeof Facets>;

export const Listing = v.object({
  items: v.array(ListingCard),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  facets: Facets,
});
export type Listing = v.InferOutput<typeof Listing>;

export const categoryTree = defineCall({
  method: 'POST',
  path: '/catalogue/categories',
  request: Empty,
  response: v.array(CategoryNode),
  safeToRetry: true,
});

export const listCategory = defineCall({
  method: 'POST',
  path: '/catalogue/listing',
  request: v.object({ path: CategoryPath, ...ListingFilters }),
  response: v.object({
    ...Listing.entries,
    category: CategoryLink,
    /** from the room down to the category */
    breadcrumbs: v.array(CategoryLink),
    /** the categories right under it */
    children: v.array(CategoryLink),
  }),
  safeToRetry: true,
});

export const SearchQuery = v.pipe(v.string(), v.trim(), v.minLength(1, 'field.required'), v.maxLength(100, 'field.invalid'));

export const searchCatalogue = defineCall({
  method: 'POST',
  path: '/catalogue/search',
  request: v.object({ q: SearchQuery, /** search within a category */ path: v.optional(CategoryPath), ...ListingFilters }),
  response: v.object({
    ...Listing.entries,
    /** the query as searched when words were corrected ('sfoa' → 'sofa'), else null */
    understood: v.nullable(v.string()),
    /** categories to offer: those the query names, or when nothing matched, the rooms */
    categories: v.array(CategoryLink),
  }),
  safeToRetry: true,
});

export const MAX_SUGGESTIONS = 8;

/** As the buyer types in the top bar: products and categories for what was typed so far. */
export const suggest = defineCall({
  method: 'POST',
  path: '/catalogue/suggest',
  request: v.object({ q: SearchQuery }),
  response: v.object({
    products: v.pipe(v.array(v.object({ itemId: Id, name: v.string(), urlKey: v.string(), mainImage: v.string(), salePrc: Money })), v.maxLength(MAX_SUGGESTIONS)),
    categories: v.pipe(v.array(CategoryLink), v.maxLength(MAX_SUGGESTIONS)),
  }),
  safeToRetry: true,
});
