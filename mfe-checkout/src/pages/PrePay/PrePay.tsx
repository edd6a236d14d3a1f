import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { api, EmptyState, ErrorNotice, formatDateTime, PageLoader, paths, useMarket } from '@mall/shared';
import { checkoutCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { formContextOf } from '../../checkout/formContext';
import { OrderSummary } from '../../checkout/OrderSummary';
import { PaymentSection } from '../../checkout/PaymentSection';
import type { PayFlowPorts } from '../../checkout/payFlow';
import { usePayment } from '../../checkout/usePayment';
import { usePayOptions } from '../Checkout/useCheckout';
import '../Checkout/Checkout.css';

const toId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * /buyer/pre-pay?tradeId&buyerId&contractId: pay an order placed earlier (the target of re-payment
 * and of a failed result's "pay again"). The contract is checked again right before paying.
 */
export function PrePay() {
  const { t } = useTranslation(NAMESPACE);
  const [query] = useSearchParams();
  const contractId = toId(query.get('contractId')) ?? toId(query.get('tradeId'));
  const { site, locale } = useMarket();

  const detail = useQuery({
    queryKey: ['checkout', 'pre-pay', contractId],
    queryFn: () => api.call(checkoutCalls.queryAndValidateTradeContractDetailById, { id: contractId! }),
    enabled: contractId !== undefined,
    staleTime: 0,
  });
  const contract = detail.data;
  const { options, channels } = usePayOptions(contract?.validResult === '1' ? contract : undefined);

  // Spec: the contract's validation right before paying; '0' sends the buyer back a step.
  const prepare: PayFlowPorts['prepare'] = async () => {
    const { data: fresh } = await detail.refetch({ throwOnError: true });
    if (!fresh || fresh.validResult === '0') return { validResult: '0' };
    return {
      validResult: '1',
      target: { contractId: fresh.tradeContractId, buyerId: fresh.buyerId, tradeOrderIds: fresh.tradeOrderIds, isPoint: fresh.isPoint, email: fresh.selectedAddress?.email ?? null },
    };
  };
  const payment = usePayment({ prepare, stepBack: () => undefined });

  if (contractId === undefined) return <EmptyState text={t('flow.prePay.notPayable')} action={<Link to={paths.orders()}>{t('flow.prePay.viewOrders')}</Link>} />;
  if (detail.isPending) return <PageLoader />;
  if (detail.isError && !contract) return <ErrorNotice error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!contract) return null;

  if (contract.validResult === '0') {
    return (
      <div className="checkout" data-boundary="checkout">
        <h1>{t('flow.prePay.title')}</h1>
        <div role="alert" className="checkout-step">
          <p>{t('flow.prePay.notPayable')}</p>
          {contract.invalidReasons.map((reason) => (
            <p key={reason}>{t(`flow.prePay.reason.${reason}`, { defaultValue: '' })}</p>
          ))}
          <Link to={paths.orders()}>{t('flow.prePay.viewOrders')}</Link>
        </div>
      </div>
    );
  }

  const amount = { value: contract.needPayAmt.value, currency: contract.needPayAmt.currency };
  return (
    <div className="checkout" data-boundary="checkout">
      <h1>{t('flow.prePay.title')}</h1>
      {contract.payDeadlineMillis !== null && <p>{t('flow.prePay.deadline', { time: formatDateTime(contract.payDeadlineMillis, locale) })}</p>}
      <div className="checkout__layout">
        <div className="checkout__steps">
          <PaymentSection
            active
            options={options}
            loading={channels.isPending}
            error={channels.error}
            onRetry={() => void channels.refetch()}
            amount={amount}
            payment={payment}
            formContext={formContextOf(contract, { locale, site }, contract.tradeContractId)}
          />
        </div>
        <OrderSummary contract={contract} />
      </div>
    </div>
  );
}
