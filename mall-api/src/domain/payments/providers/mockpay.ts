import type { GatewayResult, PayAttempt, PaymentGateway, StatusCheck } from '../gateway';

/** The MOCKPAY hosted page of a record (same origin: the host proxies /mockpay). */
export const mockPayPagePath = (recordId: number) => `/mockpay/${recordId}`;
export const mockSerialNo = (recordId: number) => `MOCK-${recordId}`;
export const MOCKPAY_DECLINE_REASON = 'Payment declined by the MOCKPAY test page';

/**
 * The local test provider: firstPay always sends the buyer to mall-api's MOCKPAY page, whose
 * buttons alone settle the record (mockpayPage.ts); nothing the client sends decides the outcome.
 * "Pay, confirm later" stores settleAt: the record turns PAY_SUCCESS on the first read after it,
 * as a late webhook would. `configured` is the app's mockPay setting (off in production).
 */
export function mockPayGateway(configured = true): PaymentGateway {
  return {
    provider: 'MOCKPAY',
    configured,
    async start(attempt: PayAttempt): Promise<GatewayResult> {
      return { nextStep: 'REDIRECT', status: 'PAY_PENDING', redirectUrl: mockPayPagePath(attempt.recordId), merchantSerialNo: mockSerialNo(attempt.recordId) };
    },
    async check(attempt: PayAttempt): Promise<StatusCheck> {
      const settleAt = attempt.providerData.settleAt;
      if (typeof settleAt === 'number' && Date.now() >= settleAt) return { status: 'PAY_SUCCESS' };
      return { status: 'PAY_PENDING' };
    },
    async cancel() {
      // Nothing was charged: closing the record is enough.
    },
  };
}
