import { type AnyCall, isMultipart, orderActionCalls, paymentCalls, resolvePath, reviewCalls } from '@mall/shared/contract';
import { contractCalls } from './contractCalls';

/**
 * How many bytes each JSON call's body may have: what its largest valid request needs, no more
 * (test/request-bounds.test.ts checks each limit against its schema). Uploads stream against the
 * limits of their files (http/upload.ts) and are not read here.
 */

/** Every JSON call's contract request fits in this, written in 3-byte characters (test/request-bounds). */
export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * Calls whose largest request is past the default: 20 reviews of 300 characters; authority's
 * 20,000-character content; firstPay's payment fields; postponeDelivery's 100 packages.
 */
const LARGER_BODIES = new Map<AnyCall, number>([
  [reviewCalls.batchCreateComments, 128 * 1024],
  [orderActionCalls.postponeDelivery, 128 * 1024],
  [paymentCalls.authority, 128 * 1024],
  [paymentCalls.firstPay, 128 * 1024],
]);

/** A JSON call's body limit. */
export const bodyLimitOf = (call: AnyCall): number => LARGER_BODIES.get(call) ?? JSON_BODY_LIMIT;

/** Each JSON call's path with its limit; any other path (no such call) gets the default. */
export function bodyLimitsByPath(product: string): (path: string) => number {
  const limits = new Map<string, number>();
  for (const call of contractCalls().filter((call) => !isMultipart(call))) {
    const path = resolvePath(call.path, product);
    // Two methods on one path: the larger of their limits.
    limits.set(path, Math.max(limits.get(path) ?? 0, bodyLimitOf(call)));
  }
  return (path) => limits.get(path) ?? JSON_BODY_LIMIT;
}
