import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge, formatDateTime, paths, Price, useMarket } from '@mall/shared';
import type { ReverseOrderStatus, ReverseOrderSummary, ReverseOrderType } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { ReverseLine } from '../../lines/ReverseLine';

/** Not shown in the spec: how each status looks. The buyer's turn stands out; finished and closed ones recede. */
export const STATUS_TONE: Record<ReverseOrderStatus, 'action' | 'progress' | 'done' | 'closed' | 'failed'> = {
  AS_APPLIED: 'progress',
  WAITING_FOR_AUDIT_BY_SELLER: 'progress',
  WAITING_FOR_BUYER_RETURN: 'action',
  WAITING_FOR_QC_DONE: 'progress',
  WAITING_FOR_REFUND: 'progress',
  WAITING_FOR_SELLER_SHIP: 'progress',
  WAITING_FOR_BUYER_CONFIRMED: 'action',
  REFUND_PENDING: 'progress',
  REFUND_DONE: 'done',
  REVERSE_DONE: 'done',
  REVERSE_CANCELED: 'closed',
  REFUND_FAIL: 'failed',
  REVERSE_CLOSE: 'closed',
};

/** An exchange returns goods for goods: there is no refund amount to show. */
export const HAS_REFUND: Record<ReverseOrderType, boolean> = {
  SALE_CANCEL_AFTER_PAID: true,
  SALE_REFUND: true,
  SALE_RETURN: true,
  SALE_EXCHANGE: false,
  PURCHASE_RETURN: true,
  SALE_CANCEL_BEFORE_DELIVERY: true,
};

/** `justApplied`: the application the buyer has just made (the list's `applied` and `reverseOrderId`), highlighted. */
export function ReverseOrderCard({ reverseOrder, justApplied = false }: { reverseOrder: ReverseOrderSummary; justApplied?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  const headingId = `aftersales-${reverseOrder.id}`;
  const refunded = reverseOrder.actualRefundAmt;
  return (
    <article className={justApplied ? 'aftersales-card aftersales-card--new' : 'aftersales-card'} aria-labelledby={headingId}>
      <header className="aftersales-card__head">
        <h2 id={headingId} className="aftersales-card__code">
          <span className="aftersales-card__caption">{t('card.code')}</span> {reverseOrder.reverseTradeOrderCode}
          {justApplied && (
            <>
              {' '}
              <Badge tone="info">{t('card.justApplied')}</Badge>
            </>
          )}
        </h2>
        <p>
          <span className="aftersales-card__caption">{t('card.applied')}</span>{' '}
          <time dateTime={reverseOrder.createdAt}>{formatDateTime(reverseOrder.createdAt, locale)}</time>
        </p>
        <p className="aftersales-card__type">{t(`type.${reverseOrder.reverseTradeOrderType}`)}</p>
        <p className={`aftersales-status aftersales-status--${STATUS_TONE[reverseOrder.reverseTradeOrderStatus]}`}>
          {t(`status.${reverseOrder.reverseTradeOrderStatus}`)}
        </p>
      </header>
      <ul className="aftersales-card__lines" aria-label={t('card.lines', { code: reverseOrder.reverseTradeOrderCode })}>
        {reverseOrder.reverseTradeOrderLineList.map((line) => (
          <li key={line.id}>
            <ReverseLine line={line} imageSize={64} />
          </li>
        ))}
      </ul>
      <footer className="aftersales-card__foot">
        <p className="aftersales-card__order">
          <span className="aftersales-card__caption">{t('card.order')}</span>{' '}
          <Link to={paths.orderDetail(reverseOrder.tradeOrder.id)}>{reverseOrder.tradeOrder.tradeOrderCode}</Link>
        </p>
        {HAS_REFUND[reverseOrder.reverseTradeOrderType] && (
          <p className="aftersales-card__refund">
            <span className="aftersales-card__caption">{refunded ? t('card.refunded') : t('card.refundRequested')}</span>{' '}
            <Price value={refunded ?? reverseOrder.applyRefundAmt} />
          </p>
        )}
        <Link
          to={paths.afterSalesDetail(reverseOrder.id)}
          className="aftersales-card__detail"
          aria-label={t('card.detailsOf', { code: reverseOrder.reverseTradeOrderCode })}
        >
          {t('card.details')}
        </Link>
      </footer>
    </article>
  );
}
