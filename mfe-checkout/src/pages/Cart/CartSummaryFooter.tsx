import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, formatCountry, formatMoney, paths, Price, selectIsTourist, useMarket, useSession } from '@mall/shared';
import type { CartList } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { PaymentMark } from '../../payments/logos/PaymentMark';
import { offersFinancing, paymentLogosFor } from './paymentLogos';
import { useCartPayments } from './useCartPayments';

const FINANCING_PROVIDER_NAME = { KLARNA: 'Klarna', AFFIRM: 'Affirm' } as const;

/**
 * The cart's summary footer (spec: checkout-orderlist-points §2 "Cart summary footer"): tax line or
 * 'Calculated at next step', grand total from the original amount (named a subtotal: one total),
 * discount total, discount-code line, insurance, shipping (issue 31), final total with 'tax
 * included', CHECKOUT NOW, financing teaser, payment logos: both only for channels checkout offers.
 */
export function CartSummaryFooter({ cart }: { cart: CartList }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { country, locale } = useMarket();
  const isTourist = useSession(selectIsTourist);
  const summary = cart.cartSummary;
  const { shipTo, options } = useCartPayments(cart, country);
  const logos = paymentLogosFor(country, options);
  const teaser = summary.financingTeaser && offersFinancing(summary.financingTeaser.provider, options) ? summary.financingTeaser : null;
  const shipToName = formatCountry(shipTo.country, i18n.language);
  const hasDiscount = summary.discountTotalAmt.value > 0;
  return (
    <footer className="checkout-cart-summary" aria-labelledby="checkout-cart-summary-title">
      <h2 id="checkout-cart-summary-title" className="checkout-cart-summary__title">
        {t('cart.summary.title')}
      </h2>
      <dl className="checkout-cart-summary__rows">
        <div>
          <dt>{t('cart.summary.grandTotal')}</dt>
          <dd>
            <Price value={summary.originAmt} />
          </dd>
        </div>
        {hasDiscount && (
          <div>
            <dt>{t('cart.summary.discountTotal')}</dt>
            <dd>
              −<Price value={summary.discountTotalAmt} />
            </dd>
          </div>
        )}
        {summary.insuranceTotalAmt.value > 0 && (
          <div>
            <dt>{t('cart.summary.insurance')}</dt>
            <dd>
              <Price value={summary.insuranceTotalAmt} />
            </dd>
          </div>
        )}
        <div>
          <dt>{shipTo.known ? t('cart.summary.shippingTo', { country: shipToName }) : t('cart.summary.shippingEstimate', { country: shipToName })}</dt>
          <dd>{summary.shippingAmt.value === 0 && summary.selectedQty > 0 ? t('cart.summary.shippingFree') : <Price value={summary.shippingAmt} />}</dd>
        </div>
        <div>
          <dt>{summary.showTaxLine ? t('cart.summary.tax', { rate: summary.taxRate }) : t('cart.summary.taxLabel')}</dt>
          <dd>{summary.showTaxLine ? <Price value={summary.taxAmt} /> : t('cart.summary.taxAtNextStep')}</dd>
        </div>
        <div className="checkout-cart-summary__total">
          <dt>{t('cart.total')}</dt>
          <dd>
            <Price value={summary.totalAmt} /> <small>{t('cart.taxIncluded')}</small>
          </dd>
        </div>
      </dl>
      {summary.discountCodeAtCheckout && <p className="checkout-cart-summary__note">{t('cart.summary.discountCode')}</p>}
      {/* Points are for buyers: a guest (tourist) earns none, so none are promised. */}
      {!isTourist && summary.expectPoints > 0 && <p className="checkout-cart-summary__note">{t('cart.summary.expectPoints', { count: summary.expectPoints })}</p>}
      <Button
        className="checkout-cart-summary__checkout"
        disabled={summary.selectedQty === 0}
        onClick={() => navigate(paths.checkout())}
      >
        {t('cart.summary.checkoutNow')}
      </Button>
      {teaser && (
        <p className="checkout-cart-summary__teaser">
          {t('cart.summary.financing', {
            count: teaser.installments,
            amount: formatMoney(teaser.installmentAmt, locale),
            provider: FINANCING_PROVIDER_NAME[teaser.provider],
          })}
        </p>
      )}
      {logos.length > 0 && (
        <div className="checkout-cart-summary__logos">
          <span>{t('cart.summary.paymentMethods')}</span>
          <ul aria-label={t('cart.summary.paymentMethods')}>
            {logos.map((logo) => (
              <li key={logo} className="checkout-pay-logo">
                <PaymentMark id={logo} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </footer>
  );
}
