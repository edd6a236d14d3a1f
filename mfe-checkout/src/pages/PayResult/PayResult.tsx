import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths, Spinner, useSession } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import { readPayResultEntry, type PayResultEntry } from './payResultRules';
import { usePayResultPoll } from './usePayResultPoll';
import { useProviderReturn } from './useProviderReturn';
import './PayResult.css';

function NextLinks({ entry, failed }: { entry: PayResultEntry; failed: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useSession((s) => s.user !== null);
  const contractId = entry.contractId ?? entry.tradeId;
  return (
    <p className="checkout-pay-result__links">
      {failed && contractId && (
        <Link className="mall-button mall-button--primary mall-button--md" to={paths.prePay({ tradeId: contractId, contractId, ...(entry.buyerId ? { buyerId: entry.buyerId } : {}) })}>
          {t('flow.result.payAgain')}
        </Link>
      )}
      {loggedIn && (
        <Link to={paths.orders({ status: 'all', pageNo: 1, from: entry.isPoint ? 'point' : 'order' })}>
          {entry.isPoint ? t('flow.result.viewPointsOrders') : t('flow.result.viewOrders')}
        </Link>
      )}
      <Link to={paths.home()}>{t('flow.result.continueShopping')}</Link>
    </p>
  );
}

/**
 * /buyer/pay-result in both entry forms (back from a provider, or replaced into by the pay flow):
 * polls the payment every 3000 ms until it succeeded or failed.
 */
export function PayResult() {
  const { t } = useTranslation(NAMESPACE);
  const [query] = useSearchParams();
  const entry = readPayResultEntry(query);
  const providerReturnDone = useProviderReturn(query);
  const poll = usePayResultPoll(entry, providerReturnDone);

  const knownFailure = entry.status === 'failed' && entry.error !== undefined;
  const verdict = knownFailure ? 'failed' : (poll.data?.verdict ?? (entry.status === 'failed' && providerReturnDone && !poll.isEnabled ? 'failed' : 'pending'));
  const reason = knownFailure ? entry.error : (poll.data?.failedReason ?? entry.error);

  return (
    <section className="checkout-pay-result" data-boundary="checkout" aria-labelledby="checkout-pay-result-title">
      {verdict === 'success' && (
        <div className="checkout-pay-result__card checkout-pay-result__card--success">
          <span className="checkout-pay-result__icon" aria-hidden="true">✓</span>
          <h1 id="checkout-pay-result-title">{t('flow.result.success')}</h1>
          <p>{t('flow.result.successText')}</p>
          {entry.email && <p>{t('flow.result.email', { email: entry.email })}</p>}
          <NextLinks entry={entry} failed={false} />
        </div>
      )}
      {verdict === 'failed' && (
        <div className="checkout-pay-result__card checkout-pay-result__card--failed" role="alert">
          <span className="checkout-pay-result__icon" aria-hidden="true">!</span>
          <h1 id="checkout-pay-result-title">{t('flow.result.failed')}</h1>
          <p>{reason ? t('flow.result.failedReason', { reason }) : t('flow.result.failedUnknown')}</p>
          <NextLinks entry={entry} failed />
        </div>
      )}
      {verdict === 'pending' && (
        <div className="checkout-pay-result__card" aria-live="polite">
          <Spinner />
          <h1 id="checkout-pay-result-title">{t('flow.result.pending')}</h1>
          <p>{t('flow.result.pendingText')}</p>
          {poll.isError && <p className="checkout-pay-result__retrying">{t('flow.result.retrying')}</p>}
          <NextLinks entry={entry} failed={false} />
        </div>
      )}
    </section>
  );
}
