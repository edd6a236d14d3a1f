import type * as v from 'valibot';
import type { Address, AddressDistrict, AddressType, TaxFileRef, addressCalls } from '@mall/shared/contract';
import { ErrorCode } from '@mall/shared/contract';
import { firstErrorPerField, isMarket, normalizeAddress, validateAddress, type AddressKind } from '@mall/shared/address';
import { one, type Db, type Queryable } from '../db/db';
import { HttpError, notFound } from '../http/errors';

/** What the create, update and billing-save calls hand over (isDefault undefined = keep it). */
export type AddressPayload = Omit<v.InferOutput<typeof addressCalls.AddressInput>, 'isDefault'> & { isDefault?: boolean };

interface AddressRow {
  id: number;
  user_id: number;
  address_type: AddressType;
  call_suffix: Address['callSuffix'];
  gender: Address['gender'];
  first_name: string;
  last_name: string;
  person_phone: string;
  area_code: string | null;
  area_code_id: number | null;
  email: string;
  company: string | null;
  poi_name: string;
  house_no: string | null;
  detail_address: string | null;
  postal_code: string;
  city: string;
  province: string;
  region_id: number;
  region_name: string;
  region_short_name: string;
  district_list: AddressDistrict[];
  address_longitude: number | null;
  address_latitude: number | null;
  tax_code: string | null;
  rfc_file_id: string | null;
  rfc_file_name: string | null;
  eori: string | null;
  hear_from: string;
  is_default: boolean;
  subscribe: boolean;
  save_to_billing: boolean;
  agree_save: boolean;
  address_status: Address['addressStatus'];
  site: string;
  created_at: Date;
  updated_at: Date;
}

const SELECT = `select a.*, r.region_name, r.region_short_name, f.file_name as rfc_file_name
  from addresses a join regions r on r.id = a.region_id left join address_files f on f.id = a.rfc_file_id`;

const kindOf = (type: AddressType): AddressKind => (type === 'SHIPPING' ? 'shipping' : 'billing');
const blankToNull = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value);

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    addressType: row.address_type,
    callSuffix: row.call_suffix,
    gender: row.gender,
    firstName: row.first_name,
    lastName: row.last_name,
    personName: `${row.first_name} ${row.last_name}`,
    personPhone: row.person_phone,
    areaCode: row.area_code,
    areaCodeId: row.area_code_id,
    email: row.email,
    company: row.company,
    poiName: row.poi_name,
    houseNo: row.house_no,
    detailAddress: row.detail_address,
    postalCode: row.postal_code,
    city: row.city,
    province: row.province,
    country: row.region_name,
    countryId: row.region_id,
    region: { id: row.region_id, regionName: row.region_name, regionShortName: row.region_short_name },
    regionName: row.region_name,
    regionShortName: row.region_short_name,
    districtList: row.district_list,
    addressLongitude: row.address_longitude,
    addressLatitude: row.address_latitude,
    taxCode: row.tax_code,
    rfcFile: row.rfc_file_id ? { fileId: row.rfc_file_id, fileName: row.rfc_file_name ?? '' } : null,
    eori: row.eori,
    hearFrom: row.hear_from,
    isDefault: row.is_default,
    subscribe: row.subscribe,
    saveToBilling: row.save_to_billing,
    agreeSave: row.agree_save,
    addressStatus: row.address_status,
    site: row.site,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Refused like a schema failure: every field with its first reason. */
const refused = (fields: Array<{ field: string; message: string }>) => new HttpError(400, ErrorCode.validation, fields[0]!.message, fields);

export async function listAddresses(db: Queryable, userId: number, type: AddressType): Promise<Address[]> {
  const rows = await db.query<AddressRow>(
    `${SELECT} where a.user_id = $1 and a.address_type = $2 and a.address_status = 'ENABLED'
     order by a.is_default desc, a.updated_at desc, a.id desc limit 999`,
    [userId, type],
  );
  return rows.map(toAddress);
}

/** The caller's own address; someone else's is NOT_FOUND (its existence is not revealed). */
export async function findOwnAddress(db: Queryable, userId: number, id: number, type?: AddressType): Promise<Address> {
  const row = await one<AddressRow>(db, `${SELECT} where a.id = $1 and a.user_id = $2 and ($3::text is null or a.address_type = $3)`, [id, userId, type ?? null]);
  if (!row) throw notFound('address');
  return toAddress(row);
}

/**
 * The shared rules for the market and kind, then what only the database knows: the market
 * exists, the picked levels form a path in its district tree, the PDF is the caller's upload.
 */
async function checkAddress(db: Queryable, userId: number, input: AddressPayload, type: AddressType): Promise<{ regionId: number; market: string }> {
  const region = input.countryId
    ? await one<{ id: number; region_short_name: string }>(db, `select id, region_short_name from regions where id = $1 and region_status = 'ENABLED'`, [input.countryId])
    : undefined;
  const market = region && isMarket(region.region_short_name) ? region.region_short_name : null;
  const errors = firstErrorPerField(validateAddress(input, { market, kind: kindOf(type) }));
  const fields = Object.entries(errors).map(([field, message]) => ({ field, message: message! }));
  if (input.countryId && !region) fields.push({ field: 'countryId', message: 'address.country.unknown' });
  if (fields.length) throw refused(fields);

  if (input.districtList.length) {
    const codes = input.districtList.map((d) => d.districtCode);
    const rows = await db.query<{ district_code: string; district_level: number; parent_code: string | null }>(
      `select district_code, district_level, parent_code from districts where region_short_name = $1 and district_code in (select jsonb_array_elements_text($2::jsonb))`,
      [region!.region_short_name, JSON.stringify(codes)],
    );
    const byCode = new Map(rows.map((r) => [r.district_code, r]));
    const isPath = input.districtList.every((d, i) => {
      const row = byCode.get(d.districtCode);
      return row && row.district_level === i + 1 && d.districtLevel === i + 1 && row.parent_code === (i === 0 ? null : codes[i - 1]);
    });
    if (!isPath) throw refused([{ field: 'districtList', message: 'address.districtList.invalid' }]);
  }

  // Only billing addresses keep the file, but naming another buyer's file is refused on either kind.
  if (input.rfcFile) {
    const file = await one(db, `select 1 from address_files where id = $1 and user_id = $2`, [input.rfcFile.fileId, userId]);
    if (!file) throw refused([{ field: 'rfcFile', message: 'address.rfcFile.unknown' }]);
  }
  return { regionId: region!.id, market: region!.region_short_name };
}

/** The columns an insert or update writes, from a normalized payload. */
function columnsOf(input: AddressPayload, type: AddressType, regionId: number): Record<string, unknown> {
  const billing = type === 'BILLING';
  const rfcFile: TaxFileRef | null = billing ? input.rfcFile : null;
  return {
    call_suffix: input.callSuffix,
    gender: input.gender || null,
    first_name: input.firstName,
    last_name: input.lastName,
    person_phone: input.personPhone,
    area_code: blankToNull(input.areaCode),
    area_code_id: input.areaCodeId,
    email: input.email,
    company: blankToNull(input.company),
    poi_name: input.poiName,
    house_no: blankToNull(input.houseNo),
    detail_address: blankToNull(input.detailAddress),
    postal_code: input.postalCode,
    city: input.city,
    province: input.province,
    region_id: regionId,
    district_list: JSON.stringify(input.districtList),
    address_longitude: input.addressLongitude,
    address_latitude: input.addressLatitude,
    // Tax details belong to billing addresses only.
    tax_code: billing ? blankToNull(input.taxCode) : null,
    rfc_file_id: rfcFile?.fileId ?? null,
    eori: billing ? blankToNull(input.eori) : null,
    hear_from: input.hearFrom,
    subscribe: input.subscribe,
    save_to_billing: !billing && input.saveToBilling,
    agree_save: input.agreeSave,
    site: input.site,
  };
}

/** Choosing a default unsets the other default of that buyer and kind. */
async function clearDefault(tx: Queryable, userId: number, type: AddressType): Promise<void> {
  await tx.query(`update addresses set is_default = false where user_id = $1 and address_type = $2 and is_default`, [userId, type]);
}

async function insertAddress(tx: Queryable, userId: number, type: AddressType, columns: Record<string, unknown>, isDefault: boolean): Promise<number> {
  const all = { ...columns, user_id: userId, address_type: type, is_default: isDefault };
  const names = Object.keys(all);
  const rows = await tx.query<{ id: number }>(
    `insert into addresses (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(all),
  );
  return rows[0]!.id;
}

/**
 * A new address: ENABLED, default only when chosen. A shipping address with saveToBilling also
 * keeps a billing copy, which must pass the billing rules too (it would otherwise be unusable).
 */
export async function createAddress(
  db: Db,
  userId: number,
  type: AddressType,
  payload: AddressPayload,
): Promise<Address> {
  const input = normalizeAddress(payload);
  const { regionId } = await checkAddress(db, userId, input, type);
  const copyToBilling = type === 'SHIPPING' && input.saveToBilling;
  if (copyToBilling) await checkBillingCopy(db, userId, input);
  const id = await db.transaction(async (tx) => {
    const isDefault = input.isDefault === true;
    if (isDefault) await clearDefault(tx, userId, type);
    const created = await insertAddress(tx, userId, type, columnsOf(input, type, regionId), isDefault);
    if (copyToBilling) await insertAddress(tx, userId, 'BILLING', columnsOf({ ...input, saveToBilling: false }, 'BILLING', regionId), false);
    return created;
  });
  return findOwnAddress(db, userId, id);
}

async function checkBillingCopy(db: Queryable, userId: number, input: AddressPayload): Promise<void> {
  try {
    await checkAddress(db, userId, input, 'BILLING');
  } catch (error) {
    if (error instanceof HttpError) throw refused([{ field: 'saveToBilling', message: 'address.saveToBilling.invalid' }]);
    throw error;
  }
}

/**
 * Changes one of the caller's addresses of this kind. isDefault true makes it the default;
 * false on the default address is refused (the buyer makes another one default instead).
 */
export async function updateAddress(
  db: Db,
  userId: number,
  type: AddressType,
  id: number,
  payload: AddressPayload,
): Promise<Address> {
  const current = await findOwnAddress(db, userId, id, type);
  const input = normalizeAddress(payload);
  if (current.isDefault && input.isDefault === false) {
    throw refused([{ field: 'isDefault', message: 'address.isDefault.cannotUnset' }]);
  }
  const { regionId } = await checkAddress(db, userId, input, type);
  const copyToBilling = type === 'SHIPPING' && input.saveToBilling && !current.saveToBilling;
  if (copyToBilling) await checkBillingCopy(db, userId, input);
  await db.transaction(async (tx) => {
    const makeDefault = input.isDefault === true && !current.isDefault;
    if (makeDefault) await clearDefault(tx, userId, type);
    const columns = { ...columnsOf(input, type, regionId), is_default: current.isDefault || makeDefault };
    const names = Object.keys(columns);
    await tx.query(
      `update addresses set ${names.map((n, i) => `${n} = $${i + 3}`).join(', ')}, updated_at = now() where id = $1 and user_id = $2`,
      [id, userId, ...Object.values(columns)],
    );
    if (copyToBilling) await insertAddress(tx, userId, 'BILLING', columnsOf({ ...input, saveToBilling: false }, 'BILLING', regionId), false);
  });
  return findOwnAddress(db, userId, id);
}

export async function setDefaultAddress(
  db: Db,
  userId: number,
  id: number,
): Promise<Address> {
  const address = await findOwnAddress(db, userId, id);
  if (!address.isDefault) {
    await db.transaction(async (tx) => {
      await clearDefault(tx, userId, address.addressType);
      await tx.query(`update addresses set is_default = true, updated_at = now() where id = $1 and user_id = $2`, [id, userId]);
    });
  }
  return findOwnAddress(db, userId, id);
}

/**
 * A guest (tourist) who logs in or signs up keeps the addresses they entered as a guest, with their
 * tax-code PDFs. One default per buyer and kind: where the account already has a default of a kind,
 * it stays, and the guest's default of that kind comes over as an ordinary address.
 */
export async function moveAddresses(tx: Queryable, fromUserId: number, toUserId: number): Promise<void> {
  await tx.query('update address_files set user_id = $2 where user_id = $1', [fromUserId, toUserId]);
  // The subquery sees the rows as they were before this statement, so only the account's own defaults count.
  await tx.query(
    `update addresses a set user_id = $2, updated_at = now(),
       is_default = a.is_default and not exists (
         select 1 from addresses b where b.user_id = $2 and b.address_type = a.address_type and b.is_default)
     where a.user_id = $1`,
    [fromUserId, toUserId],
  );
}
