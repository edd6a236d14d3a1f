import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths, Spinner, useSession } from '@mall/shared';
import type { PaymentProvider } from '../../payments';
import { NAMESPACE } from '../../namespace';
import { entryOrderIds, readPayResultEntry, type PayResultEntry } from './payResultRules';
import { usePayResultPoll } from './usePayResultPoll';
import { useProviderReturn } from './useProviderReturn';
import { AfterPayment } from './AfterPayment/AfterPayment';
import { PendingAdvice } from './PendingAdvice';
import { Recommendations } from '../../fragments/Recommendations/Recommendations';
import './PayResult.css';

/** Provider names as their brands write them (the cancelled-at-provider reason names one). */
const PROVIDER_NAMES: Record<PaymentProvider, string> = {
  stripe: 'Stripe', adyen: 'Adyen', klarna: 'Klarna', paypal: 'PayPal', affirm: 'Affirm', mockpay: 'MOCKPAY',
};

/**
 * The order(s) this payment is for, each named by its number and linked to its own page: after a
 * success to follow it, after a failure to see what is still unpaid. One order is one link; a
 * checkout that made several (one per shop) lists them all. Buyers and guests alike.
 */
function OrderLinks({ orderIds }: { orderIds: number[] }) {
  const { t } = useTranslation(NAMESPACE);
  const labelId = useId();
  if (orderIds.length === 0) return null;
  if (orderIds.length === 1) return <Link to={paths.orderDetail(orderIds[0]!)}>{t('flow.result.viewOrder', { id: orderIds[0] })}</Link>;
  return (
    <div className="checkout-pay-result__orders">
      <span id={labelId}>{t('flow.result.severalOrders', { total: orderIds.length })}</span>
      <ul aria-labelledby={labelId}>
        {orderIds.map((id, i) => (
          <li key={id}>
            <Link to={paths.orderDetail(id)}>{t('flow.result.viewOrderOf', { id, n: i + 1, total: orderIds.length })}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function NextLinks({ entry, orderIds, failed }: { entry: PayResultEntry; orderIds: number[]; failed: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const loginState = useSession((s) => s.loginState);
  const contractId = entry.contractId ?? entry.tradeId;
  return (
    <div className="checkout-pay-result__links">
      {failed && contractId && (
        <Link className="mall-button mall-button--primary mall-button--md" to={paths.prePay({ tradeId: contractId, contractId, ...(entry.buyerId ? { buyerId: entry.buyerId } : {}) })}>
          {t('flow.result.payAgain')}
        </Link>
      )}
      <OrderLinks orderIds={orderIds} />
      {/* A guest (tourist) has no order list, only each order's own page. */}
      {loginState === 'buyer' && (
        <Link to={paths.orders({ status: 'all', pageNo: 1, from: entry.isPoint ? 'point' : 'order' })}>
          {entry.isPoint ? t('flow.result.viewPointsOrders') : t('flow.result.viewOrders')}
        </Link>
      )}
      <Link to={paths.home()}>{t('flow.result.continueShopping')}</Link>
    </div>
  );
}

/** A message key of ours (`payment.providerError`), as opposed to a provider's own sentence. */
const MESSAGE_KEY = /^[a-z]+(\.[a-zA-Z0-9]+)+$/;

/**
 * /buyer/pay-result in both entry forms (back from a provider, or replaced into by the pay flow):
 * polls the payment every 3000 ms until it succeeded or failed.
 */
export function PayResult() {
  const { t } = useTranslation(NAMESPACE);
  const [query] = useSearchParams();
  const entry = readPayResultEntry(query);
  const providerReturn = useProviderReturn(query);
  // The buyer cancelled on the provider's page and the attempt was closed: nothing left to poll.
  const cancelledAtProvider = providerReturn.outcome?.status === 'cancelled';
  const poll = usePayResultPoll(entry, providerReturn.done && !cancelledAtProvider);

  const knownFailure = (entry.status === 'failed' && entry.error !== undefined) || cancelledAtProvider;
  const verdict = knownFailure ? 'failed' : (poll.data?.verdict ?? (entry.status === 'failed' && providerReturn.done && !poll.isEnabled ? 'failed' : 'pending'));
  // Our own message keys (payment.providerError) are translated; a provider's sentence is shown as it came.
  const reasonText = (text: string) =>
    MESSAGE_KEY.test(text) ? t(`flow.result.reasons.${text}`, { defaultValue: t('flow.result.reasons.unknown') }) : text;
  // The URL names a failure only by one of our message keys: text in a link is never shown (issue 31,
  // a crafted link made the page say "Your card is blocked. Call +49…"); a provider's own words
  // come from the server's payment record alone.
  const urlReason = entry.error === undefined ? undefined : MESSAGE_KEY.test(entry.error) ? reasonText(entry.error) : t('flow.result.reasons.unknown');
  const serverReason = poll.data?.failedReason ? reasonText(poll.data.failedReason) : undefined;
  const reason = cancelledAtProvider
    ? t('flow.result.cancelledAtProvider', { provider: PROVIDER_NAMES[providerReturn.provider ?? 'paypal'] })
    : knownFailure
      ? urlReason
      : (serverReason ?? urlReason);
  const orderIds = poll.data?.tradeOrderIds.length ? poll.data.tradeOrderIds : entryOrderIds(entry);

  return (
    <section className="checkout-pay-result" data-boundary="checkout" aria-labelledby="checkout-pay-result-title">
      {verdict === 'success' && (
        <div className="checkout-pay-result__card checkout-pay-result__card--success">
          <span className="checkout-pay-result__icon" aria-hidden="true">✓</span>
          <h1 id="checkout-pay-result-title">{t('flow.result.success')}</h1>
          <p>{t('flow.result.successText')}</p>
          {entry.email && <p>{t('flow.result.email', { email: entry.email })}</p>}
          <NextLinks entry={entry} orderIds={orderIds} failed={false} />
        </div>
      )}
      {verdict === 'success' && <AfterPayment orderIds={orderIds} />}
      {verdict === 'failed' && (
        <div className="checkout-pay-result__card checkout-pay-result__card--failed" role="alert">
          <span className="checkout-pay-result__icon" aria-hidden="true">!</span>
          <h1 id="checkout-pay-result-title">{t('flow.result.failed')}</h1>
          <p>{reason ? t('flow.result.failedReason', { reason }) : t('flow.result.failedUnknown')}</p>
          <NextLinks entry={entry} orderIds={orderIds} failed />
        </div>
      )}
      {verdict === 'pending' && (
        <div className="checkout-pay-result__card" aria-live="polite">
          <Spinner />
          <h1 id="checkout-pay-result-title">{t('flow.result.pending')}</h1>
          <p>{t('flow.result.pendingText')}</p>
          {poll.data && <PendingAdvice confirmation={poll.data.pendingConfirmation} payDeadline={poll.data.payDeadline} />}
          {poll.isError && <p className="checkout-pay-result__retrying">{t('flow.result.retrying')}</p>}
          <NextLinks entry={entry} orderIds={orderIds} failed={false} />
        </div>
      )}
      {verdict !== 'pending' && <Recommendations />}
    </section>
  );
}
