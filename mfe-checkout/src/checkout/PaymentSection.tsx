import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Accordion, Button, Dialog, ErrorNotice, formatMoney, Image, Spinner, useMarket, type AccordionItem } from '@mall/shared';
import { paymentNameOf, type Money } from '@mall/shared/contract';
import { loadPaymentAdapter, providerOfChannel, type PaymentAdapter, type PaymentContext, type PaymentFormContext, type PaymentFormHandle } from '../payments';
import { NAMESPACE } from '../namespace';
import { markOf, PaymentMark } from '../payments/logos/PaymentMark';
import type { PayOption } from './channelOptions';
import type { PayAttempt, PayTarget } from './payFlow';
import type { PaymentController } from './usePayment';
import './PaymentSection.css';

export interface PaymentSectionProps {
  /** False while earlier checkout steps are incomplete: a grey header with the list only. */
  active: boolean;
  options: readonly PayOption[];
  /** True while the channels load. */
  loading?: boolean;
  /** The channels could not be loaded. */
  error?: unknown;
  onRetry?(): void;
  amount: Money;
  /**
   * What every provider form needs (the channel, method and keys are filled in per option; the
   * contract is placed through the payment's prepareContract unless `contractId` names it).
   */
  formContext: Omit<PaymentFormContext, 'channel' | 'method' | 'keys' | 'prepareContract'>;
  payment: PaymentController;
}

type AdapterState = { key: string; adapter?: PaymentAdapter; failed?: boolean };

/** The option's own mark beside its name (decorative: the name says it), else mall-api's icon. */
function OptionIcon({ option }: { option: PayOption }) {
  const mark = markOf(option.channel, option.method);
  return mark ? <PaymentMark id={mark} decorative /> : <Image src={option.icon} alt="" width={32} height={20} />;
}

/**
 * Spec §2: Apple Pay pays from a modal with a button for that method. The panel shows one button;
 * it opens the modal holding the wallet's own button (the provider form), which pays.
 */
function ApplePayModal({ amount, children }: { amount: string; children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('payment.wallet.applePayTitle')}
      description={t('payment.wallet.applePayText', { amount })}
      width={420}
      trigger={<Button className="checkout-payment__apple-pay">{t('payment.wallet.applePayOpen')}</Button>}
    >
      {open && children}
    </Dialog>
  );
}

/** The option's adapter, loaded only when the option is chosen (each provider is its own chunk). */
function useAdapter(key: string | undefined, channel: string | undefined): AdapterState | undefined {
  const [state, setState] = useState<AdapterState>();
  useEffect(() => {
    const provider = channel ? providerOfChannel(channel) : undefined;
    if (!key || !provider) return;
    let live = true;
    setState({ key });
    loadPaymentAdapter(provider).then(
      (adapter) => live && setState({ key, adapter }),
      () => live && setState({ key, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [key, channel]);
  return key !== undefined && state?.key === key ? state : undefined;
}

/**
 * The checkout's payment section (spec §2): an accordion of payment methods with one open, a radio
 * marker, the channel's icon and name; the open one shows its provider form and the pay button.
 */
export function PaymentSection({ active, options, loading, error, onRetry, amount, formContext, payment }: PaymentSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((m) => m.locale);
  const [chosenKey, setChosenKey] = useState<string>();
  // The buyer's name of a payment: a brand as is, a description in the page's language (mall-api's English name only for a code we do not know).
  const nameOf = (option: PayOption) => paymentNameOf(option.channel, option.method, (key) => t(`payment.names.${key}`)) ?? option.name;
  const chosen = options.find((o) => o.key === chosenKey) ?? options[0];
  const adapterState = useAdapter(active ? chosen?.key : undefined, chosen?.channel);
  const adapter = adapterState?.adapter;
  const form = useRef<PaymentFormHandle>(null);
  const actionContainer = useRef<HTMLDivElement>(null);

  if (!active) {
    return (
      <section className="checkout-payment checkout-payment--inactive" aria-labelledby="checkout-payment-title">
        <h2 id="checkout-payment-title" className="checkout-payment__header">
          {t('flow.payment.title')}
        </h2>
        <p className="checkout-payment__hint">{t('flow.payment.completeEarlier')}</p>
        <ul className="checkout-payment__preview">
          {options.map((option) => (
            <li key={option.key}>
              <OptionIcon option={option} />
              {nameOf(option)}
            </li>
          ))}
        </ul>
      </section>
    );
  }

  const optionContext = (option: PayOption): PaymentFormContext => ({
    ...formContext,
    channel: option.channel,
    method: option.method ?? undefined,
    // The provider's public keys as mall-api answers them (only when it is configured there).
    ...(option.channelConfig.publicKeys ? { keys: option.channelConfig.publicKeys } : {}),
    prepareContract: payment.prepareContract,
  });
  const attemptFor = (option: PayOption, usedAdapter: PaymentAdapter): PayAttempt => ({
    chosen: { channel: option.channel, method: option.method, cardStyle: option.cardStyle, savedCard: option.savedCard },
    adapter: usedAdapter,
    form: form.current,
    context: (target: PayTarget, answer, idempotencyKey): PaymentContext => ({
      ...optionContext(option),
      contractId: target.contractId,
      order: { tradeId: target.contractId, contractId: target.contractId, buyerId: target.buyerId, orderIds: target.tradeOrderIds, paymentRecordId: answer.paymentRecordId },
      returnUrl: `${window.location.origin}/buyer/pay-result`,
      container: actionContainer.current,
      idempotencyKey,
    }),
  });

  const method = chosen?.method ?? undefined;
  const hasForm = chosen && adapter ? adapter.hasForm(chosen.channel, method) : false;
  const providerButton = chosen && adapter ? adapter.payButton(chosen.channel, method) === 'provider' : false;

  const panel = (option: PayOption) => {
    if (option.key !== chosen?.key) return undefined;
    if (adapterState?.failed) return <ErrorNotice message={t('payment.loadError')} />;
    if (!adapter) return <Spinner size="sm" label={t('payment.loading')} />;
    if (!hasForm || !adapter.Form) return null;
    const Form = adapter.Form;
    const callbacks = providerButton ? payment.providerCallbacks(attemptFor(option, adapter)) : {};
    const providerForm = <Form key={option.key} ref={form} context={optionContext(option)} {...callbacks} />;
    if (option.method === 'applepay') return <ApplePayModal amount={formatMoney(amount, locale)}>{providerForm}</ApplePayModal>;
    return providerForm;
  };

  const items: AccordionItem[] = options.map((option) => ({
    value: option.key,
    title: nameOf(option),
    icon: <OptionIcon option={option} />,
    content: panel(option) ?? undefined,
    disabled: payment.inFlight,
  }));

  return (
    <section className="checkout-payment" aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title" className="checkout-payment__title">
        {t('flow.payment.title')}
      </h2>
      <p className="checkout-payment__hint">{t('flow.payment.requiredHint')}</p>
      {loading && <Spinner />}
      {!loading && error !== undefined && error !== null && <ErrorNotice error={error} onRetry={onRetry} />}
      {!loading && !error && options.length === 0 && <p>{t('flow.payment.none')}</p>}
      {chosen && (
        <Accordion
          marker="radio"
          headingLevel={3}
          items={items}
          value={chosen.key}
          onValueChange={(key) => key && setChosenKey(key)}
          className="checkout-payment__methods"
        />
      )}
      <div ref={actionContainer} className="checkout-payment__action" />
      {payment.lastEnd === 'pendingOnPage' && (
        <p className="checkout-payment__pending" role="status">
          {t('flow.payment.pendingOnPage')}
        </p>
      )}
      {chosen && !providerButton && (
        <Button
          className="checkout-payment__pay"
          disabled={!adapter || payment.inFlight}
          loading={payment.inFlight}
          onClick={() => adapter && void payment.pay(attemptFor(chosen, adapter))}
        >
          {payment.inFlight ? t('flow.payment.paying') : t('flow.payment.pay', { amount: formatMoney(amount, locale) })}
        </Button>
      )}
    </section>
  );
}
