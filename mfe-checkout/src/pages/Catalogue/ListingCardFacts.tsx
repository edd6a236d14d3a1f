import { useTranslation } from 'react-i18next';
import { formatRating, Skeleton, useDateFormat } from '@mall/shared';
import type { catalogueCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';

/** The star scale of the buyers' ratings (spec: "The star scale is 5"). */
const STARS = 5;

/**
 * What a listing or search card shows under the price (issue 32): the buyers' rating (stars, the
 * average and how many reviews; nothing before the first review) and how soon the shop ships.
 * Both lines keep their place (Catalogue.css), so every card in the grid is as tall as the next.
 */
export function ListingCardFacts({ card }: { card: catalogueCalls.ListingCard }) {
  const { t } = useTranslation(NAMESPACE);
  const { locale } = useDateFormat();
  const rating = card.reviewCount > 0 ? card.rating : null;
  const average = rating === null ? '' : formatRating(rating, locale);
  return (
    <div className="checkout-card-facts">
      {rating !== null && (
        <p className="checkout-card-facts__rating">
          <span className="checkout-card-facts__stars" aria-hidden="true">
            <span style={{ width: `${(rating / STARS) * 100}%` }} />
          </span>
          <span aria-hidden="true">
            {average} ({card.reviewCount})
          </span>
          <span className="mall-visually-hidden">
            {t('catalogue.card.rating', { average, max: STARS, count: card.reviewCount })}
          </span>
        </p>
      )}
      <p className="checkout-card-facts__lead">{t('catalogue.card.shipsIn', { count: card.leadDays })}</p>
    </div>
  );
}

/** The two lines' places while the card loads (ProductCardSkeleton's facts). */
export function ListingCardFactsSkeleton() {
  return (
    <div className="checkout-card-facts">
      <Skeleton lines={1} />
      <Skeleton lines={1} className="checkout-card-facts__lead" />
    </div>
  );
}
