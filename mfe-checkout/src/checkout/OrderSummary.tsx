import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayMonth, formatSkuAttributes, Image, Price, useMarket } from '@mall/shared';
import type { Money, RenderTradeContract, RenderTradeOrder } from '@mall/shared/contract';
import { NAMESPACE } from '../namespace';
import './OrderSummary.css';

function AmountRow({ label, value, negative = false }: { label: string; value: Money; negative?: boolean }) {
  return (
    <div className="checkout-summary__row">
      <dt>{label}</dt>
      <dd>
        {negative && value.value > 0 ? '−' : ''}
        <Price value={value} />
      </dd>
    </div>
  );
}

function ShopOrder({ order, code }: { order: RenderTradeOrder; code: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="checkout-summary__shop" aria-label={order.shop.siteName}>
      <h3>{order.shop.siteName}</h3>
      <ul className="checkout-summary__lines">
        {order.renderTradeOrderLineTOList.map((line) => (
          <li key={`${line.cartLineId ?? line.tradeOrderLineId}-${line.sku.id}`} className="checkout-summary__line">
            <Image src={line.skuImage} alt="" width={64} height={64} />
            <div>
              <p className="checkout-summary__name">{line.skuName}</p>
              <p className="checkout-summary__muted">{formatSkuAttributes(line.attributes)}</p>
              <p className="checkout-summary__muted">{t('flow.checkout.summary.quantity', { count: line.tradeQty })}</p>
              {line.insurance && (
                <p className="checkout-summary__muted">
                  {t('flow.checkout.summary.lineInsurance', { name: line.insurance.insuranceName })} <Price value={line.insurance.insuranceFee} />
                </p>
              )}
              {!line.available && <p className="checkout-summary__warn">{t('flow.checkout.summary.soldOut')}</p>}
              {line.priceChanged && <p className="checkout-summary__warn">{t('flow.checkout.summary.priceChanged')}</p>}
            </div>
            <Price value={line.tradeOrderLinePrice.needPaySkuAmt} />
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__amounts">
        <AmountRow label={t('flow.checkout.summary.shipping')} value={order.shippingAmt} />
        {order.shippingDiscountAmt.value > 0 && <AmountRow label={t('flow.checkout.summary.shippingDiscount')} value={order.shippingDiscountAmt} negative />}
        {order.shopDiscountAmt.value > 0 && code && <AmountRow label={t('flow.checkout.summary.codeDiscount', { code })} value={order.shopDiscountAmt} negative />}
      </dl>
    </section>
  );
}

/**
 * The order summary (spec §3 renderTradeContractTO): per shop its lines, shipping and a shop's code,
 * then `children` (the discounts' fields), then every amount of the contract: items, shipping,
 * shipping discount, service charge, insurance, tax, points deduction, the code's and the points' discount,
 * a pre-sale's deposit and balance, and what is paid now (needPayAmt: the server's, the pay call's amount).
 */
export function OrderSummary({ contract, children }: { contract: RenderTradeContract; children?: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((m) => m.locale);
  const total: Money = { value: contract.needPayAmt.value, currency: contract.needPayAmt.currency };
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t('flow.checkout.summary.title')}</h2>
      {contract.renderTradeOrderTOList.map((order) => (
        <ShopOrder key={order.tradeOrderId ?? order.shop.id} order={order} code={contract.discountCode?.couponCode ?? null} />
      ))}
      {children}
      <dl className="checkout-summary__amounts checkout-summary__totals">
        <AmountRow label={t('flow.checkout.summary.items')} value={contract.skuAmt} />
        <AmountRow label={t('flow.checkout.summary.shipping')} value={contract.shippingAmtExcludeShopDiscount} />
        {contract.shippingDiscountAmt.value > 0 && <AmountRow label={t('flow.checkout.summary.shippingDiscount')} value={contract.shippingDiscountAmt} negative />}
        {contract.serviceChargeAmt.value > 0 && <AmountRow label={t('flow.checkout.summary.serviceCharge')} value={contract.serviceChargeAmt} />}
        {contract.insuranceAmt.value > 0 && <AmountRow label={t('flow.checkout.summary.insurance')} value={contract.insuranceAmt} />}
        <AmountRow label={t('flow.checkout.summary.tax', { rate: contract.taxRate })} value={contract.totalTaxAmt} />
        {contract.pointDeductionAmt.value > 0 && <AmountRow label={t('flow.checkout.summary.pointsDeduction')} value={contract.pointDeductionAmt} negative />}
        {contract.discountCode && (
          <AmountRow label={t('flow.checkout.summary.codeDiscount', { code: contract.discountCode.couponCode })} value={contract.discountCode.discountAmt} negative />
        )}
        {contract.pointDiscount && contract.pointDiscount.discountPoint > 0 && (
          <AmountRow label={t('flow.checkout.summary.pointDiscount', { points: contract.pointDiscount.discountPoint.toLocaleString(locale) })} value={contract.pointDiscountAmount} negative />
        )}
        {contract.preSale && (
          <>
            <AmountRow label={t('flow.checkout.summary.preSaleDeposit')} value={contract.preSale.depositAmt} />
            <AmountRow
              label={t('flow.checkout.summary.preSaleBalance', {
                // Whole UTC days (mall-api's preSale.ts): the same day in every time zone.
                from: formatDayMonth(contract.preSale.balancePaymentStartTime.slice(0, 10), locale),
                to: formatDayMonth(contract.preSale.balancePaymentEndTime.slice(0, 10), locale),
              })}
              value={contract.preSale.balanceAmt}
            />
          </>
        )}
        <div className="checkout-summary__row checkout-summary__total">
          <dt>{t(contract.preSale ? 'flow.checkout.summary.dueNow' : 'flow.checkout.summary.total')}</dt>
          <dd>
            <Price value={total} /> <small>{t('flow.checkout.summary.taxIncluded')}</small>
          </dd>
        </div>
      </dl>
    </aside>
  );
}
