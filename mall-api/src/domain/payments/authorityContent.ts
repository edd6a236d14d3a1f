import * as v from 'valibot';
import { paymentCalls, type AuthorityContent } from '@mall/shared/contract';
import { payError, type Payable } from './records';

const { AuthorityContent: ContentSchema, CONTENT_METHODS } = paymentCalls;

/** Spec §7: afterpay, clearpay and zip send the authority call a `content`. */
export const needsContent = (method: string | null): boolean => method !== null && (CONTENT_METHODS as readonly string[]).includes(method);

/**
 * The authority call's content for a method that needs it: required, well formed, and about this
 * contract's basket (same SKUs and quantities; its prices are never read, the contract's are used).
 * Refuses with 400 VALIDATION on `content`.
 */
export function checkedContent(method: string | null, content: string | undefined, payable: Payable): AuthorityContent | null {
  if (!needsContent(method)) return null;
  if (!content) throw payError(400, 'VALIDATION', 'payment.contentRequired', 'content');
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw payError(400, 'VALIDATION', 'payment.contentInvalid', 'content');
  }
  const parsed = v.safeParse(ContentSchema, json);
  if (!parsed.success) throw payError(400, 'VALIDATION', 'payment.contentInvalid', `content.${v.getDotPath(parsed.issues[0]) ?? ''}`);
  const basket = (items: Array<{ id: string; quantity: number }>) =>
    [...items.reduce((m, i) => m.set(i.id, (m.get(i.id) ?? 0) + i.quantity), new Map<string, number>())].sort(([a], [b]) => a.localeCompare(b)).join(';');
  if (basket(parsed.output.lineItems) !== basket(payable.payOrders.flatMap((o) => o.lines.map((l) => ({ id: String(l.sku_id), quantity: l.trade_qty }))))) {
    throw payError(400, 'VALIDATION', 'payment.contentBasketMismatch', 'content.lineItems');
  }
  return parsed.output;
}

/** The shopper part of the content as Adyen's session and /payments take it (its lineItems come from the contract). */
export function adyenShopperFields(content: unknown): Record<string, unknown> {
  if (!content || typeof content !== 'object') return {};
  const c = content as AuthorityContent;
  return {
    shopperName: c.shopperName,
    shopperEmail: c.shopperEmail,
    telephoneNumber: c.telephoneNumber,
    billingAddress: { houseNumberOrName: '', ...c.billingAddress },
    deliveryAddress: { houseNumberOrName: '', ...c.deliveryAddress },
  };
}
