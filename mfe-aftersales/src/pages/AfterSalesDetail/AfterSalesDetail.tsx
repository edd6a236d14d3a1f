import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  CopyButton,
  EmptyState,
  ErrorNotice,
  formatDateTime,
  Image,
  isApiError,
  PageLoader,
  paths,
  Price,
  selectIsTourist,
  useIsMobile,
  useMarket,
  useSession,
} from '@mall/shared';
import type { ReverseOrderDetail } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { STATUS_TONE, HAS_REFUND } from '../AfterSalesList/ReverseOrderCard';
import { ReverseActions } from './ReverseActions';
import { ReverseLine } from '../../lines/ReverseLine';
import { useReverseOrder } from './useReverseOrder';
import './AfterSalesDetail.css';

/** The after-sales detail (spec §2): header, banner, items, refund and reason, order info, remarks, actions. */
export function AfterSalesDetail() {
  const { t } = useTranslation(NAMESPACE);
  const { id } = useParams();
  const reverseOrder = useReverseOrder(Number(id));
  if (reverseOrder.isError && isApiError(reverseOrder.error) && reverseOrder.error.status === 404) {
    return (
      <section className="as-detail" data-boundary="aftersales" aria-labelledby="as-detail-missing">
        <h1 id="as-detail-missing">{t('detail.title')}</h1>
        <EmptyState text={t('detail.notFound')} />
      </section>
    );
  }
  if (reverseOrder.isError) return <ErrorNotice error={reverseOrder.error} onRetry={() => void reverseOrder.refetch()} retrying={reverseOrder.isFetching} />;
  if (reverseOrder.isPending) return <PageLoader />;
  return <DetailView detail={reverseOrder.data} />;
}

function DetailView({ detail }: { detail: ReverseOrderDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  const isTourist = useSession(selectIsTourist);
  const isMobile = useIsMobile();
  const date = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, locale)}</time>;
  const status = detail.reverseTradeOrderStatus;
  const reason = detail.reverseNotes.reverseReason;
  return (
    <article className={isMobile ? 'as-detail as-detail--mobile' : 'as-detail'} data-boundary="aftersales" aria-labelledby="as-detail-title">
      {/* Spec: the back link to the order (and the back icon) is hidden for tourists. */}
      {!isTourist && (
        <Link to={paths.orderDetail(detail.tradeOrder.id)} className="as-back">
          <span aria-hidden="true">‹ </span>
          {t('detail.backToOrder')}
        </Link>
      )}
      <header className="as-detail__head">
        <h1 id="as-detail-title">{t('detail.title')}</h1>
        <dl className="as-detail__facts">
          <div>
            <dt>{t('card.code')}</dt>
            <dd>
              {detail.reverseTradeOrderCode} <CopyButton text={detail.reverseTradeOrderCode} aria-label={t('detail.copyCode')} />
            </dd>
          </div>
          <div>
            <dt>{t('card.applied')}</dt>
            <dd>{date(detail.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('detail.type')}</dt>
            <dd>{t(`type.${detail.reverseTradeOrderType}`)}</dd>
          </div>
          <div>
            <dt>{t('detail.status')}</dt>
            <dd className={`aftersales-status aftersales-status--${STATUS_TONE[status]}`}>{t(`status.${status}`)}</dd>
          </div>
        </dl>
        <ReverseActions detail={detail} />
      </header>

      {status === 'WAITING_FOR_BUYER_RETURN' && (
        <section className="as-detail__banner" role="status" aria-labelledby="as-detail-banner">
          <h2 id="as-detail-banner">{t('detail.returnBanner')}</h2>
          {detail.returnAddress && (
            <address>
              {detail.returnAddress.contactName}, {detail.returnAddress.contactPhone}
              <br />
              {detail.returnAddress.detailAddress}, {detail.returnAddress.districtList.map((d) => d.name).join(', ')}
            </address>
          )}
        </section>
      )}

      <section aria-labelledby="as-detail-items">
        <h2 id="as-detail-items">{t('detail.items')}</h2>
        <ul className="as-detail__lines">
          {detail.reverseTradeOrderLineList.map((line) => (
            <li key={line.id}>
              <ReverseLine line={line} imageSize={80} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="as-detail-refund" className="as-detail__card">
        <h2 id="as-detail-refund">{t('detail.refundAndReason')}</h2>
        <dl className="as-detail__facts">
          {HAS_REFUND[detail.reverseTradeOrderType] && (
            <>
              <div>
                <dt>{t('detail.appliedRefund')}</dt>
                <dd>
                  <Price value={detail.applyRefundAmt} />
                </dd>
              </div>
              <div>
                <dt>{t('detail.actualRefund')}</dt>
                <dd>{detail.actualRefundAmt ? <Price value={detail.actualRefundAmt} /> : t('detail.notYet')}</dd>
              </div>
              {detail.actualRefundShippingAmt && detail.actualRefundShippingAmt.value > 0 && (
                <div>
                  <dt>{t('detail.refundedShipping')}</dt>
                  <dd>
                    <Price value={detail.actualRefundShippingAmt} />
                  </dd>
                </div>
              )}
            </>
          )}
          <div>
            <dt>{t('detail.reason')}</dt>
            <dd>{reason ? t(`reverseReason.${reason}`, { defaultValue: reason }) : '—'}</dd>
          </div>
          {detail.reverseNotes.reverseText && (
            <div>
              <dt>{t('detail.notes')}</dt>
              <dd>{detail.reverseNotes.reverseText}</dd>
            </div>
          )}
        </dl>
        {detail.evidenceImages.length > 0 && (
          <ul className="as-detail__evidence" aria-label={t('detail.evidence')}>
            {detail.evidenceImages.map((url, i) => (
              <li key={url}>
                <Image src={url} alt={t('detail.evidenceImage', { n: i + 1 })} width={64} height={64} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="as-detail-order" className="as-detail__card">
        <h2 id="as-detail-order">{t('detail.orderInfo')}</h2>
        <dl className="as-detail__facts">
          <div>
            <dt>{t('card.order')}</dt>
            <dd>{isTourist ? detail.tradeOrder.tradeOrderCode : <Link to={paths.orderDetail(detail.tradeOrder.id)}>{detail.tradeOrder.tradeOrderCode}</Link>}</dd>
          </div>
          <div>
            <dt>{t('detail.orderedAt')}</dt>
            <dd>{date(detail.tradeOrder.timeline.orderedTime)}</dd>
          </div>
          <div>
            <dt>{t('detail.shop')}</dt>
            <dd>{detail.seller.siteName}</dd>
          </div>
        </dl>
      </section>

      {detail.remarkList.length > 0 && (
        <section aria-labelledby="as-detail-remarks" className="as-detail__card">
          <h2 id="as-detail-remarks">{t('detail.remarks')}</h2>
          <ol className="as-detail__remarks">
            {[...detail.remarkList].reverse().map((remark, i) => (
              <li key={`${remark.createdAt}-${i}`}>
                {date(remark.createdAt)} — {t(`remark.${remark.event}`, { defaultValue: remark.event })}
                {remark.text && <p className="as-detail__muted">{remark.text}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}
