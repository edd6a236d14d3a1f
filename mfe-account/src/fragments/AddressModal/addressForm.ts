import { api, type AddressKind } from '@mall/shared';
import { addressCalls, type Address, type AddressInputOutput } from '@mall/shared/contract';
import { DIAL_CODES } from '@mall/shared/address/core';

/** The contract's fields the buyer edits in the form (the rest are derived or fixed). */
type EditedField = Exclude<keyof AddressInputOutput, 'areaCodeId' | 'eori' | 'agreeSave' | 'site'>;

/** Form state allows no null text: a nullable text field of the contract is '' when empty. */
type FormValue<T> = null extends T ? (Exclude<T, null> extends string ? Exclude<T, null> | '' : T) : T;

/** What the address form edits: the buyer-entered fields of the contract's AddressInput. */
export type AddressFormValues = { [K in EditedField]: FormValue<AddressInputOutput[K]> };

export const EMPTY_ADDRESS: AddressFormValues = {
  callSuffix: '',
  gender: '',
  firstName: '',
  lastName: '',
  areaCode: '',
  personPhone: '',
  email: '',
  company: '',
  poiName: '',
  houseNo: '',
  detailAddress: '',
  postalCode: '',
  city: '',
  province: '',
  countryId: null,
  districtList: [],
  addressLatitude: null,
  addressLongitude: null,
  taxCode: '',
  rfcFile: null,
  hearFrom: '',
  isDefault: false,
  subscribe: false,
  saveToBilling: false,
};

const FIELDS = Object.keys(EMPTY_ADDRESS) as Array<keyof AddressFormValues>;
export const isFormField = (name: string): name is keyof AddressFormValues => (FIELDS as string[]).includes(name);

/** A saved address, or the embedder's `initial` values, as form values (nulls become empty inputs). */
export function toFormValues(source: Partial<Address> | Record<string, unknown> | undefined): AddressFormValues {
  const values: Record<string, unknown> = { ...EMPTY_ADDRESS };
  for (const field of FIELDS) {
    const value = (source as Record<string, unknown> | undefined)?.[field];
    if (value === undefined) continue;
    const empty = EMPTY_ADDRESS[field];
    values[field] = value === null && typeof empty === 'string' ? '' : value;
  }
  return values as unknown as AddressFormValues;
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The request body the save calls take; the form's own rules have already passed. */
export function toRequest(values: AddressFormValues, kind: AddressKind, saved: Address | undefined) {
  const billing = kind === 'billing';
  return {
    callSuffix: values.callSuffix || null,
    gender: values.gender || null,
    firstName: values.firstName,
    lastName: values.lastName,
    personPhone: values.personPhone,
    areaCode: orNull(values.areaCode),
    areaCodeId: DIAL_CODES.find((d) => d.dialCode === values.areaCode)?.id ?? null,
    email: values.email,
    company: orNull(values.company),
    poiName: values.poiName,
    houseNo: orNull(values.houseNo),
    detailAddress: orNull(values.detailAddress),
    postalCode: values.postalCode,
    city: values.city,
    province: values.province,
    countryId: values.countryId,
    districtList: values.districtList,
    addressLatitude: values.addressLatitude,
    addressLongitude: values.addressLongitude,
    taxCode: billing ? orNull(values.taxCode) : null,
    rfcFile: billing ? values.rfcFile : null,
    // Not entered in this form; kept as saved.
    eori: saved?.eori ?? null,
    hearFrom: values.hearFrom,
    // A default address stays default (its box is locked); only making another one default changes it.
    isDefault: saved?.isDefault === true || values.isDefault,
    subscribe: values.subscribe,
    saveToBilling: !billing && values.saveToBilling,
  };
}

/** Creates or updates, by kind: shipping has its two spec calls, billing one save call. */
export function saveAddress(kind: AddressKind, id: number | undefined, body: ReturnType<typeof toRequest>): Promise<Address> {
  if (kind === 'billing') return api.call(addressCalls.saveBillingAddress, id === undefined ? body : { id, ...body });
  return id === undefined ? api.call(addressCalls.createShippingAddress, body) : api.call(addressCalls.updateShippingAddress, { id, ...body });
}

/** Query keys of the address lists and details, so a save refreshes every view of them. */
export const addressKeys = {
  all: ['addresses'] as const,
  list: (kind: AddressKind) => ['addresses', 'list', kind] as const,
  detail: (id: number) => ['addresses', 'detail', id] as const,
};
