/** Apple Pay is offered only where the browser can pay with it (spec §5). */
export function isApplePayAvailable(): boolean {
  const session = (globalThis as { ApplePaySession?: { canMakePayments?: () => boolean } }).ApplePaySession;
  try {
    return Boolean(session?.canMakePayments?.());
  } catch {
    return false;
  }
}
