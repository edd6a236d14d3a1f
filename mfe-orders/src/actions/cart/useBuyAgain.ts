import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api, paths, queryKeys, toast } from '@mall/shared';
import { cartCalls, type NewCartLine, type Order } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';

/**
 * Spec: a cart line made from each order line (seller, sku, item, shop, quantity, the price paid).
 * Gift lines are left out (a gift comes with its promotion), and DIY child lines (their main line brings them).
 */
export function cartLinesOf(order: Order): NewCartLine[] {
  return order.tradeOrderLineList
    .filter((line) => line.tradeOrderLineBusinessType !== 'GIFT' && line.lineGroupTypeDict !== 'DIY_CHILD')
    .map((line) => ({
      cartLineTypeDict: order.tradeType,
      item: { id: line.sku.item.id },
      seller: { id: order.seller.id },
      sku: { id: line.sku.id },
      shop: { id: order.shop.id },
      skuQty: line.tradeQty,
      snapshotPrc: line.sku.salePrc.value,
    }));
}

/** Buy again: every line into the cart, 'added {num} items to cart', then the cart. */
export function useBuyAgain(order: Order) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(cartCalls.batchCreateCartLines, cartLinesOf(order)),
    onSuccess: (answer) => {
      toast.success(t('actions.result.addedToCart', { count: answer.added }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      navigate(paths.cart());
    },
    onError: () => {
      toast.error(t('actions.result.failed'));
    },
  });
}
