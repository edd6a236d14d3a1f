import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, Button, ErrorNotice, Image, Price, Skeleton, toast } from '@mall/shared';
import { itemCalls, type CombinedItemSet, type ItemDetail } from '@mall/shared/contract';
import { CARD_NAMESPACE, NAMESPACE } from '../../namespace';
import { useAddToCart } from '../../fragments/AddToCart/useAddToCart';

/**
 * Items sold together with this one (/combined_item/itemCombinedFlow); a set goes to the cart in one
 * call. Each set's box has fixed heights (a name on one line, a line per piece), so its skeleton,
 * drawn from the lines the item's page told, is as tall as the set (issue 30, CLS).
 */
export function CombinedSets({ item }: { item: ItemDetail }) {
  const setLines = item.lateSections.combinedSetLines;
  const sets = useQuery({
    queryKey: ['item', 'combined', item.itemId],
    queryFn: () => api.call(itemCalls.itemCombinedFlow, { itemId: item.itemId }),
    enabled: setLines.length > 0,
  });
  if (sets.isPending) return <CombinedSetsSkeleton item={item} />;
  if (sets.isError) return <ErrorNotice error={sets.error} onRetry={() => void sets.refetch()} />;
  if (sets.data.length === 0) return null;
  return (
    <CombinedSetsSection>
      {sets.data.map((set) => (
        <CombinedSet key={set.id} set={set} />
      ))}
    </CombinedSetsSection>
  );
}

/** The sets' place while they are on their way: a box per set with a line per piece. */
export function CombinedSetsSkeleton({ item }: { item: ItemDetail }) {
  const setLines = item.lateSections.combinedSetLines;
  if (setLines.length === 0) return null;
  return (
    <CombinedSetsSection busy>
      {setLines.map((lines, index) => (
        <div key={index} className="checkout-product__set" aria-hidden="true">
          <Skeleton height="var(--checkout-set-line)" />
          <ul>
            {Array.from({ length: lines }, (_, line) => (
              <li key={line}>
                <Skeleton height="var(--checkout-set-piece)" />
              </li>
            ))}
          </ul>
          <Skeleton height="var(--checkout-set-line)" />
          <Skeleton height="var(--mall-control-height)" />
        </div>
      ))}
    </CombinedSetsSection>
  );
}

function CombinedSetsSection({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  return (
    <section className="checkout-product__section" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h2 id={headingId}>{t('product.combined.title')}</h2>
      {children}
    </section>
  );
}

function CombinedSet({ set }: { set: CombinedItemSet }) {
  const { t } = useTranslation([NAMESPACE, CARD_NAMESPACE]);
  const add = useAddToCart();
  const available = set.lines.every((line) => line.stock >= line.qty);
  const headingId = useId();
  return (
    <article className="checkout-product__set" aria-labelledby={headingId}>
      <h3 id={headingId}>{set.name}</h3>
      <ul>
        {set.lines.map((line) => (
          <li key={line.skuId}>
            <Image src={line.item.mainImage} alt="" width={64} height={64} />
            <span className="checkout-product__set-piece">{t('product.combined.line', { qty: line.qty, name: line.item.name, sku: line.skuName })}</span>
            <Price value={line.salePrc} />
          </li>
        ))}
      </ul>
      <p className="checkout-product__set-total">
        {t('product.combined.total')} <Price value={set.totalPrc} />
      </p>
      <Button
        variant="secondary"
        loading={add.isPending}
        disabled={!available}
        onClick={() =>
          add.mutate(
            set.lines.map((line) => ({
              cartLineTypeDict: 'NORMAL_SALE_B2C' as const,
              item: { id: line.item.itemId },
              seller: { id: line.item.sellerId },
              shop: { id: line.item.shopId },
              sku: { id: line.skuId },
              skuQty: line.qty,
              snapshotPrc: line.salePrc.value,
            })),
            {
              onSuccess: () => toast.success(t('product.combined.added', { count: set.lines.reduce((n, l) => n + l.qty, 0) })),
              onError: () => toast.error(t('addToCart.failed', { ns: CARD_NAMESPACE })),
            },
          )
        }
      >
        <span className="checkout-product__set-add">{available ? t('product.combined.add', { name: set.name }) : t('product.combined.unavailable')}</span>
      </Button>
    </article>
  );
}
