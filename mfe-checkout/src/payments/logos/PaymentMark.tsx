import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../namespace';
import './PaymentMark.css';

/**
 * Our own small payment marks (spec §9 "payment logos by market", §2 "a channel icon"): a badge in
 * the brand's colour with its name drawn as text, plus a plain glyph for the generic ones. Drawn
 * here, not copied from any brand's files, and inline, so they cost no request and never fail to
 * load. Brand names are not translated; the generic marks' names go through i18next.
 */
interface Mark {
  /** The brand's name, or an i18next key (payment.marks.*) for a generic mark. */
  label: string;
  translate?: boolean;
  bg: string;
  fg: string;
  /** Drawn on top of the badge (already positioned in the 48 x 30 box). */
  art: ReactNode;
  /** A light badge gets a thin outline so it shows on white. */
  outline?: boolean;
}

const word = (text: string, size = 11, x = 24) => (
  <text x={x} y={19.5} textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize={size} fontWeight={700}>
    {text}
  </text>
);
const card = (
  <g>
    <rect x={12} y={7} width={24} height={16} rx={2} fill="none" stroke="currentColor" strokeWidth={2} />
    <rect x={12} y={11} width={24} height={3} fill="currentColor" />
  </g>
);

export const MARKS = {
  paypal: { label: 'PayPal', bg: '#003087', fg: '#ffffff', art: word('PayPal') },
  cards: { label: 'payment.marks.cards', translate: true, bg: '#1a1f71', fg: '#ffffff', art: card },
  savedCard: { label: 'payment.marks.savedCard', translate: true, bg: '#4b3f9f', fg: '#ffffff', art: <g>{card}<circle cx={36} cy={22} r={5} fill="#2e7d32" /></g> },
  applepay: { label: 'Apple Pay', bg: '#000000', fg: '#ffffff', art: word('Apple Pay', 8.5) },
  googlepay: { label: 'Google Pay', bg: '#ffffff', fg: '#3c4043', outline: true, art: word('G Pay', 11) },
  klarna: { label: 'Klarna', bg: '#ffb3c7', fg: '#17120f', art: word('Klarna.', 10) },
  billie: { label: 'Billie', bg: '#1b1b3a', fg: '#ffffff', art: word('Billie', 11) },
  ideal: { label: 'iDEAL', bg: '#ffffff', fg: '#cc0066', outline: true, art: word('iDEAL', 11) },
  bancontact: { label: 'Bancontact', bg: '#005498', fg: '#ffd800', art: word('Bancontact', 7.5) },
  multibanco: { label: 'Multibanco', bg: '#1d6ab4', fg: '#ffffff', art: word('MB', 13) },
  mbway: { label: 'MB WAY', bg: '#d8232a', fg: '#ffffff', art: word('MB WAY', 9.5) },
  swish: { label: 'Swish', bg: '#ffffff', fg: '#2b2b2b', outline: true, art: word('swish', 11) },
  cartebleue: { label: 'Carte Bleue', bg: '#0b5aa5', fg: '#ffffff', art: word('CB', 13) },
  blik: { label: 'BLIK', bg: '#000000', fg: '#ffffff', art: word('blik', 12) },
  przelewy24: { label: 'Przelewy24', bg: '#ffffff', fg: '#d13239', outline: true, art: word('P24', 12) },
  paypo: { label: 'PayPo', bg: '#00c08b', fg: '#ffffff', art: word('PayPo', 11) },
  clearpay: { label: 'Clearpay', bg: '#b2fce4', fg: '#000000', art: word('clearpay', 8.5) },
  afterpay: { label: 'Afterpay', bg: '#b2fce4', fg: '#000000', art: word('afterpay', 8.5) },
  zip: { label: 'Zip', bg: '#411361', fg: '#ffffff', art: word('zip', 13) },
  affirm: { label: 'Affirm', bg: '#ffffff', fg: '#4a4af4', outline: true, art: word('affirm', 11) },
  sofort: { label: 'Sofort', bg: '#ef809f', fg: '#ffffff', art: word('SOFORT', 9) },
  payByLink: { label: 'payment.marks.payByLink', translate: true, bg: '#0abf53', fg: '#ffffff', art: word('LINK', 11) },
  mockpay: { label: 'payment.marks.mockpay', translate: true, bg: '#6b4fbb', fg: '#ffffff', art: word('TEST', 11) },
} satisfies Record<string, Mark>;
export type PaymentMarkId = keyof typeof MARKS;

/** The mark of a pay option: its method's, else its channel's (undefined: none drawn here). */
const MARK_OF: Record<string, PaymentMarkId> = {
  MOCKPAY: 'mockpay',
  STRIPE_PAY_PC: 'cards',
  STRIPE_PAY_QUICK: 'savedCard',
  ADYEN_PC: 'cards',
  ADYEN_LINK: 'payByLink',
  KLARNA: 'klarna',
  PAYPAL_PAY_PC: 'paypal',
  AFFIRM_PC: 'affirm',
  afterpaytouch: 'afterpay',
  clearpay: 'clearpay',
  zip: 'zip',
  applepay: 'applepay',
  googlepay: 'googlepay',
  directEbanking: 'sofort',
  klarna_paynow: 'klarna',
  klarna_b2b: 'billie',
  swish: 'swish',
  paypo: 'paypo',
  multibanco: 'multibanco',
  mbway: 'mbway',
  scheme: 'cartebleue',
  ideal: 'ideal',
  bcmc: 'bancontact',
  blik: 'blik',
  onlineBanking_PL: 'przelewy24',
};
export const markOf = (channel: string, method?: string | null): PaymentMarkId | undefined => (method ? MARK_OF[method] : undefined) ?? MARK_OF[channel];

export interface PaymentMarkProps {
  id: PaymentMarkId;
  /** Beside its name (the payment section): hidden from assistive technology. Alone (the cart footer): an image named by its brand. */
  decorative?: boolean;
}

export function PaymentMark({ id, decorative = false }: PaymentMarkProps) {
  const { t } = useTranslation(NAMESPACE);
  const mark: Mark = MARKS[id];
  const name = mark.translate ? t(mark.label) : mark.label;
  return (
    <svg
      className="checkout-pay-mark"
      viewBox="0 0 48 30"
      width={48}
      height={30}
      {...(decorative ? { 'aria-hidden': true, focusable: false } : { role: 'img', 'aria-label': name })}
      style={{ color: mark.fg }}
    >
      <rect x={0.5} y={0.5} width={47} height={29} rx={4} fill={mark.bg} stroke={mark.outline ? '#c9c4bd' : 'none'} />
      <g fill="currentColor">{mark.art}</g>
    </svg>
  );
}
