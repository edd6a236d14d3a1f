import { paymentCalls } from '@mall/shared/contract';
import { PENDING_BY_CHANNEL, PENDING_BY_METHOD, pendingConfirmationOf } from '../src/domain/payments/pendingTime';

describe('how long a pending payment may take', () => {
  it.each(paymentCalls.PAY_CHANNELS.map((channel) => [channel]))('%s has its own time', (channel) => {
    expect(pendingConfirmationOf(channel, null)).toBe(PENDING_BY_CHANNEL[channel]);
  });

  it.each(Object.entries(PENDING_BY_METHOD))('the method %s decides over its channel', (method, time) => {
    expect(pendingConfirmationOf('ADYEN_PC', method)).toBe(time);
  });

  it('a bank transfer takes business days, a card within the hour', () => {
    expect(pendingConfirmationOf('ADYEN_PC', 'directEbanking')).toEqual({ within: 2, unit: 'businessDays' });
    expect(pendingConfirmationOf('ADYEN_PC', 'scheme')).toEqual({ within: 1, unit: 'hours' });
  });
});
