import type { Queryable } from '../db/db';
import { insertRows } from './insert';

/** The paid membership (the closing notice, /agree-detail/destroy, is article 9 of seed/content.ts). */
export async function seedAccountContent(tx: Queryable): Promise<void> {
  // The closing notice itself is article 9 of the content seed (seed/content.ts), HTML like every article.
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
