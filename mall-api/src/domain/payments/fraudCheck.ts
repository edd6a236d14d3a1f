import type { ContractAddress } from '@mall/shared/contract';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { storedAddress } from '../checkoutAddress';
import type { Payable, RecordRow } from './records';

/** One address as the fraud check reads it (spec: names, phone, e-mail, address). */
export interface FraudCheckAddress {
  firstName: string;
  lastName: string;
  phone: string;
  email: string | null;
  company: string | null;
  street: string;
  houseNo: string | null;
  addressLine2: string | null;
  postalCode: string;
  city: string;
  province: string | null;
  country: string;
}

/**
 * Spec (orderdetail §6): the fraud-check payload, built from the delivery and billing address and the
 * amount: e-mail, phone, names, address, transaction id, amount, currency. The payer's e-mail and
 * phone are the billing address's, else the delivery address's (a buyer without a billing address pays as the receiver).
 */
export interface FraudCheckPayload {
  transactionId: string;
  amountCents: number;
  currency: string;
  email: string | null;
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
  delivery: FraudCheckAddress | null;
  billing: FraudCheckAddress | null;
}

export type FraudVerdict = { verdict: 'ACCEPT' } | { verdict: 'REFUSE'; rule: string };

/** The port a real fraud-check service sits behind (one call per payment attempt, before the provider is reached). */
export interface FraudCheckPort {
  check(payload: FraudCheckPayload): Promise<FraudVerdict>;
}

const addressOf = (a: ContractAddress | null): FraudCheckAddress | null =>
  a && {
    firstName: a.firstName,
    lastName: a.lastName,
    phone: a.personPhone,
    email: a.email ?? null,
    company: a.company ?? null,
    street: a.poiName,
    houseNo: a.houseNo ?? null,
    addressLine2: a.detailAddress ?? null,
    postalCode: a.postalCode,
    city: a.city,
    province: a.province ?? null,
    country: a.regionShortName,
  };

/** The payload of one attempt: its record (transaction id, amount, currency) and the contract's two addresses. */
export async function fraudCheckPayloadOf(q: Queryable, record: RecordRow, payable: Pick<Payable, 'amountCents' | 'currency'>): Promise<FraudCheckPayload> {
  const contract = await one<{ selected_address: unknown; billing_address: unknown }>(q, 'select selected_address, billing_address from trade_contracts where id = $1', [record.contract_id]);
  const delivery = addressOf(storedAddress(contract?.selected_address));
  const billing = addressOf(storedAddress(contract?.billing_address));
  const payer = billing ?? delivery;
  return {
    transactionId: `PAY-${record.id}`,
    amountCents: payable.amountCents,
    currency: payable.currency,
    email: billing?.email ?? delivery?.email ?? null,
    phone: payer?.phone ?? null,
    firstName: payer?.firstName ?? null,
    lastName: payer?.lastName ?? null,
    delivery,
    billing,
  };
}

/**
 * The stand-in fraud check (the default): records every payload it is handed and refuses by rule, an
 * e-mail of a blocked domain (MALL_FRAUD_BLOCKED_EMAIL_DOMAINS, comma-separated). A real service replaces it.
 */
export function ruleFraudCheck(blockedEmailDomains: readonly string[]): FraudCheckPort & { readonly checked: FraudCheckPayload[] } {
  const blocked = new Set(blockedEmailDomains.map((d) => d.trim().toLowerCase()).filter(Boolean));
  const checked: FraudCheckPayload[] = [];
  return {
    checked,
    async check(payload) {
      checked.push(payload);
      const emails = [payload.email, payload.delivery?.email, payload.billing?.email].filter((e): e is string => Boolean(e));
      const hit = emails.find((e) => blocked.has(e.slice(e.lastIndexOf('@') + 1).toLowerCase()));
      return hit ? { verdict: 'REFUSE', rule: 'blockedEmailDomain' } : { verdict: 'ACCEPT' };
    },
  };
}

let port: FraudCheckPort | undefined;
/** The fraud check of this process: the stand-in, configured from the environment. */
export const fraudCheck = (env: NodeJS.ProcessEnv = process.env): FraudCheckPort =>
  (port ??= ruleFraudCheck((env.MALL_FRAUD_BLOCKED_EMAIL_DOMAINS ?? '').split(',')));
/** Tests hand in their own port; undefined goes back to the environment's stand-in. */
export function setFraudCheckForTests(next: FraudCheckPort | undefined): void {
  port = next;
}
