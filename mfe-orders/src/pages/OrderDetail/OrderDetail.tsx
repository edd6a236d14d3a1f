import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EmptyState, ErrorNotice, isApiError, PageLoader, paths, selectIsTourist, useIsMobile, useSession } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import { OrderActions } from '../../actions';
import { DetailHeader } from './DetailHeader';
import { StatusCard } from './StatusCard';
import { PreSaleNotice } from './PreSaleNotice';
import { BillingCard, DeliveryCard, InvoiceCard, PaymentInfoCard, ServiceUseCard } from './InfoCards';
import { OrderLines } from './OrderLines';
import { PaymentSummaryCard } from './PaymentSummaryCard';
import { RewardsCard } from './RewardsCard';
import { showsPaymentCards } from './detailRules';
import { useOrderDetail } from './useOrderDetail';
import type { DetailOrder } from './detailOrder';
import './OrderDetail.css';

/** Spec §2 route table: the back link goes to all orders, page 1; a tourist has no order list. */
function BackLink() {
  const { t } = useTranslation(NAMESPACE);
  const isTourist = useSession(selectIsTourist);
  if (isTourist) return null;
  return (
    <Link to={paths.orders({ status: 'all', pageNo: 1, from: 'order' })} className="order-detail__back">
      <span aria-hidden="true">‹ </span>
      {t('detail.back')}
    </Link>
  );
}

function OrderNotFound() {
  const { t } = useTranslation(NAMESPACE);
  const isTourist = useSession(selectIsTourist);
  return (
    <section className="order-detail" data-boundary="orders" aria-labelledby="order-detail-missing">
      <h1 id="order-detail-missing" className="order-detail__title">
        {t('detail.notFound.title')}
      </h1>
      <EmptyState
        text={t('detail.notFound.text')}
        action={
          !isTourist && (
            <Link to={paths.orders()} className="mall-button mall-button--primary mall-button--md">
              {t('detail.notFound.toOrders')}
            </Link>
          )
        }
      />
    </section>
  );
}

function OrderDetailView({ order, onStale }: { order: DetailOrder; onStale: () => void }) {
  const isMobile = useIsMobile();
  const paymentCards = showsPaymentCards(order);
  return (
    <article className="order-detail" data-boundary="orders">
      {isMobile && <BackLink />}
      <DetailHeader order={order} />
      <PreSaleNotice order={order} onDeadline={onStale} />
      <StatusCard order={order} onDeadline={onStale}>
        <div className="order-detail__actions">
          {/* Spec: on mobile more than two actions fold into the 'more' action sheet. */}
          <OrderActions order={order} placement={isMobile ? 'sheet' : 'detail'} />
        </div>
      </StatusCard>
      <div className="order-detail__cards">
        <DeliveryCard order={order} />
        <BillingCard order={order} />
        {paymentCards && <InvoiceCard order={order} />}
        <ServiceUseCard order={order} />
        {paymentCards && <PaymentInfoCard order={order} />}
      </div>
      <OrderLines order={order} />
      <div className="order-detail__cards">
        <PaymentSummaryCard order={order} />
        <RewardsCard order={order} />
      </div>
    </article>
  );
}

/** `/buyer/order/detail/:id`: one order of the buyer (or guest) with everything it offers. */
export function OrderDetail() {
  const { id } = useParams();
  const orderId = Number(id);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const detail = useOrderDetail(orderId);
  if (!valid) return <OrderNotFound />;
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) {
    // Another buyer's order answers NOT_FOUND too: the same honest notice, nothing about whose it is.
    if (isApiError(detail.error) && detail.error.code === 'NOT_FOUND') return <OrderNotFound />;
    return <ErrorNotice error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  }
  return <OrderDetailView order={detail.data} onStale={() => void detail.refetch()} />;
}
