import type { CallResponse, paymentCalls } from '@mall/shared/contract';

export type RepaymentRecord = CallResponse<typeof paymentCalls.secondaryPay>;
export type RepaymentStep = 'result' | 'warn' | 'prePay';

/**
 * Spec (re-payment): PAY_SUCCESS → the result page; PAY_PENDING or PAY_FAILED → the duplicate-payment
 * warning; anything else (never paid, closed) → pre-pay. PRE_AUTH_SUCCESS is a success as result
 * polling counts it (the money is held): paying again would charge twice, so it shows the result too.
 */
const STEP_BY_STATUS: Record<string, RepaymentStep> = {
  PAY_SUCCESS: 'result',
  PRE_AUTH_SUCCESS: 'result',
  PAY_PENDING: 'warn',
  PAY_FAILED: 'warn',
};

export function repaymentStep(status: RepaymentRecord['paymentRecordStatus']): RepaymentStep {
  return (status && STEP_BY_STATUS[status]) || 'prePay';
}
