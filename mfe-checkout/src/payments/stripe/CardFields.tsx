import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stripe, StripeCardNumberElement, StripeElementChangeEvent } from '@stripe/stripe-js';
import { ErrorNotice, Spinner } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import { getStripe, stripeLocale } from './stripe';

type FieldKind = 'cardNumber' | 'cardExpiry' | 'cardCvc';
const FIELDS: Array<{ kind: FieldKind; label: string; required: string }> = [
  { kind: 'cardNumber', label: 'payment.card.number', required: 'payment.card.numberRequired' },
  { kind: 'cardExpiry', label: 'payment.card.expiry', required: 'payment.card.expiryRequired' },
  { kind: 'cardCvc', label: 'payment.card.cvc', required: 'payment.card.cvcRequired' },
];

interface FieldState {
  empty: boolean;
  complete: boolean;
  /** The provider's own message (spec: shown too). */
  providerError?: string;
}

export interface CardFieldsHandle {
  /** Marks each hosted field; true when all three are complete and valid. False while not loaded. */
  check(): boolean;
  /** Null until Stripe has loaded. */
  stripe(): Stripe | null;
  cardNumber(): StripeCardNumberElement | null;
}

const initial: Record<FieldKind, FieldState> = {
  cardNumber: { empty: true, complete: false },
  cardExpiry: { empty: true, complete: false },
  cardCvc: { empty: true, complete: false },
};

/** The spec's message for one field: required when empty, the provider's when invalid. */
function fieldMessage(state: FieldState, required: string): string | undefined {
  if (state.providerError) return state.providerError;
  if (state.empty) return required;
  if (!state.complete) return 'payment.card.incomplete';
  return undefined;
}

/**
 * Stripe's hosted card fields (number, expiry, CVC), each checked on its own: the card data never
 * touches the storefront. Shared by the card channel and the add-card modal.
 */
export function CardFields({ publishableKey, ref }: { publishableKey: string; ref?: Ref<CardFieldsHandle> }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [fields, setFields] = useState(initial);
  const [shown, setShown] = useState<Record<FieldKind, boolean>>({ cardNumber: false, cardExpiry: false, cardCvc: false });
  const slots = useRef<Record<FieldKind, HTMLDivElement | null>>({ cardNumber: null, cardExpiry: null, cardCvc: null });
  const stripe = useRef<Stripe | null>(null);
  const number = useRef<StripeCardNumberElement | null>(null);
  const latest = useRef(fields);
  latest.current = fields;
  const language = i18n.language;

  useEffect(() => {
    let live = true;
    const mounted: Array<{ destroy(): void }> = [];
    getStripe(publishableKey).then(
      (loaded) => {
        if (!live) return;
        stripe.current = loaded;
        const elements = loaded.elements({ locale: stripeLocale(language) });
        for (const { kind } of FIELDS) {
          // one create per kind; the overloads of create() need the literal kind
          const element = elements.create(kind as 'cardNumber');
          element.on('change', (event: StripeElementChangeEvent) => {
            setFields((all) => ({ ...all, [kind]: { empty: event.empty, complete: event.complete, providerError: event.error?.message } }));
            if (event.error) setShown((all) => ({ ...all, [kind]: true }));
          });
          element.mount(slots.current[kind]!);
          mounted.push(element);
          if (kind === 'cardNumber') number.current = element;
        }
        setStatus('ready');
      },
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
      for (const element of mounted) element.destroy();
      number.current = null;
    };
  }, [publishableKey, language]);

  useImperativeHandle(ref, () => ({
    check() {
      if (status !== 'ready') return false;
      setShown({ cardNumber: true, cardExpiry: true, cardCvc: true });
      return FIELDS.every(({ kind, required }) => fieldMessage(latest.current[kind], required) === undefined);
    },
    stripe: () => (status === 'ready' ? stripe.current : null),
    cardNumber: () => (status === 'ready' ? number.current : null),
  }));

  if (status === 'error') return <ErrorNotice message={t('payment.loadError')} />;
  return (
    <div className="checkout-card-fields" aria-busy={status === 'loading'}>
      {status === 'loading' && <Spinner label={t('payment.loading')} />}
      {FIELDS.map(({ kind, label, required }) => {
        const message = shown[kind] ? fieldMessage(fields[kind], required) : undefined;
        return (
          <div key={kind} className="checkout-card-field" data-invalid={message ? true : undefined}>
            <span className="checkout-card-field__label" id={`card-${kind}-label`}>
              {t(label)}
            </span>
            <div className="checkout-card-field__input" aria-labelledby={`card-${kind}-label`} ref={(node) => void (slots.current[kind] = node)} />
            {message && (
              <p className="checkout-card-field__error" role="alert">
                {message.startsWith('payment.') ? t(message) : message}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
