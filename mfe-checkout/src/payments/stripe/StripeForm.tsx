import { useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../namespace';
import type { PaymentFormContext, PaymentFormProps, PaymentParty } from '../types';
import { CardFields, type CardFieldsHandle } from './CardFields';
import { SavedCardPicker } from './SavedCardPicker';
import { stripeKey } from './stripe';

export const SAVED_CARD_CHANNEL = 'STRIPE_PAY_QUICK';

/** billing_details as Stripe takes them (only what the buyer gave). */
export function billingDetails(party: PaymentParty | undefined) {
  if (!party) return undefined;
  const name = [party.firstName, party.lastName].filter(Boolean).join(' ');
  return {
    ...(name ? { name } : {}),
    ...(party.email ? { email: party.email } : {}),
    ...(party.phone ? { phone: party.phone } : {}),
    address: {
      ...(party.line1 ? { line1: party.line1 } : {}),
      ...(party.line2 ? { line2: party.line2 } : {}),
      ...(party.city ? { city: party.city } : {}),
      ...(party.region ? { state: party.region } : {}),
      ...(party.postalCode ? { postal_code: party.postalCode } : {}),
      ...(party.country ? { country: party.country === 'UK' ? 'GB' : party.country } : {}),
    },
  };
}

/** Card channel: Stripe's hosted fields, tokenised into a PaymentMethod (firstPay's token). */
function NewCardForm({ context, ref }: PaymentFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const fields = useRef<CardFieldsHandle>(null);
  useImperativeHandle(ref, () => ({
    async validate() {
      const handle = fields.current;
      const stripe = handle?.stripe();
      const card = handle?.cardNumber();
      if (!handle || !stripe || !card) return { valid: false, message: t('payment.loadError') };
      if (!handle.check()) return { valid: false };
      const { paymentMethod, error } = await stripe.createPaymentMethod({
        type: 'card',
        card,
        ...(context.billing ? { billing_details: billingDetails(context.billing) } : {}),
      });
      if (error || !paymentMethod) return { valid: false, message: error?.message ?? t('payment.loadError') };
      return { valid: true, extras: { token: paymentMethod.id } };
    },
  }));
  return <CardFields ref={fields} publishableKey={stripeKey(context.keys?.publishableKey)} />;
}

export function StripeForm(props: PaymentFormProps) {
  return isSavedCard(props.context) ? <SavedCardPicker ref={props.ref} /> : <NewCardForm {...props} />;
}

const isSavedCard = (context: PaymentFormContext) => context.channel === SAVED_CARD_CHANNEL;
