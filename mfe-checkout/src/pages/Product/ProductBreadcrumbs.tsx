import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@mall/shared';
import type { ItemDetail } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';

/** JSON inside a script element: '<' escaped so no value can close the element. */
const jsonLd = (data: object) => ({ __html: JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c') });

/**
 * Home › room › … › the item's category (issue 32), and the same trail as BreadcrumbList JSON-LD.
 * Its URLs are relative: JSON-LD resolves them against the page, and the server and the browser draw
 * the same markup.
 */
export function ProductBreadcrumbs({ item }: { item: ItemDetail }) {
  const { t } = useTranslation(NAMESPACE);
  if (item.categories.length === 0) return null;
  const trail = [{ name: t('product.home'), href: '/' }, ...item.categories.map((c) => ({ name: c.name, href: paths.category(c.path) }))];
  return (
    <nav className="checkout-breadcrumbs" aria-label={t('product.breadcrumbs')}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <Link to={crumb.href}>{crumb.name}</Link>
          </li>
        ))}
      </ol>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={jsonLd({
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.href })),
        })}
      />
    </nav>
  );
}

/** Product JSON-LD: the offer (one price, or the skus' range) and the buyers' rating when there are reviews. */
export function ProductStructuredData({ item }: { item: ItemDetail }) {
  const prices = item.skus.length > 0 ? item.skus.map((s) => s.salePrc.value) : [item.salePrc.value];
  const inStock = item.skus.length === 0 || item.skus.some((s) => s.stock > 0);
  const availability = `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const offers =
    low === high
      ? { '@type': 'Offer', price: low, priceCurrency: item.salePrc.currency, availability, url: paths.product(item.urlKey) }
      : { '@type': 'AggregateOffer', lowPrice: low, highPrice: high, offerCount: prices.length, priceCurrency: item.salePrc.currency, availability };
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={jsonLd({
        '@type': 'Product',
        name: item.name,
        description: item.description,
        image: item.images.length > 0 ? item.images : [item.mainImage],
        sku: String(item.defaultSkuId),
        brand: { '@type': 'Brand', name: item.shop.siteName },
        offers,
        ...(item.rating ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: item.rating.average, reviewCount: item.rating.count, bestRating: 5, worstRating: 1 } } : {}),
      })}
    />
  );
}
