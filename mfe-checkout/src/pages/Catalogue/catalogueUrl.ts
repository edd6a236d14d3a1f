import * as v from 'valibot';
import { catalogueCalls } from '@mall/shared/contract';

const { ListingFilters } = catalogueCalls;

/** The filters, sort and page a listing or search shows: the contract's own schema, every field filled. */
const ListingState = v.object(ListingFilters);
export type ListingState = v.InferOutput<typeof ListingState>;

/** The query-string names of each part of the state (short, readable in a shared link). */
const PARAM = {
  colours: 'colour',
  materials: 'material',
  shopIds: 'shop',
  minPrice: 'min',
  maxPrice: 'max',
  deliveryDays: 'delivery',
  inStock: 'stock',
  onSale: 'sale',
  sort: 'sort',
  page: 'page',
} as const satisfies Record<Exclude<keyof ListingState, 'pageSize'>, string>;

/** The parts that narrow the results (the page and sort only order or step through them). */
export type FilterKey = Exclude<keyof ListingState, 'sort' | 'page' | 'pageSize'>;

/** The contract's bounds on a filter's values (ListingFilters: 20 values, keys of 40 characters). */
const MAX_VALUES = 20;
const MAX_KEY_LENGTH = 40;

const whole = (text: string | null): number | undefined => (text !== null && /^\d{1,9}$/.test(text) ? Number(text) : undefined);

/** A field's value when the contract takes it, else its default: a hand-edited or stale URL shows results, not a refusal. */
function valid<K extends keyof ListingState>(key: K, value: unknown): ListingState[K] {
  const field = ListingFilters[key] as unknown as v.GenericSchema<unknown, ListingState[K]>;
  const parsed = v.safeParse(field, value);
  return parsed.success ? parsed.output : (v.getDefault(field as never) as ListingState[K]);
}

/** The state a URL's query string names. */
export function readListingState(query: URLSearchParams): ListingState {
  // Values past the contract's bounds are dropped one by one, so one bad value keeps the others.
  const list = (key: string) => [...new Set(query.getAll(key).filter((value) => value && value.length <= MAX_KEY_LENGTH))].slice(0, MAX_VALUES);
  return {
    colours: valid('colours', list(PARAM.colours)),
    materials: valid('materials', list(PARAM.materials)),
    shopIds: valid('shopIds', list(PARAM.shopIds).map(whole).filter((id) => id !== undefined)),
    minPrice: valid('minPrice', whole(query.get(PARAM.minPrice))),
    maxPrice: valid('maxPrice', whole(query.get(PARAM.maxPrice))),
    deliveryDays: valid('deliveryDays', whole(query.get(PARAM.deliveryDays))),
    inStock: query.get(PARAM.inStock) === '1',
    onSale: query.get(PARAM.onSale) === '1',
    sort: valid('sort', query.get(PARAM.sort) ?? undefined),
    page: valid('page', whole(query.get(PARAM.page))),
    pageSize: valid('pageSize', undefined),
  };
}

/** The query string for a state: only what differs from the defaults, in a fixed order (one URL per state). */
export function writeListingState(state: ListingState, base: Record<string, string> = {}): URLSearchParams {
  const query = new URLSearchParams(base);
  for (const colour of state.colours) query.append(PARAM.colours, colour);
  for (const material of state.materials) query.append(PARAM.materials, material);
  for (const shopId of state.shopIds) query.append(PARAM.shopIds, String(shopId));
  if (state.minPrice !== undefined) query.set(PARAM.minPrice, String(state.minPrice));
  if (state.maxPrice !== undefined) query.set(PARAM.maxPrice, String(state.maxPrice));
  if (state.deliveryDays !== undefined) query.set(PARAM.deliveryDays, String(state.deliveryDays));
  if (state.inStock) query.set(PARAM.inStock, '1');
  if (state.onSale) query.set(PARAM.onSale, '1');
  if (state.sort !== 'relevance') query.set(PARAM.sort, state.sort);
  if (state.page > 1) query.set(PARAM.page, String(state.page));
  return query;
}

/** A changed filter starts again at page 1 (page 4 of other results means nothing). */
export function withFilter(state: ListingState, change: Partial<Pick<ListingState, FilterKey>>): ListingState {
  return { ...state, ...change, page: 1 };
}

/** Every filter off, sort and page size kept. */
export function withoutFilters(state: ListingState): ListingState {
  return { ...readListingState(new URLSearchParams()), sort: state.sort, pageSize: state.pageSize };
}

/** How many filters narrow the results (the phone's "Filters (3)"). */
export function activeFilterCount(state: ListingState): number {
  return (
    state.colours.length +
    state.materials.length +
    state.shopIds.length +
    (state.minPrice !== undefined || state.maxPrice !== undefined ? 1 : 0) +
    (state.deliveryDays !== undefined ? 1 : 0) +
    (state.inStock ? 1 : 0) +
    (state.onSale ? 1 : 0)
  );
}

