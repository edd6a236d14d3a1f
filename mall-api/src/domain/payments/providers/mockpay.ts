import { ProviderError, type GatewayResult, type PayAttempt, type PaymentGateway, type StatusCheck } from '../gateway';

/** The MOCKPAY hosted page of a record (same origin: the host proxies /mockpay). */
export const mockPayPagePath = (recordId: number) => `/mockpay/${recordId}`;
export const mockSerialNo = (recordId: number) => `MOCK-${recordId}`;
export const MOCKPAY_DECLINE_REASON = 'Payment declined by the MOCKPAY test page';

const MOCK_OUTCOMES = ['success', 'failed', 'pending', 'providerError', 'slow'] as const;
type MockOutcome = (typeof MOCK_OUTCOMES)[number];
/** How long the 'slow' outcome keeps firstPay waiting, as a provider under load would. */
export const MOCKPAY_SLOW_MS = 4_000;

/**
 * Test switch: paymentExtraKey {"mockOutcome": ...} settles without the page ('success', 'failed',
 * 'pending'), or plays a provider's fault: 'providerError' answers as a provider's 500 would,
 * 'slow' takes MOCKPAY_SLOW_MS before sending the buyer to the page.
 */
function mockOutcome(extra: string | null): MockOutcome | null {
  if (!extra) return null;
  try {
    const parsed = JSON.parse(extra) as { mockOutcome?: unknown };
    return MOCK_OUTCOMES.find((outcome) => outcome === parsed.mockOutcome) ?? null;
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
        case 'providerError':
          throw new ProviderError('MOCKPAY', 'MOCKPAY answered 500 Internal Server Error');
        case 'slow':
          await new Promise((done) => setTimeout(done, MOCKPAY_SLOW_MS));
          return { nextStep: 'REDIRECT', status: 'PAY_PENDING', redirectUrl: mockPayPagePath(attempt.recordId), merchantSerialNo };
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
