import { customerCalls } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { articleTranslations } from './articleTexts';
import { insertRows } from './insert';
import { benefitColumns, FREE_ASSEMBLY, PERSONAL_STYLIST } from './membership';

/**
 * The benefit article (customerCalls.BENEFITS_ARTICLE_ID): how loyalty levels, level points and benefits work,
 * opened from the benefits page and the paid service. A help article like the others (HTML,
 * Customer service column), so /help/article/10 shows it too.
 */
const BENEFITS_ARTICLE = {
  id: customerCalls.BENEFITS_ARTICLE_ID,
  category_id: 1,
  title: 'Membership levels and benefits',
  // The storefront's words (issue 30 §8): loyalty level and level points, not level and growth value.
  summary: 'How you collect level points, reach a loyalty level and use its benefits.',
  body: [
    '<p>Every buyer starts at Classic, the first loyalty level. Level points decide your loyalty level: you collect them with completed orders, reviews, a complete profile and the tasks on your points page.</p>',
    '<ul><li>A loyalty level is reached as soon as your level points reach its threshold, and its benefits apply from your next order.</li>',
    '<li>Points you earn per euro depend on your loyalty level; they are credited when the order is completed.</li>',
    '<li>The birthday voucher is sent by e-mail in your birthday month, if your profile has a birthday.</li></ul>',
    '<p>Super members add free delivery and assembly, double points and a personal stylist to any loyalty level, for a monthly or yearly fee.</p>',
  ].join('\n'),
  sort: 100,
};

/** The paid membership (the closing notice, /agree-detail/destroy, is article 9 of seed/content.ts). */
export async function seedAccountContent(tx: Queryable): Promise<void> {
  await insertRows(tx, 'articles', [{ ...BENEFITS_ARTICLE, ...articleTranslations(BENEFITS_ARTICLE.id) }]);
  // The closing notice itself is article 9 of the content seed (seed/content.ts), HTML like every article.
  await insertRows(tx, 'paid_services', [
    {
      id: 1,
      code: 'SUPER_MEMBER',
      name: 'Super member',
      name_de: 'Super-Mitglied',
      name_zh: '超级会员',
      description: 'Free delivery and assembly on every order, double points and a personal stylist, for a yearly or monthly fee.',
      description_de: 'Kostenlose Lieferung und kostenloser Aufbau bei jeder Bestellung, doppelte Punkte und persönliche Einrichtungsberatung – gegen eine jährliche oder monatliche Gebühr.',
      description_zh: '每笔订单免费配送和安装、双倍积分以及专属室内搭配顾问，按年或按月付费。',
      article_id: customerCalls.BENEFITS_ARTICLE_ID,
      ...benefitColumns('items', [
        { code: 'FREE_DELIVERY', en: 'Free delivery on every order', de: 'Kostenlose Lieferung bei jeder Bestellung', zh: '每笔订单免费配送' },
        FREE_ASSEMBLY,
        { code: 'POINTS_2X', en: 'Double points on every purchase', de: 'Doppelte Punkte bei jedem Einkauf', zh: '每次购物双倍积分' },
        PERSONAL_STYLIST,
      ]),
    },
  ]);
  await insertRows(tx, 'paid_service_periods', [
    { period_code: 'MONTH', service_id: 1, name: 'Monthly', name_de: 'Monatlich', name_zh: '按月', months: 1, price_cents: 999, currency: 'EUR', sort: 1 },
    { period_code: 'YEAR', service_id: 1, name: 'Yearly', name_de: 'Jährlich', name_zh: '按年', months: 12, price_cents: 8_900, currency: 'EUR', sort: 2 },
  ]);
}
