import { isApiError } from '@mall/shared';

/**
 * What quantities a line may hold: by the piece step 1 from 1; goods sold by weight in steps of
 * adjustStep from their minimum (a multiple of the step, the server guarantees it); never above max
 * (the stock on the product page, the cart's 999 per line).
 */
export interface QuantityRule {
  step: number;
  min: number;
  max: number;
  /** The marketing unit ('kg'), '' by the piece. */
  unit: string;
}

/** The largest allowed quantity, or 0 when none is (less in stock than the minimum). */
export function largestQuantity(rule: QuantityRule): number {
  const top = Math.floor(rule.max / rule.step) * rule.step;
  return top >= rule.min ? top : 0;
}

export const isAllowedQuantity = (qty: number, rule: QuantityRule): boolean =>
  Number.isInteger(qty) && qty >= rule.min && qty % rule.step === 0 && qty <= rule.max;

/**
 * The allowed quantity nearest to what was typed: to the nearest step (halves up), then into
 * [min, largest]. Null when nothing is allowed or what was typed is not a number.
 */
export function nearestQuantity(typed: number, rule: QuantityRule): number | null {
  const largest = largestQuantity(rule);
  if (!Number.isFinite(typed) || largest === 0) return null;
  const onStep = Math.round(typed / rule.step) * rule.step;
  return Math.min(largest, Math.max(rule.min, onStep));
}

/** The server's field message when it refused a quantity, so the screen can say which rule (else null). */
export function refusedQuantityRule(error: unknown): 'step' | 'min' | 'max' | null {
  if (!isApiError(error)) return null;
  for (const { message } of error.fields ?? []) {
    if (message === 'cart.qtyStep') return 'step';
    if (message === 'cart.qtyBelowMin' || message === 'cart.qtyMin') return 'min';
    if (message === 'cart.qtyMax') return 'max';
  }
  return null;
}
