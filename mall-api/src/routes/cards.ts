import { randomBytes } from 'node:crypto';
import { cardCalls, paymentCalls, type CardSetupExtra, type SavedCard } from '@mall/shared/contract';
import { one } from '../db/db';
import { MOCK_CARD, mockSetupBinds } from '../domain/cards';
import { ProviderError } from '../domain/payments/gateway';
import type { Gateways } from '../domain/payments/gateways';
import { paymentIcon } from '../domain/payments/channels';
import { HttpError, notFound } from '../http/errors';
import { route, type Api } from '../http/route';

interface CardRow {
  id: number;
  user_id: number;
  status: 'SETUP_PENDING' | 'BOUND' | 'SETUP_FAILED';
  provider: 'STRIPE' | 'MOCKPAY';
  is_default: boolean;
  holder: { cardHolderName: string; stripeCustomerId?: string };
  tail_number: string | null;
  brand: string | null;
  expiry_month: number | null;
  expiry_year: number | null;
  pay_center_token: string | null;
  setup_ref: string | null;
  polls: number;
}

const CARD_COLUMNS = 'id, user_id, status, provider, is_default, holder, tail_number, brand, expiry_month, expiry_year, pay_center_token, setup_ref, polls';

function toSavedCard(row: CardRow): SavedCard {
  const brand = row.brand ?? 'Card';
  return {
    id: row.id,
    isDefault: row.is_default,
    tailNumber: row.tail_number ?? '',
    bankNetBO: { bankNetName: brand, bankNetLogo: paymentIcon(brand.toLowerCase()) },
    payCenterToken: row.pay_center_token ?? '',
    expiryMonth: row.expiry_month ?? 0,
    expiryYear: row.expiry_year ?? 0,
    cardHolderName: row.holder.cardHolderName,
  };
}

/** Saved cards of logged-in buyers (tourists save none); setup with Stripe when configured, else MOCKPAY. */
export function registerCards(api: Api, gatewaysOf: () => Gateways): void {
  route(api, cardCalls.queryCardByCustomer, async (input, ctx) => {
    const { user } = await ctx.requireBuyer();
    const rows = await ctx.db.query<CardRow>(
      `select ${CARD_COLUMNS} from cards where user_id = $1 and is_save and ($2::int = 0 or status = 'BOUND') and status <> 'SETUP_FAILED'
       order by is_default desc, created_at desc, id desc`,
      [user.id, input.isBind ?? 1],
    );
    return rows.filter((r) => r.status === 'BOUND').map(toSavedCard);
  });

  route(api, cardCalls.createCard, async (input, ctx) => {
    const { user } = await ctx.requireBuyer();
    const stripe = gatewaysOf().STRIPE;
    // Without Stripe, cards are set up by MOCKPAY: not where MOCKPAY is off (production).
    if (!stripe.configured && !ctx.config.mockPay) throw new HttpError(503, paymentCalls.PayErrorCode.providerNotConfigured, 'payment.providerNotConfigured');
    const provider = stripe.configured ? 'STRIPE' : 'MOCKPAY';
    const { isSave, ...holder } = input;
    const card = await one<{ id: number }>(
      ctx.db,
      `insert into cards (user_id, status, provider, is_save, holder) values ($1, 'SETUP_PENDING', $2, $3, $4) returning id`,
      [user.id, provider, isSave, JSON.stringify(holder)],
    );
    const id = card!.id;
    let extra: CardSetupExtra;
    if (stripe.configured) {
      const earlier = await one<{ customer: string | null }>(ctx.db, `select holder->>'stripeCustomerId' as customer from cards where user_id = $1 and holder ? 'stripeCustomerId' limit 1`, [user.id]);
      try {
        const { customerId, setupIntent } = await stripe.createSetupIntent({
          customerId: earlier?.customer ?? null,
          email: input.email,
          name: input.cardHolderName,
          cardId: id,
          idempotencyKey: `card-${id}`,
        });
        await ctx.db.query(
          `update cards set setup_ref = $2, client_secret = $3, holder = holder || jsonb_build_object('stripeCustomerId', $4::text) where id = $1`,
          [id, setupIntent.id, setupIntent.client_secret, customerId],
        );
        extra = { clientSecret: setupIntent.client_secret, provider: 'STRIPE', publishableKey: gatewaysOf().publicKeys.STRIPE?.publishableKey ?? (ctx.config.cardProviderPublishableKey || null) };
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        await ctx.db.query(`update cards set status = 'SETUP_FAILED' where id = $1`, [id]);
        throw new HttpError(502, 'PROVIDER_ERROR', 'payment.providerError');
      }
    } else {
      const clientSecret = `mock_seti_${id}_secret_${randomBytes(8).toString('hex')}`;
      await ctx.db.query('update cards set setup_ref = $2, client_secret = $3 where id = $1', [id, `mock_seti_${id}`, clientSecret]);
      extra = { clientSecret, provider: 'MOCKPAY', publishableKey: null };
    }
    return { id, extra: JSON.stringify(extra) };
  });

  route(api, cardCalls.queryOneCard, async (input, ctx) => {
    const { user } = await ctx.requireBuyer();
    let row = await one<CardRow>(ctx.db, `select ${CARD_COLUMNS} from cards where id = $1 and user_id = $2`, [input.id, user.id]);
    if (!row) throw notFound('card');
    if (row.status === 'SETUP_PENDING') {
      let bound: { tail: string; brand: string; month: number; year: number; token: string } | null = null;
      if (row.provider === 'MOCKPAY') {
        await ctx.db.query('update cards set polls = polls + 1 where id = $1', [row.id]);
        if (mockSetupBinds(row.polls + 1, row.holder.cardHolderName)) {
          bound = { ...MOCK_CARD, year: new Date().getUTCFullYear() + 4, token: `mock_pm_${row.id}` };
        }
      } else if (row.setup_ref) {
        try {
          const setup = await gatewaysOf().STRIPE.readSetup(row.setup_ref);
          const pm = setup.paymentMethod;
          if (pm?.card) bound = { tail: pm.card.last4, brand: pm.card.brand, month: pm.card.exp_month, year: pm.card.exp_year, token: pm.id };
          else if (setup.status === 'canceled') await ctx.db.query(`update cards set status = 'SETUP_FAILED' where id = $1`, [row.id]);
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
        }
      }
      if (bound) {
        await ctx.db.transaction(async (tx) => {
          const hasDefault = await one(tx, `select 1 from cards where user_id = $1 and is_default and status = 'BOUND'`, [user.id]);
          await tx.query(
            `update cards set status = 'BOUND', tail_number = $2, brand = $3, expiry_month = $4, expiry_year = $5, pay_center_token = $6, is_default = $7 where id = $1`,
            [row!.id, bound!.tail, bound!.brand, bound!.month, bound!.year, bound!.token, !hasDefault],
          );
        });
      }
      row = (await one<CardRow>(ctx.db, `select ${CARD_COLUMNS} from cards where id = $1`, [row.id]))!;
    }
    return { id: row.id, payCenterToken: row.pay_center_token, status: row.status, tailNumber: row.tail_number };
  });
}
