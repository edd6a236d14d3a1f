import { testProductCard } from '@mall/shared/testing';
import type { catalogueCalls } from '@mall/shared/contract';

export const LISTING = '/catalogue/listing';
export const SEARCH = '/catalogue/search';

/** A card as a listing answers it: numbered items, so each page's cards differ. */
export const listingCard = (n: number, over: Partial<catalogueCalls.ListingCard> = {}): catalogueCalls.ListingCard => ({
  ...testProductCard({ itemId: 1000 + n, name: `Sofa ${n}`, urlKey: `sofa-${n}` }),
  leadDays: 7,
  inStock: true,
  rating: 4.5,
  reviewCount: 2,
  size: null,
  ...over,
});

export const facets = (over: Partial<catalogueCalls.Facets> = {}): catalogueCalls.Facets => ({
  colours: [
    { key: 'grey', name: 'Grey', count: 12 },
    { key: 'green', name: 'Green', count: 3 },
    { key: 'pink', name: 'Pink', count: 0 },
  ],
  materials: [{ key: 'velvet', name: 'Velvet', count: 4 }],
  shops: [{ id: 5, name: 'Forma Milano', count: 9 }],
  delivery: [
    { days: 3, count: 2 },
    { days: 7, count: 10 },
    { days: 14, count: 20 },
    { days: 30, count: 30 },
  ],
  inStock: 28,
  onSale: 6,
  price: { min: { value: 199, currency: 'EUR' }, max: { value: 2499, currency: 'EUR' } },
  ...over,
});

/** The page a request asks for, out of `total` items, 24 a page as the API's default. */
function page(body: { page?: number; pageSize?: number }, total: number) {
  const pageNo = body.page ?? 1;
  const pageSize = body.pageSize ?? 24;
  const from = (pageNo - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - from));
  return { items: Array.from({ length: count }, (_, i) => listingCard(from + i + 1)), total, page: pageNo, pageSize, facets: facets() };
}

const ROOM = { id: 1, path: 'living-room', name: 'Living room' };
const SOFAS = { id: 2, path: 'living-room/sofas', name: 'Sofas' };

/** /catalogue/listing for Living room › Sofas, 30 items (two pages). */
export const sofasListing = (total = 30) => (body: { page?: number; pageSize?: number }) => ({
  ...page(body, total),
  category: SOFAS,
  breadcrumbs: [ROOM, SOFAS],
  children: [
    { id: 3, path: 'living-room/sofas/corner-sofas', name: 'Corner sofas' },
    { id: 4, path: 'living-room/sofas/sofa-beds', name: 'Sofa beds' },
  ],
});

/** /catalogue/search answering `total` items. */
export const searchAnswer = (total = 30, over: { understood?: string | null; categories?: catalogueCalls.CategoryLink[] } = {}) => (body: { page?: number; pageSize?: number }) => ({
  ...page(body, total),
  understood: over.understood ?? null,
  categories: over.categories ?? [SOFAS],
});

/** jsdom has no matchMedia: a phone answers the storefront's mobile query. */
export function asPhone() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width: 767px'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
