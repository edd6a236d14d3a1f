import { randomBytes } from 'node:crypto';
import { paymentCalls, type FirstPayAnswer, type PayChannel, type PayChannelCode, type PaymentRecordStatus } from '@mall/shared/contract';
import { one } from '../db/db';
import { checkStillInStock } from '../domain/checkout';
import { brokenChannelRule } from '../domain/payments/channels';
import { ProviderError, type GatewayResult } from '../domain/payments/gateway';
import { CHANNEL_PROVIDER, createGateways, gatewayFor, withoutMockPay, type Gateways } from '../domain/payments/gateways';
import { registerMockPayPage, MOCKPAY_SETTLE_MS } from '../domain/payments/mockpayPage';
import { klarnaOrder } from '../domain/payments/providers/klarna';
import {
  assertPayable,
  attemptOf,
  closeReplaced,
  IN_FLIGHT_WINDOW_MS,
  markReached,
  pendingRecord,
  reachedProvider,
  contractOrderIds,
  insertRecord,
  latestRecord,
  loadPayable,
  ownRecord,
  PAY_ATTEMPTS_PER_MINUTE,
  payError,
  recentAttempts,
  recordByKey,
  recordInfo,
  settleRecord,
  storeAnswer,
  SUCCESS_STATUSES,
  updatePending,
  type Payable,
  type RecordRow,
} from '../domain/payments/records';
import { registerCards } from './cards';
import { money } from '../domain/money';
import { notFound } from '../http/errors';
import { route, type Api, type Handler, type RequestCtx } from '../http/route';
import type { Session } from '../http/session';
import { registerPaymentIcons } from '../domain/payments/icons';
import { checkedContent, needsContent } from '../domain/payments/authorityContent';
import { fraudCheck, fraudCheckPayloadOf } from '../domain/payments/fraudCheck';

const { PayErrorCode } = paymentCalls;

/**
 * A channel is offered only when it can pay: its gateway is configured on this server (MOCKPAY
 * when the app's mockPay setting is on). A channel whose provider keys are not set (Braintree: never integrated here) is left
 * out of payChannel's answer, and firstPay refuses it with PROVIDER_NOT_CONFIGURED all the same.
 */
const canPay = (row: { channel: PayChannelCode }, gateways: Gateways) => gatewayFor(gateways, row.channel).configured;

interface ChannelRow {
  channel: PayChannelCode;
  provider: string;
  group_name: string;
  channel_name: string;
  icon: string;
  anonymous: boolean;
  exclude_country: string[];
  sort: number;
  payment_methods: Array<{ type: string; name: string }>;
  config_map: Array<{ type: string; name: string; order: number; holdName: string | null }>;
  card_aggregator: boolean;
  card_style: boolean;
  saved_card: boolean;
}

const CHANNEL_COLUMNS = `channel, provider, group_name, channel_name, icon, anonymous, exclude_country, sort, payment_methods, config_map,
  card_aggregator, card_style, saved_card`;

function toPayChannel(row: ChannelRow, gateways: Gateways): PayChannel {
  const provider = CHANNEL_PROVIDER[row.channel];
  return {
    channel: row.channel,
    provider,
    channelName: row.channel_name,
    icon: row.icon,
    anonymous: row.anonymous,
    excludeCountry: row.exclude_country,
    sort: row.sort,
    paymentMethods: row.payment_methods,
    configMap: row.config_map,
    configured: gateways[provider].configured,
    isCardAggregator: row.card_aggregator,
    cardStyle: row.card_style,
    savedCard: row.saved_card,
    ...(gateways.publicKeys[provider] ? { publicKeys: gateways.publicKeys[provider] } : {}),
  };
}

/** Same key again: the first answer (no second charge). A key is bound to its contract and call. */
async function replay(ctx: RequestCtx, record: RecordRow, contractId: number): Promise<FirstPayAnswer> {
  if (record.contract_id !== contractId) throw payError(409, 'CONFLICT', 'payment.idempotencyKeyReused', 'idempotencyKey');
  // A concurrent first call may still be talking to the provider: wait for its answer briefly.
  for (let i = 0; i < 50 && !record.answer && record.status === 'PAY_PENDING'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    record = await ownRecord(ctx.db, record.buyer_id, record.id);
  }
  if (record.answer) return { ...record.answer, recordStatus: record.status, replayed: true };
  if (record.status === 'PAY_FAILED') throw payError(502, PayErrorCode.providerError, record.failed_reason ?? 'payment.providerError');
  throw payError(409, PayErrorCode.paymentInFlight, 'payment.paymentInFlight');
}

function answerOf(record: RecordRow, payable: Payable, result: GatewayResult, orderIds: number[]): FirstPayAnswer {
  const info = result.redirectInfo ?? null;
  return {
    nextStep: result.nextStep,
    paymentRecordId: record.id,
    recordStatus: result.status,
    channel: record.channel,
    redirectUrl: result.redirectUrl ?? null,
    needConfirm: result.nextStep === 'CONFIRM',
    redirectInfo: info
      ? {
          clientSecret: info.clientSecret ?? null,
          approveUrl: info.approveUrl ?? null,
          action: info.action ?? null,
          merchantSerialNo: info.merchantSerialNo ?? result.merchantSerialNo ?? null,
          resultCode: info.resultCode ?? null,
        }
      : null,
    channelToken: result.channelToken ?? null,
    contractId: record.contract_id,
    tradeOrderIds: orderIds,
    buyerId: record.buyer_id,
    amount: money(record.amount_cents, payable.currency),
    replayed: false,
  };
}

/** Applies a gateway's answer to a record: settles it when final, stores what a pending one needs. */
async function applyResult(ctx: RequestCtx, record: RecordRow, result: { status: PaymentRecordStatus; failedReason?: string | null; merchantSerialNo?: string | null; providerData?: Record<string, unknown> }): Promise<RecordRow> {
  if (result.status === 'PAY_PENDING') {
    await updatePending(ctx.db, record.id, { merchantSerialNo: result.merchantSerialNo, providerData: result.providerData });
    return ownRecord(ctx.db, record.buyer_id, record.id);
  }
  return settleRecord(ctx.db, record.id, result);
}

interface StartOptions {
  channel: PayChannelCode;
  paymentMethod: string | null;
  key: string;
  returnUrl: string;
  /** firstPay (handed to the provider at once) rather than an authority / Klarna session. */
  reached: boolean;
  /** The call's own refusals about the contract (an order not in it, another amount): made before any record. */
  check?: (payable: Payable) => void;
}

/** firstPay's orderId must name an order of the contract (404 otherwise). */
const orderOfContract = (orderId: number | undefined) => (payable: Payable) => {
  if (orderId !== undefined && !payable.orders.some((o) => o.id === orderId)) throw notFound('trade order');
};

/** authority's amount (cents or major units), when given, must be what the contract owes now. */
const amountOfContract = (value: number | undefined) => (payable: { amountCents: number }) => {
  if (value !== undefined && Math.round(value) !== payable.amountCents && Math.round(value * 100) !== payable.amountCents) {
    throw payError(409, 'PRICE_CHANGED', 'checkout.priceChanged', 'amount');
  }
};

/**
 * One attempt in flight per contract, but an abandoned one must not lock the buyer out of every
 * other method: a pending attempt that never reached its provider (an unfinished Klarna or Adyen
 * session) gives way to the new one; one that reached it gives way to another channel or method
 * once it is older than IN_FLIGHT_WINDOW_MS, after the provider says it is not paid and it is
 * cancelled there. Anything else stays, and the insert that follows refuses PAYMENT_IN_FLIGHT.
 */
async function makeRoomForAttempt(ctx: RequestCtx, gateways: Gateways, payable: Payable, opts: StartOptions): Promise<void> {
  const pending = await pendingRecord(ctx.db, payable.contractId);
  if (!pending) return;
  if (!reachedProvider(pending)) {
    await closeReplaced(ctx.db, pending.id, true);
    return;
  }
  const otherChannel = pending.channel !== opts.channel || (pending.payment_method ?? null) !== opts.paymentMethod;
  if (!otherChannel || Date.now() - pending.created_at.getTime() < IN_FLIGHT_WINDOW_MS) return;
  const checked = await refresh(ctx, pending, {}, true);
  if (SUCCESS_STATUSES.has(checked.status)) throw payError(409, PayErrorCode.alreadyPaid, 'payment.alreadyPaid');
  if (checked.status !== 'PAY_PENDING') return;
  const gateway = gatewayFor(gateways, pending.channel);
  if (gateway.cancel && gateway.configured) {
    try {
      await gateway.cancel(attemptOf(pending, payable, { publicUrl: gateways.publicUrl }));
    } catch (error) {
      if (error instanceof ProviderError) return;
      throw error;
    }
  }
  await closeReplaced(ctx.db, pending.id, false);
}

/**
 * A new attempt on a contract, after every check the storefront also makes: payable, channel
 * offered in the market and allowed for this buyer and amount, provider configured, not too many
 * attempts. Answers the record (PAY_PENDING) or throws the refusal.
 */
async function startAttempt(ctx: RequestCtx, session: Session, contractId: number, opts: StartOptions): Promise<{ record: RecordRow; payable: Payable; gateways: Gateways }> {
  const gateways = gatewaysOf(ctx);
  const payable = await loadPayable(ctx.db, session.user.id, contractId);
  assertPayable(payable);
  checkStillInStock(payable.payOrders);
  opts.check?.(payable);
  // The market's channels (PT and IE: the shipping region's), as payChannel listed them.
  const lookupCountry = paymentCalls.channelLookupCountry(ctx.config.marketCountry, payable.countryCode);
  const row = await one<ChannelRow>(ctx.db, `select ${CHANNEL_COLUMNS} from pay_channels where country = $1 and channel = $2`, [lookupCountry, opts.channel]);
  if (!row || row.exclude_country.includes(lookupCountry)) {
    throw payError(403, PayErrorCode.channelNotAvailable, 'payment.channelNotInMarket', 'payChannel');
  }
  if (opts.paymentMethod && !row.payment_methods.some((m) => m.type === opts.paymentMethod)) {
    throw payError(403, PayErrorCode.channelNotAvailable, 'payment.methodNotInChannel', 'paymentMethod');
  }
  const broken = brokenChannelRule({
    channel: opts.channel,
    paymentMethod: opts.paymentMethod,
    anonymous: row.anonymous,
    isTourist: session.user.is_tourist,
    amount: payable.amountCents / 100,
    isPoint: payable.isPoint,
    shippingRegion: payable.countryCode,
    hasCompany: Boolean(payable.shipping?.company),
  });
  if (broken) throw payError(403, PayErrorCode.channelNotAvailable, broken, 'payChannel');
  if (!gatewayFor(gateways, opts.channel).configured) throw payError(503, PayErrorCode.providerNotConfigured, 'payment.providerNotConfigured', 'payChannel');
  if ((await recentAttempts(ctx.db, contractId)) >= PAY_ATTEMPTS_PER_MINUTE) throw payError(429, PayErrorCode.payLimited, 'payment.payLimited');
  await makeRoomForAttempt(ctx, gateways, payable, opts);

  const inserted = await insertRecord(ctx.db, {
    contractId,
    buyerId: session.user.id,
    channel: opts.channel,
    paymentMethod: opts.paymentMethod,
    provider: CHANNEL_PROVIDER[opts.channel],
    key: opts.key,
    amountCents: payable.amountCents,
    currency: payable.currency,
    purpose: payable.purpose,
    returnUrl: opts.returnUrl,
    pageToken: opts.channel === 'MOCKPAY' ? randomBytes(16).toString('hex') : null,
    payOrderIds: payable.payOrders.map((o) => o.id),
    reached: opts.reached,
  });
  if (inserted === 'IN_FLIGHT') throw payError(409, PayErrorCode.paymentInFlight, 'payment.paymentInFlight');
  if (inserted === 'KEY_TAKEN') throw new KeyTaken();
  return { record: inserted, payable, gateways };
}

/** Lost a race with the same idempotency key: the caller replays. */
class KeyTaken extends Error {}

/** The gateways of this app (built once per process from the environment). */
let sharedGateways: Gateways | undefined;
const processGateways = () => (sharedGateways ??= createGateways());
/** The gateways as this app offers them: MOCKPAY only when its config says so. */
function gatewaysOf(ctx: Pick<RequestCtx, 'config'>): Gateways {
  return ctx.config.mockPay ? processGateways() : withoutMockPay(processGateways());
}
/** Tests swap the gateways (fake provider APIs); undefined goes back to the environment's. */
export function setGatewaysForTests(gateways: Gateways | undefined): void {
  sharedGateways = gateways;
}

/** A pending record's provider is asked again at most this often while polling. */
const CHECK_EVERY_MS = 2000;

/** Polling: a pending record asks its provider (MOCKPAY: the late confirmation) and settles. */
async function refresh(ctx: RequestCtx, record: RecordRow, payload: Record<string, string> = {}, force = false): Promise<RecordRow> {
  if (record.status !== 'PAY_PENDING') return record;
  const gateways = gatewaysOf(ctx);
  const gateway = gatewayFor(gateways, record.channel);
  if (!gateway.check || !gateway.configured) return record;
  const last = typeof record.provider_data.lastCheckAt === 'number' ? record.provider_data.lastCheckAt : 0;
  if (record.provider !== 'MOCKPAY' && !force && Date.now() - last < CHECK_EVERY_MS) return record;
  const payable = await loadPayable(ctx.db, record.buyer_id, record.contract_id);
  try {
    const check = await gateway.check(attemptOf(record, payable, { publicUrl: gateways.publicUrl }), payload);
    // MOCKPAY answers locally: nothing to store while it stays pending.
    if (record.provider === 'MOCKPAY' && check.status === 'PAY_PENDING') return record;
    return applyResult(ctx, record, { ...check, providerData: { ...(check.providerData ?? {}), lastCheckAt: Date.now() } });
  } catch (error) {
    if (error instanceof ProviderError) return record;
    throw error;
  }
}

export function registerPayments(api: Api): void {
  route(api, paymentCalls.payChannel, async (input, ctx) => {
    const gateways = gatewaysOf(ctx);
    const rows = await ctx.db.query<ChannelRow>(`select ${CHANNEL_COLUMNS} from pay_channels where country = $1 order by sort, id`, [input.countryCode]);
    const channels = rows
      .filter((r) => (!input.excludeCountry || !r.exclude_country.includes(input.countryCode)) && canPay(r, gateways))
      .map((r) => toPayChannel(r, gateways));
    const groups = new Map<string, PayChannel[]>();
    rows.forEach((r) => {
      const channel = channels.find((c) => c.channel === r.channel);
      if (!channel) return;
      groups.set(r.group_name, [...(groups.get(r.group_name) ?? []), channel]);
    });
    return { countryCode: input.countryCode, payChannelGroups: [...groups].map(([groupName, payChannels]) => ({ groupName, payChannels })) };
  });

  route(api, paymentCalls.firstPay, async (input, ctx) => {
    const session = await ctx.requireSession();
    const contractId = (input.contractId ?? input.tradeId)!;
    const earlier = await recordByKey(ctx.db, session.user.id, input.idempotencyKey);
    if (earlier) return replay(ctx, earlier, contractId);

    let record: RecordRow;
    let payable: Payable;
    let gateways: Gateways;
    const extraData: Record<string, unknown> = {};
    if (input.payChannel === 'STRIPE_PAY_QUICK' || input.bindToken !== undefined) {
      // Saved-card channel: the card must be the buyer's own, set up and bound.
      if (!input.bindToken) throw payError(400, 'VALIDATION', 'payment.cardRequired', 'bindToken');
      const card = await one<{ holder: { stripeCustomerId?: string } }>(ctx.db, `select holder from cards where user_id = $1 and pay_center_token = $2 and status = 'BOUND'`, [session.user.id, input.bindToken]);
      if (!card) throw payError(400, 'VALIDATION', 'payment.cardRequired', 'bindToken');
      if (card.holder.stripeCustomerId) extraData.stripeCustomerId = card.holder.stripeCustomerId;
    }
    if (input.paymentOrderId !== undefined) {
      // Continue the attempt authority / Klarna sessions started.
      record = await ownRecord(ctx.db, session.user.id, input.paymentOrderId);
      if (record.contract_id !== contractId || record.channel !== input.payChannel) throw notFound('payment record');
      if (record.answer) return { ...record.answer, recordStatus: record.status, replayed: true };
      if (record.status !== 'PAY_PENDING') throw payError(409, PayErrorCode.paymentInFlight, 'payment.recordNotPending');
      payable = await loadPayable(ctx.db, session.user.id, contractId);
      checkStillInStock(payable.payOrders);
      orderOfContract(input.orderId)(payable);
      gateways = gatewaysOf(ctx);
      if (!gatewayFor(gateways, record.channel).configured) throw payError(503, PayErrorCode.providerNotConfigured, 'payment.providerNotConfigured', 'payChannel');
      // From here the attempt may charge: no new attempt replaces it (unless a replacement won the race).
      if (!(await markReached(ctx.db, record.id))) throw payError(409, PayErrorCode.paymentInFlight, 'payment.recordNotPending');
    } else {
      try {
        ({ record, payable, gateways } = await startAttempt(ctx, session, contractId, {
          channel: input.payChannel,
          paymentMethod: input.paymentMethod ?? null,
          key: input.idempotencyKey,
          returnUrl: input.returnUrl,
          reached: true,
          check: orderOfContract(input.orderId),
        }));
      } catch (error) {
        if (error instanceof KeyTaken) return replay(ctx, (await recordByKey(ctx.db, session.user.id, input.idempotencyKey))!, contractId);
        throw error;
      }
    }

    // Spec: the fraud check sees every attempt before a provider is reached; a refusal fails the attempt.
    const verdict = await fraudCheck().check(await fraudCheckPayloadOf(ctx.db, record, payable));
    if (verdict.verdict === 'REFUSE') {
      await settleRecord(ctx.db, record.id, { status: 'PAY_FAILED', failedReason: 'payment.fraudRefused' });
      throw payError(403, PayErrorCode.fraudRefused, 'payment.fraudRefused');
    }
    const gateway = gatewayFor(gateways, record.channel);
    let result: GatewayResult;
    try {
      result = await gateway.start(
        attemptOf(record, payable, { paymentExtraKey: input.paymentExtraKey, token: input.token, bindToken: input.bindToken, publicUrl: gateways.publicUrl, extraData }),
      );
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      await settleRecord(ctx.db, record.id, { status: 'PAY_FAILED', failedReason: error.message });
      throw payError(502, PayErrorCode.providerError, 'payment.providerError');
    }
    const orderIds = await contractOrderIds(ctx.db, contractId);
    const answer = answerOf(record, payable, result, orderIds);
    await storeAnswer(ctx.db, record.id, answer);
    const settled = await applyResult(ctx, record, { ...result, providerData: { ...(result.providerData ?? {}), ...extraData } });
    return { ...answer, recordStatus: settled.status };
  });

  route(api, paymentCalls.payResult, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    const record = await refresh(ctx, await ownRecord(ctx.db, user.id, input.paymentRecordId), input.providerPayload ?? {}, true);
    return { paymentRecordId: record.id, recordStatus: record.status, failedReason: record.failed_reason };
  });

  route(api, paymentCalls.queryPaymentRecord, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    let record: RecordRow | undefined;
    if (input.paymentRecordId !== undefined) record = await ownRecord(ctx.db, user.id, input.paymentRecordId);
    else {
      const contractId =
        input.contractId ??
        (await one<{ contract_id: number }>(ctx.db, 'select contract_id from trade_orders where id = $1 and buyer_id = $2', [input.tradeOrderId, user.id]))?.contract_id;
      const owned = contractId === undefined ? undefined : await one<{ id: number }>(ctx.db, 'select id from trade_contracts where id = $1 and buyer_id = $2', [contractId, user.id]);
      record = owned ? await latestRecord(ctx.db, owned.id) : undefined;
    }
    if (!record) throw notFound('payment record');
    return recordInfo(ctx.db, await refresh(ctx, record));
  });

  route(api, paymentCalls.queryTradePayStatus, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    const contractId =
      input.contractId ??
      (await one<{ contract_id: number }>(ctx.db, 'select contract_id from trade_orders where id = $1 and buyer_id = $2', [input.tradeOrderId, user.id]))?.contract_id;
    if (contractId === undefined) throw notFound('trade order');
    const payable = await loadPayable(ctx.db, user.id, contractId);
    const latest = await latestRecord(ctx.db, contractId);
    const record = latest ? await refresh(ctx, latest) : undefined;
    if ((record && SUCCESS_STATUSES.has(record.status)) || (payable.blockers.includes('PAID') && !record)) return { status: 'SUCCESS' as const, failedReason: null };
    if (record && (record.status === 'PAY_FAILED' || record.status === 'CLOSED')) return { status: 'FAILED' as const, failedReason: record.failed_reason ?? 'payment closed' };
    return { status: 'UNKNOWN' as const, failedReason: null };
  });

  route(api, paymentCalls.authority, async (input, ctx) => {
    const session = await ctx.requireSession();
    const earlier = await recordByKey(ctx.db, session.user.id, input.idempotencyKey);
    let record: RecordRow;
    let payable: Payable;
    const gateways = gatewaysOf(ctx);
    const sameAmount = amountOfContract(input.amount?.value ?? input.tradeAmt?.value);
    if (earlier) {
      if (earlier.contract_id !== input.contractId || earlier.channel !== input.channel) throw payError(409, 'CONFLICT', 'payment.idempotencyKeyReused', 'idempotencyKey');
      // A replaced or finished attempt opens no new session: the storefront starts over with a new key.
      if (earlier.status !== 'PAY_PENDING') throw payError(409, 'CONFLICT', 'payment.attemptEnded', 'idempotencyKey');
      record = earlier;
      payable = await loadPayable(ctx.db, session.user.id, input.contractId);
    } else {
      if (input.channel === 'BRAINTREE') throw payError(503, PayErrorCode.providerNotConfigured, 'payment.providerNotConfigured', 'channel');
      const method = input.paymentMethod ?? (input.payMethod === 'applePay' ? 'applepay' : null);
      // Refused before any attempt is opened: a method that needs content gets it, about this contract.
      if (needsContent(method)) checkedContent(method, input.content, await loadPayable(ctx.db, session.user.id, input.contractId));
      try {
        ({ record, payable } = await startAttempt(ctx, session, input.contractId, {
          channel: input.channel,
          paymentMethod: method,
          key: input.idempotencyKey,
          returnUrl: input.returnUrl,
          reached: false,
          check: sameAmount,
        }));
      } catch (error) {
        if (error instanceof KeyTaken) throw payError(409, PayErrorCode.paymentInFlight, 'payment.paymentInFlight');
        throw error;
      }
    }
    sameAmount({ amountCents: record.amount_cents });
    if (typeof record.provider_data.sessionId === 'string' && typeof record.provider_data.sessionData === 'string') {
      return {
        paymentRecordId: record.id,
        redirectInfo: { sessionId: record.provider_data.sessionId, sessionData: record.provider_data.sessionData, clientKey: gateways.ADYEN.clientKey ?? '', enviroment: gateways.ADYEN.environment },
        channelToken: null,
      };
    }
    const attempt = attemptOf(record, payable, { publicUrl: gateways.publicUrl });
    const content = checkedContent(record.payment_method, input.content, payable);
    let session_: { id: string; sessionData: string };
    try {
      session_ = await gateways.ADYEN.createSession({ ...attempt, providerData: { ...attempt.providerData, ...(content ? { content } : {}) } });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      await settleRecord(ctx.db, record.id, { status: 'PAY_FAILED', failedReason: error.message });
      throw payError(502, PayErrorCode.providerError, 'payment.providerError');
    }
    // The content goes with the attempt: firstPay's /payments needs the same shopper details.
    await updatePending(ctx.db, record.id, { providerData: { sessionId: session_.id, sessionData: session_.sessionData, ...(content ? { content } : {}) } });
    return {
      paymentRecordId: record.id,
      redirectInfo: { sessionId: session_.id, sessionData: session_.sessionData, clientKey: gateways.ADYEN.clientKey ?? '', enviroment: gateways.ADYEN.environment },
      channelToken: null,
    };
  });

  route(api, paymentCalls.adyenDetails, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    const record = await ownRecord(ctx.db, user.id, input.paymentRecordId);
    if (CHANNEL_PROVIDER[record.channel] !== 'ADYEN') throw notFound('payment record');
    const gateways = gatewaysOf(ctx);
    if (!gateways.ADYEN.configured) throw payError(503, PayErrorCode.providerNotConfigured, 'payment.providerNotConfigured');
    const payable = await loadPayable(ctx.db, user.id, record.contract_id);
    let result: GatewayResult;
    try {
      result = await gateways.ADYEN.details(attemptOf(record, payable, { publicUrl: gateways.publicUrl }), input.details, input.paymentData);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      throw payError(502, PayErrorCode.providerError, 'payment.providerError');
    }
    const after = await applyResult(ctx, record, result);
    return {
      paymentRecordId: record.id,
      recordStatus: after.status,
      resultCode: result.redirectInfo?.resultCode ?? null,
      action: result.nextStep === 'ACTION' ? (result.redirectInfo?.action ?? null) : null,
      failedReason: after.failed_reason,
    };
  });

  route(api, paymentCalls.klarnaSession, async (input, ctx) => {
    const session = await ctx.requireSession();
    const gateways = gatewaysOf(ctx);
    const earlier = await recordByKey(ctx.db, session.user.id, input.idempotencyKey);
    let record: RecordRow;
    let payable: Payable;
    if (earlier) {
      if (earlier.contract_id !== input.contractId || earlier.channel !== 'KLARNA') throw payError(409, 'CONFLICT', 'payment.idempotencyKeyReused', 'idempotencyKey');
      if (earlier.status !== 'PAY_PENDING') throw payError(409, 'CONFLICT', 'payment.attemptEnded', 'idempotencyKey');
      record = earlier;
      payable = await loadPayable(ctx.db, session.user.id, input.contractId);
    } else {
      try {
        ({ record, payable } = await startAttempt(ctx, session, input.contractId, { channel: 'KLARNA', paymentMethod: null, key: input.idempotencyKey, returnUrl: '/buyer/pay-result', reached: false }));
      } catch (error) {
        if (error instanceof KeyTaken) throw payError(409, PayErrorCode.paymentInFlight, 'payment.paymentInFlight');
        throw error;
      }
    }
    const attempt = attemptOf(record, payable, { publicUrl: gateways.publicUrl });
    let created: Awaited<ReturnType<typeof gateways.KLARNA.createSession>>;
    try {
      created = await gateways.KLARNA.createSession(attempt, input.locale);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      await settleRecord(ctx.db, record.id, { status: 'PAY_FAILED', failedReason: error.message });
      throw payError(502, PayErrorCode.providerError, 'payment.providerError');
    }
    await updatePending(ctx.db, record.id, { providerData: { klarnaSessionId: created.session_id } });
    const order = created.order ?? klarnaOrder(attempt, input.locale);
    return {
      paymentRecordId: record.id,
      client_token: created.client_token,
      session_id: created.session_id,
      payment_method_categories: created.payment_method_categories ?? [],
      purchase_country: order.purchase_country,
      purchase_currency: order.purchase_currency,
      order_amount: order.order_amount,
      order_tax_amount: order.order_tax_amount,
      order_lines: order.order_lines,
    };
  });

  route(api, paymentCalls.paypalDetails, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    const record = await ownRecord(ctx.db, user.id, input.paymentRecordId);
    const orderId = record.provider_data.paypalOrderId;
    if (record.channel !== 'PAYPAL_PAY_PC' || typeof orderId !== 'string') throw notFound('PayPal order');
    const gateways = gatewaysOf(ctx);
    if (!gateways.PAYPAL.configured) throw payError(503, PayErrorCode.providerNotConfigured, 'payment.providerNotConfigured');
    try {
      const details = await gateways.PAYPAL.details(orderId);
      return { paymentRecordId: record.id, paypalOrderId: orderId, status: details.status, approveUrl: details.approveUrl };
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      throw payError(502, PayErrorCode.providerError, 'payment.providerError');
    }
  });

  route(api, paymentCalls.paypalCapture, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    // gatewaySerialNo (the PayPal order id) names the buyer's own record; a paymentRecordId must agree.
    const found = await one<{ id: number }>(
      ctx.db,
      `select id from payment_records where buyer_id = $1 and channel = 'PAYPAL_PAY_PC' and provider_data->>'paypalOrderId' = $2 order by id desc limit 1`,
      [user.id, input.gatewaySerialNo],
    );
    if (!found || (input.paymentRecordId !== undefined && input.paymentRecordId !== found.id)) throw notFound('PayPal order');
    const record = await ownRecord(ctx.db, user.id, found.id);
    const orderId = input.gatewaySerialNo;
    if (record.status !== 'PAY_PENDING') return { paymentRecordId: record.id, recordStatus: record.status, failedReason: record.failed_reason };
    const gateways = gatewaysOf(ctx);
    if (!gateways.PAYPAL.configured) throw payError(503, PayErrorCode.providerNotConfigured, 'payment.providerNotConfigured');
    try {
      const after = await applyResult(ctx, record, await gateways.PAYPAL.capture(orderId, record.idempotency_key));
      return { paymentRecordId: record.id, recordStatus: after.status, failedReason: after.failed_reason };
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      throw payError(502, PayErrorCode.providerError, 'payment.providerError');
    }
  });

  const authorizeAffirm: Handler<typeof paymentCalls.affirmAuthorize> = async (input, ctx) => {
    const { user } = await ctx.requireSession();
    const record = await ownRecord(ctx.db, user.id, input.paymentRecordId);
    if (record.channel !== 'AFFIRM_PC') throw notFound('payment record');
    if (record.status !== 'PAY_PENDING') return { paymentRecordId: record.id, recordStatus: record.status, failedReason: record.failed_reason };
    const gateways = gatewaysOf(ctx);
    if (!gateways.AFFIRM.configured) throw payError(503, PayErrorCode.providerNotConfigured, 'payment.providerNotConfigured');
    const payable = await loadPayable(ctx.db, user.id, record.contract_id);
    try {
      const check = await gateways.AFFIRM.authorize(attemptOf(record, payable, { publicUrl: gateways.publicUrl }), input.checkoutToken);
      const after = await applyResult(ctx, record, check);
      return { paymentRecordId: record.id, recordStatus: after.status, failedReason: after.failed_reason };
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      throw payError(502, PayErrorCode.providerError, 'payment.providerError');
    }
  };
  // The spec's path, and the earlier /sapi path as an alias of the same handler.
  route(api, paymentCalls.affirmAuthorize, authorizeAffirm);
  route(api, { ...paymentCalls.affirmAuthorize, path: paymentCalls.AFFIRM_AUTHORIZE_LEGACY_PATH }, authorizeAffirm);

  route(api, paymentCalls.secondaryPay, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    const order = await one<{ contract_id: number }>(ctx.db, 'select contract_id from trade_orders where id = $1 and buyer_id = $2', [input.id, user.id]);
    if (!order) throw notFound('trade order');
    const payable = await loadPayable(ctx.db, user.id, order.contract_id);
    const latest = await latestRecord(ctx.db, order.contract_id);
    const record = latest ? await refresh(ctx, latest) : undefined;
    return {
      payUniqueKey: payable.payUniqueKey,
      paymentRecordStatus: record?.status ?? null,
      paymentRecordId: record?.id ?? null,
      contractId: order.contract_id,
      buyerId: user.id,
      tradeOrderIds: payable.orders.map((o) => o.id),
    };
  });

  route(api, paymentCalls.closePaymentRecordAfterConfirm, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    const record = await ownRecord(ctx.db, user.id, input.paymentRecordId);
    const payable = await loadPayable(ctx.db, user.id, record.contract_id);
    if (payable.payUniqueKey !== input.payUniqueKey) throw notFound('payment record');
    if (SUCCESS_STATUSES.has(record.status)) throw payError(409, PayErrorCode.recordNotClosable, 'payment.recordNotClosable');
    if (record.status === 'PAY_PENDING') {
      const gateways = gatewaysOf(ctx);
      const gateway = gatewayFor(gateways, record.channel);
      if (gateway.cancel && gateway.configured) {
        try {
          await gateway.cancel(attemptOf(record, payable, { publicUrl: gateways.publicUrl }));
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          throw payError(502, PayErrorCode.providerError, 'payment.providerError');
        }
      }
    }
    await ctx.db.query(`update payment_records set status = 'CLOSED', updated_at = now() where id = $1 and status in ('PAY_PENDING', 'PAY_FAILED')`, [record.id]);
    return { paymentRecordId: record.id, recordStatus: 'CLOSED' as const };
  });

  registerMockPayPage(api, {
    settleMs: MOCKPAY_SETTLE_MS(),
    settle: (ctx, recordId, outcome) => settleRecord(ctx.db, recordId, outcome),
    delay: async (db, recordId, settleAt) => updatePending(db, recordId, { providerData: { settleAt } }),
  });
  registerPaymentIcons(api);
  registerCards(api, processGateways);
}
