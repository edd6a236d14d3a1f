import type { PaymentAdapter } from '../types';

// Interface placeholder while the real adapter is written (same session): answers failed.
export const adapter: PaymentAdapter = {
  provider: 'klarna',
  payButton: () => 'storefront',
  hasForm: () => false,
  async handleAction() {
    return { status: 'failed', reason: 'not available yet', code: 'PROVIDER_ERROR' };
  },
  async confirmClientSecret() {
    return { status: 'failed', reason: 'not available yet', code: 'PROVIDER_ERROR' };
  },
};
