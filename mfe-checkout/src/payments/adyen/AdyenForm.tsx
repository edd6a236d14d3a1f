import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ErrorNotice, Spinner } from '@mall/shared';
import { paymentCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { toProviderAmount } from '../amounts';
import { isApplePayAvailable } from '../wallets';
import { failedFrom, parseMaybeJson, recordOutcome } from '../outcome';
import type { ChannelKeys, PaymentFormContext, PaymentFormProps, PaymentOutcome } from '../types';
import { adyenClient, adyenCountry, loadAdyen, newIdempotencyKey, type AdyenClient } from './adyenWeb';
import { authorityContent, needsContent } from './authorityContent';

/** Methods whose details the buyer types into an adyen-web component (by the component's export name). */
export const FIELD_COMPONENTS = { scheme: 'Card', bcmc: 'Bancontact', mbway: 'MBWay', blik: 'Blik' } as const;
/** Wallets: paid from the wallet's own button, through adyen-web's component. */
export const WALLET_COMPONENTS = { applepay: 'ApplePay', googlepay: 'GooglePay' } as const;

type FieldMethod = keyof typeof FIELD_COMPONENTS;
type WalletMethod = keyof typeof WALLET_COMPONENTS;
export const isFieldMethod = (method?: string): method is FieldMethod => Boolean(method && method in FIELD_COMPONENTS);
export const isWalletMethod = (method?: string): method is WalletMethod => Boolean(method && method in WALLET_COMPONENTS);

/** The part of an adyen-web element the forms use (UIElement). */
interface AdyenElement {
  mount(node: HTMLElement): AdyenElement;
  unmount?(): void;
  readonly isValid: boolean;
  showValidation(): void;
  readonly data: { paymentMethod?: unknown; browserInfo?: unknown; billingAddress?: unknown };
  isAvailable(): Promise<void>;
}
type ElementClass = new (checkout: unknown, props: object) => AdyenElement;
interface SubmitActions {
  resolve(response: { resultCode: string; action?: unknown }): void;
  reject(error?: unknown): void;
}
interface AdyenStateData {
  data: { paymentMethod?: unknown; browserInfo?: unknown; details?: Record<string, unknown>; paymentData?: string };
}

/** firstPay's paymentExtraKey for Adyen: the component's state.data, as mall-api's /payments takes it. */
export function paymentExtraKey(data: AdyenElement['data']): string {
  return JSON.stringify({
    paymentMethod: data.paymentMethod,
    ...(data.browserInfo ? { browserInfo: data.browserInfo } : {}),
    ...(data.billingAddress ? { billingAddress: data.billingAddress } : {}),
  });
}

/** Adyen's resultCode of a firstPay answer as the pay flow's outcome. */
export function resultCodeOutcome(resultCode: string | undefined): PaymentOutcome {
  switch (resultCode) {
    case 'Authorised':
      return { status: 'success' };
    case 'Refused':
    case 'Error':
    case 'Cancelled':
      return { status: 'failed', reason: resultCode, code: 'DECLINED' };
    default:
      // Pending, Received, or nothing said: the record decides, the result page polls it.
      return { status: 'pending' };
  }
}

/** What Google Pay and Apple Pay need besides Adyen's client key (public ids from the channel keys). */
function walletConfiguration(method: WalletMethod, keys: ChannelKeys | undefined) {
  if (method === 'applepay') {
    return { ...(keys?.applePayMerchantId ? { merchantId: keys.applePayMerchantId } : {}), ...(keys?.merchantName ? { merchantName: keys.merchantName } : {}) };
  }
  return {
    ...(keys?.merchantAccount ? { gatewayMerchantId: keys.merchantAccount } : {}),
    ...(keys?.googlePayMerchantId ? { merchantId: keys.googlePayMerchantId } : {}),
    ...(keys?.merchantName ? { merchantName: keys.merchantName } : {}),
  };
}

type Mounted = { element: AdyenElement; client: AdyenClient };

/**
 * Loads adyen-web (lazy chunk) and mounts one element into `node`, once per method and amount.
 * `props` builds the element's configuration; `check` may refuse before mounting (wallet availability).
 */
function useAdyenElement(
  context: PaymentFormContext,
  component: string,
  props: (client: AdyenClient) => object,
  check?: (element: AdyenElement) => Promise<void>,
) {
  const node = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed' | 'unavailable'>('loading');
  const mounted = useRef<Mounted | null>(null);
  const latest = useRef({ context, props, check });
  latest.current = { context, props, check };
  const { amount, countryCode, locale, method } = context;
  const clientKey = context.keys?.clientKey;

  useEffect(() => {
    let live = true;
    let element: AdyenElement | null = null;
    setState('loading');
    (async () => {
      const { context: ctx, props: makeProps, check: mayMount } = latest.current;
      const [web, client] = await Promise.all([loadAdyen(), adyenClient(ctx)]);
      const checkout = await web.AdyenCheckout({
        clientKey: client.clientKey,
        environment: client.environment as 'test',
        locale: ctx.locale,
        countryCode: adyenCountry(ctx.countryCode),
        amount: { value: toProviderAmount(ctx.amount.value, ctx.amount.currency), currency: ctx.amount.currency },
      });
      if (!live) return;
      const Element = (web as unknown as Record<string, ElementClass>)[component];
      if (!Element) throw new Error(`adyen-web has no ${component}`);
      element = new Element(checkout, makeProps(client));
      if (mayMount) {
        try {
          await mayMount(element);
        } catch {
          if (live) setState('unavailable');
          return;
        }
      }
      if (!live || !node.current) return;
      element.mount(node.current);
      mounted.current = { element, client };
      setState('ready');
    })().catch(() => live && setState('failed'));
    return () => {
      live = false;
      mounted.current = null;
      element?.unmount?.();
    };
  }, [component, clientKey, method, amount.value, amount.currency, countryCode, locale]);

  return { node, state, mounted };
}

/** Card, Bancontact card, MB WAY phone, BLIK code: adyen-web's fields, checked by the storefront's pay button. */
function AdyenFieldsForm({ context, ref, method }: PaymentFormProps & { method: FieldMethod }) {
  const { t } = useTranslation(NAMESPACE);
  const { node, state, mounted } = useAdyenElement(context, FIELD_COMPONENTS[method], () =>
    method === 'scheme' || method === 'bcmc' ? { hasHolderName: true, holderNameRequired: true } : {},
  );

  useImperativeHandle(ref, () => ({
    async validate() {
      const current = mounted.current;
      if (!current) return { valid: false, message: t('payment.loadError') };
      if (!current.element.isValid) {
        // marks every invalid field with Adyen's own message
        current.element.showValidation();
        return { valid: false };
      }
      return { valid: true, extras: { paymentExtraKey: paymentExtraKey(current.element.data) } };
    },
  }));

  return (
    <>
      {state === 'loading' && <Spinner size="sm" label={t('payment.loading')} />}
      {state === 'failed' && <ErrorNotice message={t('payment.loadError')} />}
      <div ref={node} className="checkout-adyen" />
    </>
  );
}

/**
 * Apple Pay / Google Pay through Adyen: the wallet's own button; its sheet's token goes to firstPay
 * (startPayment), Adyen's answer settles it, or an action (3-D Secure) runs in the component and
 * adyenDetails settles it. Shown only where the device can pay with the wallet.
 */
function AdyenWalletForm({ context, method, startPayment, onOutcome }: PaymentFormProps & { method: WalletMethod }) {
  const { t } = useTranslation(NAMESPACE);
  const recordId = useRef<number | undefined>(undefined);
  const callbacks = useRef({ startPayment, onOutcome, site: context.site });
  callbacks.current = { startPayment, onOutcome, site: context.site };
  const report = (outcome: PaymentOutcome) => callbacks.current.onOutcome?.(outcome);

  const supported = method !== 'applepay' || isApplePayAvailable();
  const { node, state } = useAdyenElement(
    context,
    WALLET_COMPONENTS[method],
    (client) => ({
      configuration: walletConfiguration(method, context.keys),
      ...(method === 'googlepay' ? { environment: client.environment === 'live' ? 'PRODUCTION' : 'TEST' } : {}),
      async onSubmit(submitted: AdyenStateData, _element: unknown, actions: SubmitActions) {
        const pay = callbacks.current.startPayment;
        if (!pay) return actions.reject();
        let answer;
        try {
          answer = await pay({ paymentExtraKey: paymentExtraKey(submitted.data) });
        } catch {
          // the pay flow has already told the buyer why (sold out, limited, not payable)
          return actions.reject();
        }
        recordId.current = answer.paymentRecordId;
        const action = parseMaybeJson(answer.action) as { type?: string } | undefined;
        if (action?.type) {
          // Adyen's component runs it (3-D Secure) and calls onAdditionalDetails
          return actions.resolve({ resultCode: answer.resultCode ?? 'Pending', action });
        }
        const outcome = resultCodeOutcome(answer.resultCode);
        if (outcome.status === 'failed') actions.reject();
        else actions.resolve({ resultCode: answer.resultCode ?? 'Received' });
        report(outcome);
      },
      async onAdditionalDetails(details: AdyenStateData, _element: unknown, actions: SubmitActions) {
        const paymentRecordId = recordId.current;
        if (!paymentRecordId) return actions.reject();
        try {
          const answer = await api.call(paymentCalls.adyenDetails, {
            paymentRecordId,
            details: details.data.details ?? {},
            ...(details.data.paymentData ? { paymentData: details.data.paymentData } : {}),
            site: callbacks.current.site,
          });
          const outcome = recordOutcome(answer);
          if (outcome.status === 'failed') actions.reject();
          else actions.resolve({ resultCode: answer.resultCode ?? 'Authorised' });
          report(outcome);
        } catch (error) {
          actions.reject();
          report(failedFrom(error));
        }
      },
      onError(error: { name?: string; message?: string }) {
        // spec: cancelling on Apple Pay clears the error
        report(error.name === 'CANCEL' ? { status: 'cancelled' } : failedFrom(new Error(error.message ?? 'wallet error')));
      },
    }),
    (element) => (supported ? element.isAvailable() : Promise.reject(new Error('Apple Pay is not supported here'))),
  );

  return (
    <>
      {state === 'loading' && <Spinner size="sm" label={t('payment.loading')} />}
      {state === 'failed' && <ErrorNotice message={t('payment.loadError')} />}
      {state === 'unavailable' && <p className="checkout-adyen__unavailable">{t('payment.wallet.unavailable')}</p>}
      <div ref={node} className="checkout-adyen checkout-adyen--wallet" />
    </>
  );
}

/**
 * Methods with nothing to type (iDEAL, Sofort, Multibanco, Swish, Clearpay ...): no fields; firstPay
 * names the method for Adyen, whose answer is a redirect or a voucher action. Afterpay, Clearpay
 * and Zip first open the attempt with the authority call and its `content` (spec §7): the shopper
 * and the basket, which those providers need; firstPay then continues that attempt.
 */
function AdyenMethodOnly({ context, ref }: PaymentFormProps) {
  const { t } = useTranslation(NAMESPACE);
  // One attempt key per contract, as Klarna's: a retry continues the attempt the authority opened.
  const attemptKey = useRef<{ contractId: number; key: string } | null>(null);
  const keyFor = (contractId: number) => {
    if (attemptKey.current?.contractId !== contractId) attemptKey.current = { contractId, key: newIdempotencyKey() };
    return attemptKey.current.key;
  };
  useImperativeHandle(ref, () => ({
    async validate() {
      const paymentExtraKey = JSON.stringify({ paymentMethod: { type: context.method } });
      if (!needsContent(context.method)) return { valid: true, extras: { paymentExtraKey } };
      const content = authorityContent(context);
      if (!content) return { valid: false, message: t('payment.shopperDetailsMissing') };
      const contractId = context.contractId ?? (await context.prepareContract?.());
      if (!contractId) return { valid: false };
      try {
        const answer = await api.call(paymentCalls.authority, {
          channel: 'ADYEN_PC',
          paymentMethod: context.method as 'clearpay',
          contractId,
          countryCode: adyenCountry(context.countryCode),
          site: context.site,
          amount: { currency: context.amount.currency, value: toProviderAmount(context.amount.value, context.amount.currency) },
          content: JSON.stringify(content),
          idempotencyKey: keyFor(contractId),
        });
        return { valid: true, extras: { paymentExtraKey, paymentOrderId: answer.paymentRecordId } };
      } catch {
        // The attempt this key opened has ended (or never opened): the next pay starts a new one.
        attemptKey.current = null;
        return { valid: false, message: t('payment.loadError') };
      }
    },
  }));
  return null;
}

/** The Adyen channel's form for its method. */
export function AdyenForm(props: PaymentFormProps) {
  const method = props.context.method;
  if (isWalletMethod(method)) return <AdyenWalletForm {...props} method={method} />;
  if (isFieldMethod(method)) return <AdyenFieldsForm {...props} method={method} />;
  return <AdyenMethodOnly {...props} />;
}
