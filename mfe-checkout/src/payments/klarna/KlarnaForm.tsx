import { useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ErrorNotice, isApiError } from '@mall/shared';
import { paymentCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { ProviderLoadError, type PaymentFormProps } from '../types';
import { loadKlarna, type KlarnaAuthorizeResult } from './klarna';

/** Klarna's payment categories by the channel's method (spec: klarna_paynow, klarna_b2b). */
const categoryOf = (method?: string) => (method === 'klarna_paynow' ? 'pay_now' : 'pay_later');
const sessionType = (method?: string) => (method === 'klarna_paynow' || method === 'klarna_b2b' ? method : 'klarna');

/**
 * Klarna: on pay, opens a session for the contract (the server builds the order: physical lines,
 * shipping_fee and sales_tax, x100), loads Klarna's widget here and authorises. The
 * authorization_token is firstPay's token. Spec: Klarna failures reset silently and reload.
 */
export function KlarnaForm({ context, ref }: PaymentFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const container = useRef<HTMLDivElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  // One session key per contract: mall-api keeps one attempt in flight per contract, so a retry
  // after a declined or closed widget must continue the same attempt, not open a second one.
  const sessionKey = useRef<{ contractId: number; key: string } | null>(null);
  const keyFor = (contractId: number) => {
    if (sessionKey.current?.contractId !== contractId) sessionKey.current = { contractId, key: newKey() };
    return sessionKey.current.key;
  };

  useImperativeHandle(ref, () => ({
    async validate() {
      try {
        const klarna = await loadKlarna();
        const contractId = context.contractId ?? (await context.prepareContract?.());
        if (!contractId) return { valid: false };
        const session = await api.call(paymentCalls.klarnaSession, {
          type: sessionType(context.method),
          contractId,
          locale: context.locale,
          idempotencyKey: keyFor(contractId),
        });
        const category = categoryOf(context.method);
        klarna.init({ client_token: session.client_token });
        await new Promise<void>((resolve) => klarna.load({ container: container.current!, payment_method_category: category }, {}, () => resolve()));
        const order = {
          purchase_country: session.purchase_country,
          purchase_currency: session.purchase_currency,
          locale: context.locale,
          order_amount: session.order_amount,
          order_tax_amount: session.order_tax_amount,
          order_lines: session.order_lines,
          ...(context.billing ? { billing_address: klarnaAddress(context.billing) } : {}),
        };
        const result = await new Promise<KlarnaAuthorizeResult>((resolve) => klarna.authorize({ payment_method_category: category }, order, resolve));
        if (!result.approved || !result.authorization_token) return { valid: false };
        return { valid: true, extras: { token: result.authorization_token, paymentOrderId: session.paymentRecordId } };
      } catch (error) {
        if (error instanceof ProviderLoadError) {
          setLoadFailed(true);
          return { valid: false, message: t('payment.loadError') };
        }
        // The server ended this key's attempt (another method replaced it): the next pay starts a new one.
        if (isApiError(error)) sessionKey.current = null;
        // spec: Klarna failures reset silently; the next pay opens a fresh session and widget
        return { valid: false };
      }
    },
  }));

  return (
    <>
      {loadFailed && <ErrorNotice message={t('payment.loadError')} />}
      <div ref={container} className="checkout-klarna" />
    </>
  );
}

function klarnaAddress(party: NonNullable<PaymentFormProps['context']['billing']>) {
  return {
    given_name: party.firstName,
    family_name: party.lastName,
    email: party.email,
    phone: party.phone,
    street_address: party.line1,
    postal_code: party.postalCode,
    city: party.city,
    country: party.country === 'UK' ? 'GB' : party.country,
  };
}

const newKey = () => globalThis.crypto.randomUUID();
