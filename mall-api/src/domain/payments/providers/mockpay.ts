import type { GatewayResult, PayAttempt, PaymentGateway, StatusCheck } from '../gateway';

/** The MOCKPAY hosted page of a record (same origin: the host proxies /mockpay). */
export const mockPayPagePath = (recordId: number) => `/mockpay/${recordId}`;
export const mockSerialNo = (recordId: number) => `MOCK-${recordId}`;
export const MOCKPAY_DECLINE_REASON = 'Payment declined by the MOCKPAY test page';

type MockOutcome = 'success' | 'failed' | 'pending';

/** Test switch: paymentExtraKey {"mockOutcome": ...} settles without the page. */
function mockOutcome(extra: string | null): MockOutcome | null {
  if (!extra) return null;
  try {
    const parsed = JSON.parse(extra) as { mockOutcome?: unknown };
    return parsed.mockOutcome === 'success' || parsed.mockOutcome === 'failed' || parsed.mockOutcome === 'pending' ? parsed.mockOutcome : null;
  } catch {
    return null;
  }
}

/**
 * The local test provider: firstPay sends the buyer to mall-api's MOCKPAY page, whose buttons
 * settle the record (see routes/mockpayPage.ts). "Pay, confirm later" stores settleAt: the record
 * turns PAY_SUCCESS on the first read after it, as a late webhook would.
 */
export function mockPayGateway(): PaymentGateway {
  return {
    provider: 'MOCKPAY',
    configured: true,
    async start(attempt: PayAttempt): Promise<GatewayResult> {
      const merchantSerialNo = mockSerialNo(attempt.recordId);
      switch (mockOutcome(attempt.paymentExtraKey)) {
        case 'success':
          return { nextStep: 'SUCCESS', status: 'PAY_SUCCESS', merchantSerialNo };
        case 'failed':
          return { nextStep: 'PENDING', status: 'PAY_FAILED', failedReason: MOCKPAY_DECLINE_REASON, merchantSerialNo };
        case 'pending':
          return { nextStep: 'PENDING', status: 'PAY_PENDING', merchantSerialNo };
        default:
          return { nextStep: 'REDIRECT', status: 'PAY_PENDING', redirectUrl: mockPayPagePath(attempt.recordId), merchantSerialNo };
      }
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
