import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatDate, formatDateTime, formatSkuAttributes, Image, Price, useMarket } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import { applyModeOf } from '../../actions/afterSales/applyLines';
import { offers } from '../../actions/operations';
import { useRefreshOrders } from '../../actions/useRefreshOrders';
import { AfterSalesEntry } from './AfterSalesEntry';
import { DetailCard } from './AddressCard';
import type { LineCoupon } from '@mall/shared/contract';
import { depositPaid, displayPoints, inAfterSales, offersProductLinks, productPath } from './detailRules';

/** A voucher's status as the line says it (VOIDED: its line was refunded before it was used). */
const COUPON_STATUS_TEXT: Record<LineCoupon['usedStatus'], string> = {
  NOT_USED: 'detail.lines.couponUnused',
  USED: 'detail.lines.couponUsed',
  VOIDED: 'detail.lines.couponVoided',
};
import type { DetailLine, DetailOrder } from './detailOrder';

/** Spec §2: a product link opens in a new tab; none for an order from an external channel. */
function ProductLink({ line, linked, children }: { line: DetailLine; linked: boolean; children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  if (!linked) return <>{children}</>;
  return (
    <a href={productPath(line.sku.item.urlKey, line.sku.skuUrlSuffix)} target="_blank" rel="noopener noreferrer" className="order-detail__product-link">
      {children}
      <span className="mall-visually-hidden"> {t('detail.lines.newTab')}</span>
    </a>
  );
}

function Tags({ line }: { line: DetailLine }) {
  const { t } = useTranslation(NAMESPACE);
  const tags = [
    line.tradeOrderLineBusinessType === 'GIFT' && t('detail.lines.gift'),
    line.campaignSubType === 'PRESELL' && t('detail.lines.preSale'),
  ].filter((tag): tag is string => Boolean(tag));
  if (tags.length === 0) return null;
  return (
    <span className="order-detail__tags">
      {tags.map((tag) => (
        <span key={tag} className="order-detail__tag">
          {tag}
        </span>
      ))}
    </span>
  );
}

function LineExtras({ order, line }: { order: DetailOrder; line: DetailLine }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  return (
    <>
      {line.campaignSubType === 'PRESELL' && line.preSaleUnitAmount && line.balanceSaleUnitAmount && (
        <p className="order-detail__line-note">
          {t('detail.lines.deposit')} <Price value={line.preSaleUnitAmount} />
          {depositPaid(order.displayStatus) && <span className="order-detail__paid-mark"> {t('detail.lines.depositPaid')}</span>} · {t('detail.lines.balance')}{' '}
          <Price value={line.balanceSaleUnitAmount} />
        </p>
      )}
      {line.diySkuLineList.length > 0 && (
        <div className="order-detail__diy">
          <p className="order-detail__line-note">{t('detail.lines.diyParts')}</p>
          <ul aria-label={t('detail.lines.diyParts')}>
            {line.diySkuLineList.map((child) => (
              <li key={child.id}>
                {child.sku.name}
                {child.sku.attributes.length > 0 && ` (${formatSkuAttributes(child.sku.attributes)})`} {t('detail.lines.quantityValue', { count: child.tradeQty })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {line.insurance && (
        <p className="order-detail__line-note">
          {t('detail.lines.insurance', { name: line.insurance.insuranceName })} <Price value={line.insurance.insuranceFee} />
        </p>
      )}
      {line.tradeOrderLineCouponsBOList.length > 0 && (
        <ul className="order-detail__coupons" aria-label={t('detail.lines.coupons')}>
          {line.tradeOrderLineCouponsBOList.map((coupon) => (
            <li key={coupon.couponCode}>
              <span>{t('detail.lines.couponCode', { code: coupon.couponCode })}</span>
              {coupon.couponsPassword && <span> · {t('detail.lines.couponPassword', { password: coupon.couponsPassword })}</span>}
              <span> · {t(COUPON_STATUS_TEXT[coupon.usedStatus])}</span>
              {coupon.usedTime && <span> · {t('detail.lines.couponUsedTime', { time: formatDateTime(coupon.usedTime, locale) })}</span>}
            </li>
          ))}
        </ul>
      )}
      {line.expectDate && (
        <p className="order-detail__line-note">
          {line.expectDateBegin
            ? t('detail.lines.expectedBetween', { from: formatDate(line.expectDateBegin, locale), to: formatDate(line.expectDate, locale) })
            : t('detail.lines.expected', { date: formatDate(line.expectDate, locale) })}
        </p>
      )}
    </>
  );
}

const ApplyAfterSalesDialog = lazy(() => import('../../actions/afterSales/ApplyAfterSalesDialog'));

/**
 * Spec §1: the buyer applies for after-sales from the order detail. buyerApplyReverse shows no button
 * among the order's actions (§4), so decided: each line that can still be reversed offers it, opening
 * the apply modal with that line chosen. Before delivery the order's cancel action does this instead.
 */
export const offersLineAfterSales = (order: DetailOrder, line: DetailLine): boolean =>
  offers(order, 'buyerApplyReverse') && applyModeOf(order) === 'afterSales' && line.canReverseQty > 0;

function ApplyForLine({ order, line }: { order: DetailOrder; line: DetailLine }) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  const refresh = useRefreshOrders();
  return (
    <>
      <Button variant="text" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)} aria-label={t('detail.lines.applyAfterSalesOf', { name: line.sku.name })}>
        {t('detail.lines.applyAfterSales')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ApplyAfterSalesDialog order={order} operation="buyerApplyReverse" lineId={line.id} onClose={() => setOpen(false)} onChanged={() => void refresh()} />
        </Suspense>
      )}
    </>
  );
}

function LineRow({ order, line }: { order: DetailOrder; line: DetailLine }) {
  const { t } = useTranslation(NAMESPACE);
  const linked = offersProductLinks(order.outOrderId);
  const price = line.tradeOrderLinePrice;
  const unit = line.sku.marketingUnit?.unitName;
  const points = displayPoints(price.actualPaidPoints || price.actualNeedPayPoints);
  return (
    <li className="order-detail__line">
      <ProductLink line={line} linked={linked}>
        {/* The picture names the product: a link holding only an empty-alt image would be announced as "(opens in a new tab)". */}
        <Image src={line.sku.image} alt={linked ? line.sku.name : ''} width={80} height={80} />
      </ProductLink>
      <div className="order-detail__line-info">
        <p className="order-detail__line-name">
          <ProductLink line={line} linked={linked}>
            {line.sku.name}
          </ProductLink>{' '}
          <Tags line={line} />
        </p>
        {line.sku.attributes.length > 0 && <p className="order-detail__muted">{formatSkuAttributes(line.sku.attributes)}</p>}
        <LineExtras order={order} line={line} />
        {inAfterSales(line.reverseStatus) && <AfterSalesEntry orderId={order.id} line={line} />}
        {offersLineAfterSales(order, line) && <ApplyForLine order={order} line={line} />}
      </div>
      <dl className="order-detail__line-figures">
        <div>
          <dt className="mall-visually-hidden">{t('detail.lines.unitPrice')}</dt>
          <dd>
            <Price value={line.sku.salePrc} />
          </dd>
        </div>
        <div>
          <dt className="mall-visually-hidden">{t('detail.lines.quantity')}</dt>
          <dd>
            {t('detail.lines.quantityValue', { count: line.tradeQty })}
            {unit ? ` ${unit}` : ''}
          </dd>
        </div>
        <div>
          <dt className="mall-visually-hidden">{t('detail.lines.subtotal')}</dt>
          <dd>
            {price.needPaySkuAmt.value !== price.skuAmt.value && <Price value={price.skuAmt} strike />} <Price value={price.needPaySkuAmt} />
            {points > 0 && <span className="order-detail__muted"> {t('detail.summary.points', { count: points })}</span>}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** The order's lines; a DIY product's parts are listed under its main line, not on their own. */
export function OrderLines({ order }: { order: DetailOrder }) {
  const { t } = useTranslation(NAMESPACE);
  const lines = order.tradeOrderLineList.filter((line) => line.lineGroupTypeDict !== 'DIY_CHILD');
  return (
    <DetailCard title={t('detail.lines.title')} className="order-detail__lines-card">
      <ul className="order-detail__lines">
        {lines.map((line) => (
          <LineRow key={line.id} order={order} line={line} />
        ))}
      </ul>
    </DetailCard>
  );
}
