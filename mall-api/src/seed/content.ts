import type { Queryable } from '../db/db';
import type { SeedClock } from './clock';
import { articleTranslations, paragraphs } from './articleTexts';
import { insertRows } from './insert';

export const ARTICLE_CATEGORIES = [
  { id: 1, name: 'Customer service', name_de: 'Kundenservice', name_zh: '客户服务', sort: 1 },
  { id: 2, name: 'About us', name_de: 'Über uns', name_zh: '关于我们', sort: 2 },
  { id: 3, name: 'Legal', name_de: 'Rechtliches', name_zh: '法律信息', sort: 3 },
];

const ARTICLES: Array<{ id: number; category_id: number; title: string; summary: string; body: string }> = [
  {
    id: 1, category_id: 1, title: 'Delivery and assembly',
    summary: 'How we deliver large and small items, and when we assemble them for you.',
    body: paragraphs([
      'Small items such as lamps, mirrors and rugs travel by parcel service and usually arrive within 3 to 7 working days.',
      'Sofas, beds, wardrobes and tables are delivered by a two-person team to the room of your choice. The carrier calls you two days ahead to agree a four-hour time slot.',
      'Assembly is included for beds and wardrobes in Germany, Austria, the Netherlands and Belgium. Elsewhere you can book it at checkout.',
      'The expected delivery date is shown on every product and again in your order. Made-to-order pieces take longer; their page says so.',
    ]),
  },
  {
    // The storefront's names for its pages and buttons (issue 30 §8).
    id: 2, category_id: 1, title: 'Returns & refunds',
    summary: 'You have 30 days to change your mind, even on furniture.',
    body: paragraphs([
      'You may return any item within 30 days of delivery, without giving a reason. Open "My orders", choose the order and select "Request a return or refund".',
      'Parcel items go back with the prepaid label we send by e-mail. For large items we arrange a collection; the cost is shown before you confirm.',
      'We refund to the original payment method within 14 days of receiving the goods back. Made-to-order items can only be returned if they arrive damaged or faulty.',
    ]),
  },
  {
    id: 3, category_id: 1, title: 'Payment methods',
    summary: 'Cards, PayPal, Klarna and local methods in every market.',
    body: paragraphs([
      'We accept Visa, Mastercard and American Express, PayPal, Apple Pay and Google Pay in all markets.',
      'Depending on your country you can also pay with Klarna, iDEAL, Bancontact, BLIK, Przelewy24, Swish, Multibanco or MB WAY.',
      'Your card is charged when the order is placed. For pre-orders you pay a deposit first and the balance before delivery.',
    ]),
  },
  {
    id: 4, category_id: 1, title: 'Track your order',
    summary: 'Where to find the tracking number and what each order status means.',
    body: paragraphs([
      'As soon as a parcel leaves the warehouse we send you its tracking number. You also find it under "My orders" with "Track package".',
      'Awaiting payment: we have not received the payment yet. Awaiting shipment: the seller is preparing your order. Awaiting delivery: the goods are on their way. Completed: you confirmed receipt, or it was confirmed automatically 10 days after delivery.',
    ]),
  },
  {
    id: 5, category_id: 2, title: 'Who we are',
    summary: 'A marketplace of independent furniture makers from across Europe.',
    body: paragraphs([
      'Furniture Mall brings together independent workshops and design studios from Scandinavia to the Mediterranean.',
      'Every seller is checked before joining, and every order is covered by the same delivery and return promise, whichever shop it comes from.',
    ]),
  },
  {
    id: 6, category_id: 2, title: 'Sustainability: wood we can trace',
    summary: 'FSC-certified timber, repairable designs and spare parts for ten years.',
    body: paragraphs([
      'More than 80 % of the wood in our catalogue is FSC or PEFC certified, and every product page names where the timber comes from.',
      'We ask our sellers to keep spare parts for at least ten years, and we favour designs with removable, washable covers.',
    ]),
  },
  {
    id: 7, category_id: 3, title: 'Terms and conditions',
    summary: 'The contract between you, the mall and the sellers.',
    body: paragraphs([
      'Your purchase contract is made with the seller named on the product and in your order. Furniture Mall operates the marketplace and handles payment on the seller\'s behalf.',
      'Prices include VAT at the rate of the delivery country. Delivery costs are shown before you pay.',
      'Statutory warranty rights apply for two years from delivery.',
    ]),
  },
  {
    id: 8, category_id: 3, title: 'Privacy policy',
    summary: 'Which data we keep, why, and how to have it deleted.',
    body: paragraphs([
      'We process your name, contact details, addresses and order history to deliver your orders and to provide customer service (Art. 6(1)(b) GDPR).',
      'Marketing e-mails are sent only with your consent, which you can withdraw at any time in your account.',
      'You can close your account under "Security settings"; we then delete your data except where tax law requires us to keep invoices.',
    ]),
  },
  {
    id: 9, category_id: 3, title: 'Closing your account',
    summary: 'What happens to your orders, points and data when you close your account.',
    body: [
      // What the server does (accountCalls.destroyAccount, domain/accountClosing.ts): this text must stay true to it.
      '<p>Closing your account cannot be undone. Before you confirm, please note:</p>',
      '<ul><li>You can close your account only when no order is waiting for payment, shipment or delivery and no return or refund request is open: finish or cancel them first.</li>',
      '<li>Erased at once: your profile (name, e-mail address, mobile number, birthday, gender, picture), your password, saved addresses with their tax documents, saved cards and your cart.</li>',
      '<li>Kept for ten years, as tax law requires: your orders, their invoices, payments and return or refund records, with the names and addresses written on them. Your reviews stay, without your name.</li>',
      '<li>Unused points, coupons and gift-card balances expire with the account.</li></ul>',
      '<p>Read our <a href="/help/article/8">privacy policy</a> for the details.</p>',
    ].join('\n'),
  },
];

export async function seedContent(tx: Queryable, clock: SeedClock): Promise<void> {
  await insertRows(tx, 'article_categories', ARTICLE_CATEGORIES);
  await insertRows(
    tx,
    'articles',
    ARTICLES.map((a, index) => ({ ...a, ...articleTranslations(a.id), sort: index, updated_at: clock.daysAgoThisYear(30 + index * 7) })),
  );
}
