import type { Queryable } from '../db/db';
import { CHANNELS_BY_COUNTRY, methodName, paymentIcon } from '../domain/payments/channels';
import { ACCOUNTS } from './accounts';
import type { SeedClock } from './clock';
import { insertRows, moveSequencesPast } from './insert';

/**
 * Pay channels per market, pay keys of the seeded contracts, their payment records and Anna's
 * saved cards. Contract 7002 (orders 5002 + 5003) has a MOCKPAY attempt left pending, so its
 * re-payment shows the duplicate-payment warning; 5001 was never paid for.
 */
export async function seedPayments(tx: Queryable, clock: SeedClock): Promise<void> {
  const channelRows: Record<string, unknown>[] = [];
  for (const [country, channels] of Object.entries(CHANNELS_BY_COUNTRY)) {
    channels.forEach((c, index) => {
      channelRows.push({
        country,
        channel: c.channel,
        provider: c.channel,
        group_name: c.groupName,
        channel_name: c.channelName,
        icon: paymentIcon(c.channel),
        anonymous: c.anonymous,
        exclude_country: c.excludeCountry,
        sort: (index + 1) * 10,
        payment_methods: c.methods.map((type) => ({ type, name: methodName(type) })),
        config_map: c.methods.map((type, order) => ({ type, name: methodName(type), order: order + 1, holdName: type === 'scheme' ? 'Card holder' : null })),
        card_aggregator: c.cardAggregator ?? false,
        card_style: c.cardStyle ?? false,
        saved_card: c.savedCard ?? false,
      });
    });
  }
  await insertRows(tx, 'pay_channels', channelRows);

  // Every contract gets its pay key (contracts seeded by others too).
  await tx.query(`update trade_contracts set pay_unique_key = 'PAY-' || id where pay_unique_key is null`);

  // One successful attempt per paid contract, in the amount paid; 7002's attempt still pending.
  await tx.query(
    `insert into payment_records (contract_id, buyer_id, channel, provider, idempotency_key, status, amount_cents, currency, purpose,
                                  merchant_serial_no, return_url, created_at, updated_at, paid_at)
     select c.id, c.buyer_id, 'MOCKPAY', 'MOCKPAY', 'seed-' || c.id, 'PAY_SUCCESS', sum(o.paid_cents)::int, 'EUR', 'FULL',
            'MOCK-SEED-' || c.id, '/buyer/pay-result', min(o.ordered_at), min(o.ordered_at), min(coalesce(o.paid_at, o.deposit_paid_at))
     from trade_contracts c join trade_orders o on o.contract_id = c.id
     where o.paid_cents > 0
     group by c.id, c.buyer_id`,
  );
  await insertRows(tx, 'payment_records', [
    {
      contract_id: 7002,
      buyer_id: ACCOUNTS.buyer.id,
      channel: 'MOCKPAY',
      provider: 'MOCKPAY',
      idempotency_key: 'seed-pending-7002',
      status: 'PAY_PENDING',
      amount_cents: null,
      currency: 'EUR',
      purpose: 'FULL',
      merchant_serial_no: 'MOCK-SEED-PENDING-7002',
      return_url: '/buyer/pay-result',
      page_token: 'seed-7002',
      created_at: clock.hoursAgo(4.5),
      updated_at: clock.hoursAgo(4.5),
    },
  ].map((r) => ({ ...r, amount_cents: 0 })));
  await tx.query(
    `update payment_records r set amount_cents = (select sum(need_pay_cents)::int from trade_orders where contract_id = 7002)
     where r.idempotency_key = 'seed-pending-7002'`,
  );

  const holder = (name: string) => ({
    cardHolderName: name, mobile: '+49 30 12345678', email: 'buyer@demo.mall', country: 'DE',
    address: { province: 'Berlin', city: 'Berlin', region: 'Pankow' }, street: 'Schönhauser Allee', houseNumber: '36', zipCode: '10435',
  });
  const now = clock.now;
  await insertRows(tx, 'cards', [
    { id: 1, user_id: ACCOUNTS.buyer.id, status: 'BOUND', provider: 'STRIPE', is_default: true, is_save: true, holder: holder('Anna Becker'), tail_number: '4242', brand: 'Visa', expiry_month: 12, expiry_year: now.getUTCFullYear() + 3, pay_center_token: 'pm_card_visa', created_at: clock.hoursAgo(24 * 90) },
    { id: 2, user_id: ACCOUNTS.buyer.id, status: 'BOUND', provider: 'STRIPE', is_default: false, is_save: true, holder: holder('Anna Becker'), tail_number: '4444', brand: 'Mastercard', expiry_month: 6, expiry_year: now.getUTCFullYear() + 2, pay_center_token: 'pm_card_mastercard', created_at: clock.hoursAgo(24 * 30) },
  ]);
  await moveSequencesPast(tx, ['pay_channels', 'payment_records', 'cards'], 100_000);
}
