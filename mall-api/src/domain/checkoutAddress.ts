import { hasWrongTaxCodeCheck, needsPrivateTaxCode, normalizePrivateTaxCode, privateTaxCodeRefusal } from '@mall/shared/address/core';
import type { ContractAddress, ContractAddressInput } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { one } from '../db/db';
import { invalidField } from '../http/errors';

interface AddressRow {
  first_name: string;
  last_name: string;
  email: string | null;
  person_phone: string;
  area_code: string | null;
  company: string | null;
  poi_name: string;
  house_no: string | null;
  detail_address: string | null;
  postal_code: string;
  city: string;
  province: string | null;
  region_name: string;
  region_short_name: string;
  tax_code: string | null;
}

/**
 * A saved address of the caller's (account's address book, table `addresses`), copied into the
 * contract. Another user's or a disabled address is reported as not found on that field.
 */
export async function savedAddress(q: Queryable, userId: number, id: number, field: string): Promise<ContractAddress> {
  const row = await one<AddressRow>(
    q,
    `select a.first_name, a.last_name, a.email, a.person_phone, a.area_code, a.company, a.poi_name, a.house_no, a.detail_address,
            a.postal_code, a.city, a.province, r.region_name, r.region_short_name, a.tax_code
     from addresses a join regions r on r.id = a.region_id
     where a.id = $1 and a.user_id = $2 and a.address_status = 'ENABLED'`,
    [id, userId],
  );
  if (!row) throw invalidField(field, 'checkout.addressNotFound');
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email || null,
    personPhone: row.area_code ? `${row.area_code} ${row.person_phone}` : row.person_phone,
    company: row.company || null,
    poiName: row.poi_name,
    houseNo: row.house_no || null,
    detailAddress: row.detail_address || null,
    postalCode: row.postal_code,
    city: row.city,
    province: row.province || null,
    country: row.region_name,
    regionShortName: row.region_short_name,
    taxCode: row.tax_code || null,
  };
}

export function inlineAddress(input: ContractAddressInput): ContractAddress {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email ?? null,
    personPhone: input.personPhone,
    company: input.company ?? null,
    poiName: input.poiName,
    houseNo: input.houseNo ?? null,
    detailAddress: input.detailAddress ?? null,
    postalCode: input.postalCode,
    city: input.city,
    province: input.province ?? null,
    country: input.country,
    regionShortName: input.regionShortName,
    taxCode: input.taxCode ?? null,
  };
}

/** An address given with the call: a Spanish or Italian tax code it carries must have the right check character (as a saved one must). */
function checkedInlineAddress(input: ContractAddressInput, field: 'shippingAddress' | 'billingAddress'): ContractAddress {
  const address = inlineAddress(input);
  if (hasWrongTaxCodeCheck(address)) throw invalidField(`${field}.taxCode`, 'address.taxCode.invalid');
  return address;
}

/** Fields a contract's shipping address must have before it is paid (pre-pay's validResult). */
export function addressComplete(a: ContractAddress | null): boolean {
  return Boolean(a && a.firstName && a.lastName && a.personPhone && a.poiName && a.postalCode && a.city && a.regionShortName);
}

export interface AddressChoice {
  shipping: { address: ContractAddress; id: number | null } | null;
  billing: { address: ContractAddress; id: number | null } | null;
}

/** The request's shipping and billing (billing defaults to shipping). */
export async function chooseAddresses(
  q: Queryable,
  userId: number,
  input: { shippingAddressId?: number; shippingAddress?: ContractAddressInput; billingAddressId?: number; billingAddress?: ContractAddressInput },
): Promise<AddressChoice> {
  const shipping =
    input.shippingAddressId !== undefined
      ? { address: await savedAddress(q, userId, input.shippingAddressId, 'shippingAddressId'), id: input.shippingAddressId }
      : input.shippingAddress
        ? { address: checkedInlineAddress(input.shippingAddress, 'shippingAddress'), id: null }
        : null;
  const billing =
    input.billingAddressId !== undefined
      ? { address: await savedAddress(q, userId, input.billingAddressId, 'billingAddressId'), id: input.billingAddressId }
      : input.billingAddress
        ? { address: checkedInlineAddress(input.billingAddress, 'billingAddress'), id: null }
        : shipping;
  return { shipping, billing };
}

/**
 * The invoice address as the contract keeps it: a private buyer invoiced in Spain or Italy gives a
 * personal tax code (refused 400 on buyerTaxCode when missing or its check letter is wrong).
 */
export function invoiceWithTaxCode<T extends { address: ContractAddress }>(invoice: T, typed: string | undefined): T {
  if (!needsPrivateTaxCode(invoice.address)) return invoice;
  const refusal = privateTaxCodeRefusal(invoice.address.regionShortName, typed);
  if (refusal) throw invalidField('buyerTaxCode', refusal);
  return { ...invoice, address: { ...invoice.address, taxCode: normalizePrivateTaxCode(typed ?? '') } };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const nullableText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A contract's stored address (jsonb; older rows lack newer fields) in the contract's shape. */
export function storedAddress(raw: unknown): ContractAddress | null {
  if (!raw || typeof raw !== 'object') return null;
  const a = raw as Record<string, unknown>;
  return {
    firstName: text(a.firstName),
    lastName: text(a.lastName),
    email: nullableText(a.email),
    personPhone: text(a.personPhone),
    company: nullableText(a.company),
    poiName: text(a.poiName),
    houseNo: nullableText(a.houseNo),
    detailAddress: nullableText(a.detailAddress),
    postalCode: text(a.postalCode),
    city: text(a.city),
    province: nullableText(a.province),
    country: text(a.country),
    regionShortName: text(a.regionShortName),
    taxCode: nullableText(a.taxCode),
  };
}
