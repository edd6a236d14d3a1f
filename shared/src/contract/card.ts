/**
 * Saved payment cards (issue 5; reviews-aftersales-cards-header.md "Card" and card setup).
 *
 * Decided here:
 * - Create stores the card's holder and billing details and starts a card setup with the card
 *   provider. `extra` is a JSON string { clientSecret, provider, publishableKey }: provider STRIPE
 *   when the server has Stripe keys (confirm the SetupIntent with clientSecret), MOCKPAY otherwise
 *   (nothing to confirm: the setup completes on its own after a moment, as a webhook would).
 * - The card's payCenterToken (the provider's payment method) appears once the setup succeeded;
 *   the storefront polls customer_QueryOneCardFunc once a second, up to 5 times.
 * - Only the caller's own cards (a logged-in buyer; tourists save no cards); another's id → 404.
 */
import * as v from 'valibot';
import { defineCall } from './define';
import { Id } from './common';

/** Spec: card setup polling. */
export const CARD_SETUP_POLL_MS = 1000;
export const CARD_SETUP_POLL_RETRIES = 5;

const required = (max: number) =>
  v.pipe(v.string('card.required'), v.trim(), v.minLength(1, 'card.required'), v.maxLength(max, 'card.tooLong'));

/** Spec: the card as entered (number, CVC and expiry stay in the provider's hosted fields). */
export const NewCard = v.object({
  cardHolderName: required(100),
  mobile: v.pipe(required(30), v.regex(/^\+?[0-9 ()-]{5,30}$/, 'card.mobileInvalid')),
  email: v.pipe(required(100), v.email('card.emailInvalid')),
  /** regionShortName of the billing country. */
  country: v.pipe(v.string('card.required'), v.regex(/^[A-Z]{2}$/, 'card.required')),
  /** From the region picker: province, city, region. */
  address: v.object({ province: required(100), city: required(100), region: required(100) }),
  street: required(200),
  houseNumber: required(20),
  zipCode: required(20),
  /** Keep the card for later payments (else it is used once). */
  isSave: v.optional(v.boolean(), true),
  city: v.optional(v.pipe(v.string(), v.maxLength(100, 'card.tooLong'))),
  state: v.optional(v.pipe(v.string(), v.maxLength(100, 'card.tooLong'))),
});
export type NewCard = v.InferInput<typeof NewCard>;

/** Spec: saved payment card. */
export const SavedCard = v.object({
  id: Id,
  isDefault: v.boolean(),
  /** Last digits of the card number. */
  tailNumber: v.string(),
  bankNetBO: v.object({ bankNetName: v.string(), bankNetLogo: v.string() }),
  payCenterToken: v.string(),
  expiryMonth: v.number(),
  expiryYear: v.number(),
  cardHolderName: v.string(),
});
export type SavedCard = v.InferOutput<typeof SavedCard>;

/** Spec: the buyer's saved cards (isBind 1: only cards whose setup completed). Default card first. */
export const queryCardByCustomer = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/customer_QueryCardByCustomerFlow',
  request: v.optional(v.object({ isBind: v.optional(v.picklist([0, 1]), 1) }), {}),
  response: v.array(SavedCard),
  safeToRetry: true,
});

export const CardSetupExtra = v.object({
  clientSecret: v.string(),
  provider: v.picklist(['STRIPE', 'MOCKPAY']),
  publishableKey: v.nullable(v.string()),
});
export type CardSetupExtra = v.InferOutput<typeof CardSetupExtra>;

/** Spec: create the card; the answer gives id and extra (a JSON string, see CardSetupExtra). */
export const createCard = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/customer_CreateCardFlow',
  request: NewCard,
  response: v.object({ id: Id, extra: v.string() }),
});

/** Spec: one card; payCenterToken is null until the setup succeeded (the storefront polls). */
export const queryOneCard = defineCall({
  method: 'POST',
  path: '/api/trantor/func/customer_QueryOneCardFunc',
  request: v.object({ id: Id }),
  response: v.object({
    id: Id,
    payCenterToken: v.nullable(v.string()),
    status: v.picklist(['SETUP_PENDING', 'BOUND', 'SETUP_FAILED']),
    tailNumber: v.nullable(v.string()),
  }),
  safeToRetry: true,
});
