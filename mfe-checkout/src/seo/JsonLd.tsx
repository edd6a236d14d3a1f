import { paths } from '@mall/shared';
import type { CategoryLink, ItemDetail, ListingCard } from '@mall/shared/contract';

/**
 * Schema.org data as JSON-LD, for every page of checkout's (issue 32). `<` is written as \u003c, so no
 * text in it (a product name, a search) can close the element: it stays data. Its URLs are relative
 * (resolved against the page): the server and the browser write the same markup.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c') }}
    />
  );
}

/** One step of a trail: its name and its page's path. */
export interface Crumb {
  name: string;
  path: string;
}

/** Home, then the rooms and types down to a category: the steps a trail shows. */
export const crumbsOf = (homeName: string, trail: readonly CategoryLink[]): Crumb[] => [
  { name: homeName, path: paths.home() },
  ...trail.map((link) => ({ name: link.name, path: paths.category(link.path) })),
];

/** BreadcrumbList: the trail's steps, numbered from 1. */
export const breadcrumbList = (crumbs: readonly Crumb[]) => ({
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.path })),
});

/** ItemList of the products a page shows, numbered from the page's first position. */
export const itemList = (cards: readonly ListingCard[], firstPosition: number) => ({
  '@type': 'ItemList',
  itemListElement: cards.map((card, index) => ({ '@type': 'ListItem', position: firstPosition + index, url: paths.product(card.urlKey), name: card.name })),
});

/** Product: the offer (one price, or the skus' range) and the buyers' rating when there are reviews. */
export function productData(item: ItemDetail) {
  const prices = item.skus.length > 0 ? item.skus.map((s) => s.salePrc.value) : [item.salePrc.value];
  const inStock = item.skus.length === 0 || item.skus.some((s) => s.stock > 0);
  const availability = `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const offers =
    low === high
      ? { '@type': 'Offer', price: low, priceCurrency: item.salePrc.currency, availability, url: paths.product(item.urlKey) }
      : { '@type': 'AggregateOffer', lowPrice: low, highPrice: high, offerCount: prices.length, priceCurrency: item.salePrc.currency, availability };
  return {
    '@type': 'Product',
    name: item.name,
    description: item.description,
    image: item.images.length > 0 ? item.images : [item.mainImage],
    sku: String(item.defaultSkuId),
    brand: { '@type': 'Brand', name: item.shop.siteName },
    offers,
    ...(item.rating ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: item.rating.average, reviewCount: item.rating.count, bestRating: 5, worstRating: 1 } } : {}),
  };
}
