import type { Api } from '../../http/route';
import { methodName } from './channels';

const CHANNEL_LABELS: Record<string, [string, string]> = {
  MOCKPAY: ['MOCKPAY', '#6b4fbb'],
  STRIPE_PAY_PC: ['Card', '#635bff'],
  STRIPE_PAY_QUICK: ['Saved card', '#635bff'],
  ADYEN_PC: ['Adyen', '#0abf53'],
  ADYEN_LINK: ['Pay link', '#0abf53'],
  KLARNA: ['Klarna', '#ffa8cd'],
  PAYPAL_PAY_PC: ['PayPal', '#003087'],
  AFFIRM_PC: ['affirm', '#4a4af4'],
  BRAINTREE: ['Braintree', '#222222'],
};

const FILE = /^([A-Za-z0-9_]{2,40})\.svg$/;
const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Small badge icons of channels and methods (/media/payments/<code>.svg), cached for a day. */
export function registerPaymentIcons(api: Api): void {
  api.hono.get('/media/payments/:file', (c) => {
    const match = FILE.exec(c.req.param('file') ?? '');
    if (!match) return c.text('not found', 404);
    const code = match[1]!;
    const [label, colour] = CHANNEL_LABELS[code] ?? [methodName(code), '#444444'];
    const dark = colour !== '#ffa8cd';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="40" viewBox="0 0 64 40" role="img" aria-label="${escape(label)}"><rect width="64" height="40" rx="6" fill="${colour}"/><text x="32" y="24" font-family="system-ui,sans-serif" font-size="${label.length > 8 ? 8 : 11}" font-weight="700" fill="${dark ? '#fff' : '#17120f'}" text-anchor="middle">${escape(label)}</text></svg>`;
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    return c.body(svg);
  });
}
