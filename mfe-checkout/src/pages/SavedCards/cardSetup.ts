import * as v from 'valibot';
import type { Stripe, StripeCardNumberElement } from '@stripe/stripe-js';
import { api } from '@mall/shared';
import { cardCalls, type NewCard } from '@mall/shared/contract';

export type CardSetupResult =
  | { status: 'added'; payCenterToken: string }
  /** Spec: all polls failed → 'Setup timeout, please retry later'. */
  | { status: 'timeout' }
  /** The card provider refused the setup; its message is shown. */
  | { status: 'refused'; message?: string };

export interface CardSetupDeps {
  /** Stripe with the hosted card number field, when the form collected a card with Stripe. */
  stripe?: { stripe: Stripe; card: StripeCardNumberElement } | null;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec card setup: 1. create the card; 2. confirm the setup with the card provider using the
 * clientSecret; 3. once the SetupIntent succeeded, poll payCenterToken once a second, up to 5
 * times; 4. all polls empty → timeout. Server-provider MOCKPAY (no Stripe keys on the server) has
 * nothing to confirm and goes straight to polling.
 */
export async function setUpCard(card: NewCard, { stripe, wait = sleep }: CardSetupDeps): Promise<CardSetupResult> {
  const created = await api.call(cardCalls.createCard, card);
  const extra = v.parse(cardCalls.CardSetupExtra, JSON.parse(created.extra));
  if (extra.provider === 'STRIPE') {
    if (!stripe) return { status: 'refused' };
    const { setupIntent, error } = await stripe.stripe.confirmCardSetup(extra.clientSecret, {
      payment_method: {
        card: stripe.card,
        billing_details: { name: card.cardHolderName, email: card.email, phone: card.mobile, address: { country: card.country === 'UK' ? 'GB' : card.country, postal_code: card.zipCode, line1: `${card.street} ${card.houseNumber}` } },
      },
    });
    if (error || setupIntent?.status !== 'succeeded') return { status: 'refused', message: error?.message };
  }
  for (let poll = 0; poll < cardCalls.CARD_SETUP_POLL_RETRIES; poll++) {
    await wait(cardCalls.CARD_SETUP_POLL_MS);
    try {
      const { payCenterToken } = await api.call(cardCalls.queryOneCard, { id: created.id });
      if (payCenterToken) return { status: 'added', payCenterToken };
    } catch {
      // a failed poll counts as one of the five; the next may answer
    }
  }
  return { status: 'timeout' };
}
