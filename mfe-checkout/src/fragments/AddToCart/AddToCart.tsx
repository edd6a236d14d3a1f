import { useTranslation } from 'react-i18next';
import { Button, toast } from '@mall/shared';
import { type ProductCard } from '@mall/shared/contract';
import { CARD_NAMESPACE } from '../../namespace';
import { loadAddToCartCalls, useAddToCart } from './useAddToCart';

/** Spec: one line, NORMAL_SALE_B2C, the default sku, quantity 1 (goods sold by weight: their minimum), the price the buyer saw. */
export function productCardLine(item: ProductCard) {
  return {
    cartLineTypeDict: 'NORMAL_SALE_B2C' as const,
    item: { id: item.itemId },
    seller: { id: item.sellerId },
    shop: { id: item.shopId },
    sku: { id: item.defaultSkuId },
    skuQty: item.minQty,
    snapshotPrc: item.salePrc.value,
  };
}

export function AddToCart({ item }: { item: ProductCard }) {
  const { t } = useTranslation(CARD_NAMESPACE);
  // On `/` the add's calls load as a pointer or focus reaches the button, not with the cards.
  const add = useAddToCart({ callsOnMount: false });
  const prepare = () => void loadAddToCartCalls().catch(() => undefined);
  return (
    <Button
      onPointerDown={prepare}
      onFocus={prepare}
      variant="primary"
      className="checkout-add-to-cart"
      loading={add.isPending}
      aria-label={t('addToCart.labelFor', { name: item.name })}
      onClick={() =>
        add.mutate([productCardLine(item)], {
          onSuccess: () => toast.success(t('addToCart.added')),
          onError: () => toast.error(t('addToCart.failed')),
        })
      }
    >
      {t('addToCart.action')}
    </Button>
  );
}

export default AddToCart;
