import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, RemoteFragment, toast } from '@mall/shared';
import type { ActionDialogProps } from '../ActionDialogProps';
import { useOrderDetail } from '../../pages/OrderDetail/useOrderDetail';
import { useResultTexts } from '../resultTexts';

/**
 * payBalance: the first balance payment goes through checkout (/checkout?tradeContractId), where the
 * buyer confirms address and channel; a later one is paid directly (checkout's RePayment fragment).
 * The list's order does not say which it is, so the detail (tradeContract.notFirstTime) is asked,
 * through the detail page's query: on the detail page it is answered already. notFirstTime changes
 * only when a balance checkout is submitted, which leaves this page for the provider.
 */
export default function PayBalanceAction({ order, onClose, onChanged }: ActionDialogProps) {
  const navigate = useNavigate();
  const detail = useOrderDetail(order.id);
  const texts = useResultTexts();
  const first = detail.isSuccess && !detail.data.tradeContract.notFirstTime;
  useEffect(() => {
    if (first) navigate(paths.checkout(order.tradeContract.id));
  }, [first, navigate, order.tradeContract.id]);
  useEffect(() => {
    if (!detail.isError) return;
    toast.error(texts.failed());
    onClose();
  }, [detail.isError, onClose, texts]);
  if (!detail.isSuccess || first) return null;
  return (
    <RemoteFragment
      id="checkout/RePayment"
      props={{
        tradeOrderIds: [order.id],
        operation: 'pay',
        onClose: () => {
          onChanged();
          onClose();
        },
      }}
    />
  );
}
