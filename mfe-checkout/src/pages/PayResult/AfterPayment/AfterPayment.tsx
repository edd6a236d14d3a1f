import { useSession } from '@mall/shared';
import { FreeOrderNotice } from './FreeOrderNotice';
import { GiftCards } from './GiftCards';
import { LuckyDraw } from './LuckyDraw';
import './AfterPayment.css';

/**
 * After a successful payment, per paid order: the free-order notice, gift cards bought in it and,
 * for a logged-in buyer (winnings live in the buyer centre), the lucky draw. Each part shows only
 * when the mall says it applies.
 */
export function AfterPayment({ orderIds }: { orderIds: number[] }) {
  const isBuyer = useSession((s) => s.loginState === 'buyer');
  return (
    <div className="checkout-after-pay">
      {orderIds.map((orderId) => (
        <div key={orderId} className="checkout-after-pay__order">
          <FreeOrderNotice orderId={orderId} />
          <GiftCards orderId={orderId} />
          {isBuyer && <LuckyDraw orderId={orderId} />}
        </div>
      ))}
    </div>
  );
}
