import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime, formatSkuAttributes, Image, paths, Price, useMarket } from '@mall/shared';
import type { Order, OrderDisplayStatus } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { OrderActions } from '../../actions';
import { preSaleBanner } from '../OrderDetail/preSaleBanner';
import { preSaleStage } from '../OrderDetail/paymentSummary';
import { PreSaleAmounts } from '../OrderDetail/PreSaleAmounts';

/** Spec: a desktop order row shows at most 3 lines of the order. */
export const MAX_LINES_IN_ROW = 3;

/** How each display status looks: waiting on the buyer, under way, or over. */
const STATUS_TONE: Record<OrderDisplayStatus, 'action' | 'progress' | 'done' | 'closed'> = {
  PENDING_PAY: 'action',
  PENDING_DEPOSIT: 'action',
  PENDING_BALANCE: 'action',
  UN_DELIVERY: 'progress',
  UN_RECEIVED: 'progress',
  COMPLETE: 'done',
  CLOSED: 'closed',
  CANCEL_ALL: 'closed',
  CANCELED: 'closed',
};

/**
 * The search matches an order number or any line's product name, a DIY set's parts included (the
 * server's rule, ilike '%keyword%'). Parts are not listed on the row, so a row found through one
 * names it under its set.
 */
const matches = (name: string, keyword: string) => keyword !== '' && name.toLowerCase().includes(keyword.toLowerCase());

/** Spec (§4 Pre-sale): while the balance is awaited, the row tells when it can or must be paid, as the detail does. */
function PreSaleTip({ order }: { order: Order }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  if (order.displayStatus !== 'PENDING_BALANCE') return null;
  const banner = preSaleBanner(order, Date.now());
  if (banner?.kind !== 'balanceDeadline' && banner?.kind !== 'balanceStart') return null;
  return <p className="orders-row__presale">{t(`detail.preSale.${banner.kind}`, { time: formatDateTime(banner.at, locale) })}</p>;
}

export function OrderRow({ order, keyword = '' }: { order: Order; keyword?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  // DIY child lines belong to their main line and are not listed on their own.
  const lines = order.tradeOrderLineList.filter((line) => line.lineGroupTypeDict !== 'DIY_CHILD');
  const shown = lines.slice(0, MAX_LINES_IN_ROW);
  const hidden = lines.length - shown.length;
  const headingId = `orders-order-${order.id}`;
  const preSale = preSaleStage(order);
  return (
    <article className="orders-row" aria-labelledby={headingId}>
      <header className="orders-row__head">
        <h2 id={headingId} className="orders-row__number">
          <span className="orders-row__caption">{t('order.number')}</span> {order.tradeOrderCode}
        </h2>
        <p className="orders-row__created">
          <span className="orders-row__caption">{t('order.created')}</span>{' '}
          <time dateTime={order.timeline.orderedTime}>{formatDateTime(order.timeline.orderedTime, locale)}</time>
        </p>
        <p className="orders-row__shop">{order.shop.siteName}</p>
      </header>
      <ul className="orders-row__lines" aria-label={t('order.lines', { code: order.tradeOrderCode })}>
        {shown.map((line) => (
          <li key={line.id} className="orders-row__line">
            <Image src={line.sku.image} alt="" width={64} height={64} />
            <div className="orders-row__line-info">
              <p className="orders-row__line-name">{line.sku.name}</p>
              {line.sku.attributes.length > 0 && <p className="orders-row__line-attrs">{formatSkuAttributes(line.sku.attributes)}</p>}
              {line.diySkuLineList
                .filter((part) => matches(part.sku.name, keyword))
                .map((part) => (
                  <p key={part.id} className="orders-row__line-part">
                    {t('order.matchedPart', { name: part.sku.name, qty: part.tradeQty })}
                  </p>
                ))}
            </div>
            <p className="orders-row__line-qty">{t('order.quantity', { count: line.tradeQty })}</p>
          </li>
        ))}
        {hidden > 0 && <li className="orders-row__more">{t('order.moreLines', { count: hidden })}</li>}
      </ul>
      <div className="orders-row__amount">
        <span className="orders-row__caption">{t('order.total')}</span>
        <Price value={order.needPayAmt} />
        {order.actualNeedPayPoints > 0 && (
          // Spec: points are displayed rounded up.
          <span className="orders-row__points">{t('order.points', { count: Math.ceil(order.actualNeedPayPoints) })}</span>
        )}
      </div>
      <div className="orders-row__status">
        <p className={`orders-status orders-status--${STATUS_TONE[order.displayStatus]}`}>{t(`status.${order.displayStatus}`)}</p>
        <Link to={paths.orderDetail(order.id)} className="orders-row__detail" aria-label={t('order.detailsOf', { code: order.tradeOrderCode })}>
          {t('order.details')}
        </Link>
      </div>
      {preSale && (
        <dl className="orders-row__presale-amounts">
          <PreSaleAmounts stage={preSale} />
        </dl>
      )}
      <PreSaleTip order={order} />
      <OrderActions order={order} placement="row" />
    </article>
  );
}
