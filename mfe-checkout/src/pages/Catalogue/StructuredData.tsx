import type { catalogueCalls } from '@mall/shared/contract';
import { paths } from '@mall/shared';

/**
 * Schema.org data as JSON-LD. `<` is written as \u003c, so no text in it (a product name, a
 * search) can close the element: it stays data (the hostile-input journey checks every data element is whole JSON).
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}

const absolute = (path: string) => new URL(path, typeof window === 'undefined' ? 'http://localhost' : window.location.origin).href;

/** BreadcrumbList: Home, then the category's rooms and types down to it. */
export function breadcrumbList(homeName: string, trail: readonly catalogueCalls.CategoryLink[]) {
  const items = [{ name: homeName, path: paths.home() }, ...trail.map((link) => ({ name: link.name, path: paths.category(link.path) }))];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: absolute(item.path) })),
  };
}

/** ItemList of the products a page shows, numbered from the page's first position. */
export function itemList(cards: readonly catalogueCalls.ListingCard[], firstPosition: number) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: cards.map((card, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      url: absolute(paths.product(card.urlKey)),
      name: card.name,
    })),
  };
}
