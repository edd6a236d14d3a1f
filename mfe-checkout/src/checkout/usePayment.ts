import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api, paths, toast } from '@mall/shared';
import { type CallRequest, paymentCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../namespace';
import { type PayAttempt, type PayFlowEnd, type PayFlowMessage, type PayFlowPorts, prepareContract, providerButtonFlow, runPayFlow } from './payFlow';

const MESSAGE_KEY: Record<PayFlowMessage, string> = {
  soldOut: 'flow.payment.soldOut',
  confirmRequired: 'flow.payment.confirmRequired',
  selectCard: 'payment.selectCard',
  loadError: 'payment.loadError',
};

/** A fresh idempotency key per attempt (the contract allows 8-100 of [A-Za-z0-9_-]). */
export function newIdempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `pay-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
}

export interface UsePaymentOptions {
  prepare: PayFlowPorts['prepare'];
  stepBack: PayFlowPorts['stepBack'];
}

/**
 * The pay flow wired to the page: the API, the router, toasts, and one lock so the buyer pays once
 * however often the button is clicked (the button is disabled too, but a double click can land
 * before React re-renders).
 */
export function usePayment({ prepare, stepBack }: UsePaymentOptions) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const lock = useRef(false);
  const [inFlight, setInFlight] = useState(false);
  const [lastEnd, setLastEnd] = useState<PayFlowEnd | null>(null);

  const ports: PayFlowPorts = {
    prepare,
    stepBack,
    firstPay: (request) => api.call(paymentCalls.firstPay, request as CallRequest<typeof paymentCalls.firstPay>),
    replaceLocation: (url) => window.location.replace(url),
    openResult: (query) => navigate(paths.payResult(query), { replace: true }),
    goToCart: () => navigate(paths.cart()),
    warn: (key) => toast.warning(t(MESSAGE_KEY[key])),
    onLimited: () => toast.warning(t('flow.payment.limited')),
    newIdempotencyKey,
  };

  const finish = (end: PayFlowEnd) => {
    setLastEnd(end);
    // The page is leaving for the provider: keep the button disabled until it has gone.
    if (end === 'redirected') return;
    lock.current = false;
    setInFlight(false);
  };

  return {
    inFlight,
    lastEnd,
    /** Pay from the storefront's own button. */
    async pay(attempt: PayAttempt) {
      if (lock.current) return;
      lock.current = true;
      setInFlight(true);
      setLastEnd(null);
      finish(await runPayFlow(attempt, ports));
    },
    /** For forms that need the contract before paying (Klarna): checked and placed as paying would. */
    prepareContract: () => prepareContract(ports),
    /** Callbacks for a Form that pays from the provider's own button (PayPal, wallets). */
    providerCallbacks(attempt: PayAttempt) {
      const flow = providerButtonFlow(attempt, ports, finish);
      return {
        startPayment: async (...args: Parameters<typeof flow.startPayment>) => {
          if (lock.current) throw new Error('a payment is already in flight');
          lock.current = true;
          setInFlight(true);
          return flow.startPayment(...args);
        },
        onOutcome: flow.onOutcome,
      };
    },
  };
}

export type PaymentController = ReturnType<typeof usePayment>;
