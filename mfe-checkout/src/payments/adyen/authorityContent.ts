import { paymentCalls, type AuthorityContent } from '@mall/shared/contract';
import type { PaymentFormContext, PaymentParty } from '../types';
import { adyenCountry } from './adyenWeb';

/** Spec §7: afterpay, clearpay and zip send the authority call a `content`. */
export const needsContent = (method?: string): boolean => Boolean(method && (paymentCalls.CONTENT_METHODS as readonly string[]).includes(method));

const filled = (text?: string) => (text?.trim() ? text.trim() : undefined);

function postal(party: PaymentParty | undefined): AuthorityContent['billingAddress'] | null {
  const street = filled(party?.line1);
  const postalCode = filled(party?.postalCode);
  const city = filled(party?.city);
  const country = filled(party?.country);
  if (!street || !postalCode || !city || !country) return null;
  return { street, postalCode, city, country: adyenCountry(country.toUpperCase()), ...(filled(party?.region) ? { stateOrProvince: party!.region!.trim() } : {}) };
}

/**
 * The authority call's `content` (the contract's AuthorityContent): who pays, where the goods go and
 * what they are, from the checkout's addresses and basket. Null when the addresses lack something
 * these providers require (name, e-mail, phone, a full address) or the basket is empty.
 */
export function authorityContent(context: PaymentFormContext): AuthorityContent | null {
  const buyer = context.billing ?? context.shipping;
  const billingAddress = postal(context.billing ?? context.shipping);
  const deliveryAddress = postal(context.shipping ?? context.billing);
  const firstName = filled(buyer?.firstName);
  const lastName = filled(buyer?.lastName);
  const shopperEmail = filled(context.billing?.email) ?? filled(context.shipping?.email);
  const telephoneNumber = filled(buyer?.phone) ?? filled(context.shipping?.phone);
  const lineItems = (context.lines ?? [])
    .filter((line) => line.sku)
    .map((line) => ({ id: line.sku!, description: line.name, quantity: line.quantity }));
  if (!firstName || !lastName || !shopperEmail || !telephoneNumber || !billingAddress || !deliveryAddress || lineItems.length === 0) return null;
  return { shopperName: { firstName, lastName }, shopperEmail, telephoneNumber, billingAddress, deliveryAddress, lineItems };
}
