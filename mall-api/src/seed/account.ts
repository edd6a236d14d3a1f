import { customerCalls } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { ARTICLE_TITLES } from './content';
import { insertRows } from './insert';

/**
 * The benefit article (customerCalls.BENEFITS_ARTICLE_ID): how levels, growth and benefits work,
 * opened from the benefits page and the paid service. A help article like the others (HTML,
 * Customer service column), so /help/article/10 shows it too.
 */
const BENEFITS_ARTICLE = {
  id: customerCalls.BENEFITS_ARTICLE_ID,
  category_id: 1,
  title: 'Membership levels and benefits',
  summary: 'How you collect growth value, reach a level and use its benefits.',
  body: [
    '<p>Every buyer starts at the Classic level. Growth value decides your level: you collect it with completed orders, reviews, a complete profile and the tasks on your points page.</p>',
    '<ul><li>A level is reached as soon as your growth value reaches its threshold, and its benefits apply from your next order.</li>',
    '<li>Points you earn per euro depend on your level; they are credited when the order is completed.</li>',
    '<li>The birthday voucher is sent by e-mail in your birthday month, if your profile has a birthday.</li></ul>',
    '<p>Super members add free delivery and assembly, double points and a personal stylist to any level, for a monthly or yearly fee.</p>',
  ].join('\n'),
  sort: 100,
};

/** The paid membership (the closing notice, /agree-detail/destroy, is article 9 of seed/content.ts). */
export async function seedAccountContent(tx: Queryable): Promise<void> {
  await insertRows(tx, 'articles', [{ ...BENEFITS_ARTICLE, ...ARTICLE_TITLES[BENEFITS_ARTICLE.id] }]);
  // The closing notice itself is article 9 of the content seed (seed/content.ts), HTML like every article.
  await insertRows(tx, 'paid_services', [
    {
      id: 1,
      code: 'SUPER_MEMBER',
      name: 'Super member',
      description: 'Free delivery and assembly on every order, double points and a personal stylist, for a yearly or monthly fee.',
      article_id: customerCalls.BENEFITS_ARTICLE_ID,
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
