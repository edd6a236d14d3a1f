import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, Button, ErrorNotice, Image, Price, toast } from '@mall/shared';
import { itemCalls, type CombinedItemSet } from '@mall/shared/contract';
import { CARD_NAMESPACE, NAMESPACE } from '../../namespace';
import { useAddToCart } from '../../fragments/AddToCart/useAddToCart';

/** Items sold together with this one (/combined_item/itemCombinedFlow); a set goes to the cart in one call. */
export function CombinedSets({ itemId }: { itemId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const sets = useQuery({ queryKey: ['item', 'combined', itemId], queryFn: () => api.call(itemCalls.itemCombinedFlow, { itemId }) });
  const headingId = useId();
  if (sets.isPending) return null;
  if (sets.isError) return <ErrorNotice error={sets.error} onRetry={() => void sets.refetch()} />;
  if (sets.data.length === 0) return null;
  return (
    <section className="checkout-product__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('product.combined.title')}</h2>
      {sets.data.map((set) => (
        <CombinedSet key={set.id} set={set} />
      ))}
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
            <span>{t('product.combined.line', { qty: line.qty, name: line.item.name, sku: line.skuName })}</span>
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
        {available ? t('product.combined.add', { name: set.name }) : t('product.combined.unavailable')}
      </Button>
    </article>
  );
}
