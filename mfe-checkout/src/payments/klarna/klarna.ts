import { loadGlobal } from '../script';

/** The part of Klarna's Payments JS SDK the storefront uses (https://x.klarnacdn.net/kp/lib/v1/api.js). */
export interface KlarnaAuthorizeResult {
  approved: boolean;
  show_form: boolean;
  authorization_token?: string;
  error?: { invalid_fields?: string[] };
}
export interface KlarnaPayments {
  init(options: { client_token: string }): void;
  load(options: { container: string | HTMLElement; payment_method_category: string }, data: Record<string, unknown>, callback: (res: { show_form: boolean; error?: unknown }) => void): void;
  authorize(options: { payment_method_category: string }, data: Record<string, unknown>, callback: (res: KlarnaAuthorizeResult) => void): void;
}

export const KLARNA_SDK = 'https://x.klarnacdn.net/kp/lib/v1/api.js';

/** Loads Klarna's SDK on demand; ProviderLoadError when it cannot. */
export function loadKlarna(): Promise<KlarnaPayments> {
  return loadGlobal('klarna', KLARNA_SDK, () => (window as { Klarna?: { Payments?: KlarnaPayments } }).Klarna?.Payments);
}
