import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { api, EmptyState, ErrorNotice, formatDateTime, PageLoader, paths, selectIsTourist, useMarket, useSession } from '@mall/shared';
import { checkoutCalls } from '@mall/shared/contract';
import { isApplePayAvailable } from '../../payments';
import { NAMESPACE } from '../../namespace';
import { payOptionsFor } from '../../checkout/channelOptions';
import { OrderSummary } from '../../checkout/OrderSummary';
import { PaymentSection } from '../../checkout/PaymentSection';
import type { PayFlowPorts } from '../../checkout/payFlow';
import { usePayment } from '../../checkout/usePayment';
import { usePayChannels } from '../Checkout/useCheckout';
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
  const isTourist = useSession(selectIsTourist);
  const { site, locale } = useMarket();

  const detail = useQuery({
    queryKey: ['checkout', 'pre-pay', contractId],
    queryFn: () => api.call(checkoutCalls.queryAndValidateTradeContractDetailById, { id: contractId! }),
    enabled: contractId !== undefined,
    staleTime: 0,
  });
  const contract = detail.data;
  const channels = usePayChannels(contract?.validResult === '1' ? contract.countryCode : undefined, site);
  const options = useMemo(() => {
    if (!contract || !channels.data) return [];
    return payOptionsFor(
      channels.data.payChannelGroups,
      {
        isTourist,
        amount: contract.needPayAmt.value,
        shippingCompany: contract.selectedAddress?.company ?? null,
        shipToRegion: contract.selectedAddress?.regionShortName ?? contract.countryCode,
        isPointsOrder: contract.isPoint,
        applePaySupported: isApplePayAvailable(),
      },
      contract.countryCode,
    );
  }, [contract, channels.data, isTourist]);

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
            formContext={{ amount, countryCode: contract.countryCode, locale, site, isPointsOrder: contract.isPoint, contractId: contract.tradeContractId }}
          />
        </div>
        <OrderSummary contract={contract} />
      </div>
    </div>
  );
}
