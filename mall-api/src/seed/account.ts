import { accountCalls } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { insertRows } from './insert';

/** The closing notice (/agree-detail/destroy reads it through the content calls) and the paid membership. */
export async function seedAccountContent(tx: Queryable): Promise<void> {
  await insertRows(tx, 'articles', [
    {
      id: accountCalls.CLOSING_NOTICE_ARTICLE_ID,
      category_id: 3,
      title: 'Closing your account',
      summary: 'What happens when you close your Furniture Mall account.',
      body: [
        'Once closed, you can no longer log in, and your points, growth value, membership level, coupons and saved cards are gone for good.',
        'Orders you placed stay with the sellers who fulfil them: they keep what the law and after-sales service require (invoices, delivery addresses).',
        'Open orders and after-sales requests continue. The e-mail address and mobile number of a closed account cannot be used to log in again.',
      ].join('\n\n'),
      sort: 99,
    },
  ]);
  await insertRows(tx, 'paid_services', [
    {
      id: 1,
      code: 'SUPER_MEMBER',
      name: 'Super member',
      description: 'Free delivery and assembly on every order, double points and a personal stylist, for a yearly or monthly fee.',
      article_id: null,
      items: [
        { code: 'FREE_DELIVERY', name: 'Free delivery on every order' },
        { code: 'FREE_ASSEMBLY', name: 'Free assembly on every order' },
        { code: 'POINTS_2X', name: 'Double points on every purchase' },
        { code: 'PERSONAL_STYLIST', name: 'A personal interior stylist' },
      ],
    },
  ]);
  await insertRows(tx, 'paid_service_periods', [
    { period_code: 'MONTH', service_id: 1, name: 'Monthly', months: 1, price_cents: 999, currency: 'EUR', sort: 1 },
    { period_code: 'YEAR', service_id: 1, name: 'Yearly', months: 12, price_cents: 8_900, currency: 'EUR', sort: 2 },
  ]);
}
