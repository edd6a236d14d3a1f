/**
 * MOCKPAY card setup (no Stripe keys): the setup "succeeds" on the second query of the card, as
 * a provider's webhook would arrive a moment after the buyer confirmed; a holder named TIMEOUT
 * never binds (the storefront's 5 polls then show 'Setup timeout, please retry later').
 */
export const MOCK_SETUP_BINDS_AT_POLL = 2;
export const MOCK_TIMEOUT_HOLDER = 'TIMEOUT';
export const MOCK_CARD = { tail: '4242', brand: 'Visa', month: 12 };

export function mockSetupBinds(poll: number, holderName: string): boolean {
  return holderName.trim().toUpperCase() !== MOCK_TIMEOUT_HOLDER && poll >= MOCK_SETUP_BINDS_AT_POLL;
}
