/**
 * Addresses, regions' address levels, tax-code upload, street autocomplete (issue 4).
 *
 * The schemas here are structural (types, enums, hard ceilings against abuse). The per-market
 * rules with their message keys live in `@mall/shared/address` (validateAddress): the address form
 * and mall-api both run them, so this module stays small for bundles that only list addresses.
 *
 * Decisions where the spec says "not shown" (written down once, here):
 * - Billing addresses: saved by one call (no id = create, id = update) and listed by another.
 * - One address answer shape for both kinds; `addressType` tells them apart; ids are unique across kinds.
 * - Make-default and the single-address read are their own calls (the address book and the modal use them).
 * - The address levels: the spec's mdDistrictBO/page (region.ts pageDistricts) by region, level and
 *   parent code; it answers each level's name, alias, code and whether it has children.
 * - The tax-code PDF is uploaded as `multipart/form-data` (one file in the field `file`, PDF only,
 *   under 100 MB); the answer's fileId goes in the billing address's `rfcFile`. The buyer can
 *   read it back at taxFilePath(fileId).
 * - Street autocomplete and place details: two calls behind mall-api's StreetProvider.
 * - isDefault: at most one default per buyer and kind; a new address is not default unless chosen;
 *   choosing one unsets the other; a default cannot be unticked directly (make another one default).
 */
import * as v from 'valibot';
import { defineCall, defineMultipartCall } from './define';
import { Empty, Id, page } from './common';

/** Spec: address lists are fetched whole (page size 999). */
export const ADDRESS_PAGE_SIZE = 999;
/** Spec: street autocomplete and region search wait 300 ms after the last keystroke. */
export const ADDRESS_DEBOUNCE_MS = 300;
/** Spec: the tax-code PDF must be under 100 MB. */
export const TAX_FILE_MAX_BYTES = 100 * 1024 * 1024;

export const AddressType = v.picklist(['SHIPPING', 'BILLING']);
export type AddressType = v.InferOutput<typeof AddressType>;

/** Spec appellation options: Mrs, Mr, company, other. */
export const APPELLATIONS = ['MRS', 'MR', 'COMPANY', 'OTHER'] as const;
export const CallSuffix = v.picklist(APPELLATIONS);
export type CallSuffix = v.InferOutput<typeof CallSuffix>;

/** Spec gender values. */
export const GENDERS = ['MALE', 'FEMALE', 'UN_KNOW'] as const;
export const AddressGender = v.picklist(GENDERS);
export type AddressGender = v.InferOutput<typeof AddressGender>;

export const AddressStatus = v.picklist(['ENABLED', 'DISABLED']);

/** One chosen level of the region picker (province, city, region, street), top level first. */
export const AddressDistrict = v.object({
  districtCode: v.pipe(v.string(), v.maxLength(64)),
  districtName: v.pipe(v.string(), v.maxLength(200)),
  districtLevel: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)),
});
export type AddressDistrict = v.InferOutput<typeof AddressDistrict>;

/** The uploaded tax-code PDF a billing address points at (spec: rfcFile). */
export const TaxFileRef = v.object({ fileId: v.pipe(v.string(), v.maxLength(64)), fileName: v.pipe(v.string(), v.maxLength(255)) });
export type TaxFileRef = v.InferOutput<typeof TaxFileRef>;

// Text fields default to '' so that a missing one is reported by the rules with its own message
// (address.firstName.required …) rather than a generic "required". 1000 is only a ceiling.
const text = v.optional(v.pipe(v.string(), v.maxLength(1000)), '');
const optionalText = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(1000))), null);

/** What the buyer enters: the fields of the spec's address entity a buyer can set. */
export const AddressInputFields = {
  callSuffix: v.optional(v.nullable(CallSuffix), null),
  /** Checked by the rules (address.gender.required) so the form gets its own message. */
  gender: v.optional(v.nullable(v.union([AddressGender, v.literal('')])), null),
  firstName: text,
  lastName: text,
  /** With areaCode: the number after the dial code; without: the national number of the market. */
  personPhone: text,
  /** The dial code chosen in the picker ('+49'); null when the phone is entered without one. */
  areaCode: optionalText,
  /** Id of the dial-code row (DIAL_CODES in @mall/shared/address). */
  areaCodeId: v.optional(v.nullable(Id), null),
  email: text,
  company: optionalText,
  /** The street. */
  poiName: text,
  houseNo: optionalText,
  detailAddress: optionalText,
  postalCode: text,
  city: text,
  province: text,
  /** The market (region id); country, regionName and regionShortName follow from it. */
  countryId: v.optional(v.nullable(Id), null),
  districtList: v.optional(v.pipe(v.array(AddressDistrict), v.maxLength(4)), []),
  addressLongitude: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))), null),
  addressLatitude: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))), null),
  /** Billing: the tax code (RFC-style where the market needs it, else the company's VAT number). */
  taxCode: optionalText,
  /** Billing: the uploaded PDF where the market needs one. */
  rfcFile: v.optional(v.nullable(TaxFileRef), null),
  /** Billing: the EORI number of a company importing (optional). */
  eori: optionalText,
  /** How did you hear from us (emoji are stripped). */
  hearFrom: text,
  isDefault: v.optional(v.boolean(), false),
  subscribe: v.optional(v.boolean(), false),
  /** Shipping: also keep this address as a billing address (a copy; the two are edited apart). */
  saveToBilling: v.optional(v.boolean(), false),
  /** The buyer agreed to keep the address for later orders. */
  agreeSave: v.optional(v.boolean(), true),
  site: v.optional(v.pipe(v.string(), v.maxLength(20)), 'EU'),
};

export const AddressInput = v.object(AddressInputFields);
export type AddressInput = v.InferInput<typeof AddressInput>;
export type AddressInputOutput = v.InferOutput<typeof AddressInput>;

/** A saved address as the mall answers it. */
export const Address = v.object({
  id: Id,
  addressType: AddressType,
  callSuffix: v.nullable(CallSuffix),
  gender: v.nullable(AddressGender),
  firstName: v.string(),
  lastName: v.string(),
  /** First plus last name. */
  personName: v.string(),
  personPhone: v.string(),
  areaCode: v.nullable(v.string()),
  areaCodeId: v.nullable(v.number()),
  email: v.string(),
  company: v.nullable(v.string()),
  poiName: v.string(),
  houseNo: v.nullable(v.string()),
  detailAddress: v.nullable(v.string()),
  postalCode: v.string(),
  city: v.string(),
  province: v.string(),
  /** The region's name (e.g. Germany). */
  country: v.string(),
  countryId: Id,
  region: v.object({ id: Id, regionName: v.string(), regionShortName: v.string() }),
  regionName: v.string(),
  regionShortName: v.string(),
  districtList: v.array(AddressDistrict),
  addressLongitude: v.nullable(v.number()),
  addressLatitude: v.nullable(v.number()),
  taxCode: v.nullable(v.string()),
  rfcFile: v.nullable(TaxFileRef),
  eori: v.nullable(v.string()),
  hearFrom: v.string(),
  isDefault: v.boolean(),
  subscribe: v.boolean(),
  saveToBilling: v.boolean(),
  agreeSave: v.boolean(),
  addressStatus: AddressStatus,
  site: v.string(),
  /** ISO times. */
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Address = v.InferOutput<typeof Address>;

/** Lists: default first, then the most recently changed. */
const AddressList = page(Address);

// ---- shipping addresses (spec paths) ----

/**
 * Buyers and tourists (guests check out with a shipping address too).
 * Not shown (the spec swallows a failed address save silently): decided, a refusal is shown on its
 * fields and any other failure said on the form in the buyer's language, what was typed kept,
 * because a buyer who sees nothing believes the address saved and orders to the old one. The same
 * for updateShippingAddress and saveBillingAddress.
 */
export const createShippingAddress = defineCall({
  method: 'POST',
  path: '/sapi/mall-customer/shipping-address/createShippingAddressFlow',
  request: AddressInput,
  response: Address,
});

export const updateShippingAddress = defineCall({
  method: 'POST',
  path: '/sapi/mall-customer/shipping-address/updateShippingAddressFlow',
  /** isDefault left out: the address keeps its default flag. */
  request: v.object({ id: Id, ...AddressInputFields, isDefault: v.optional(v.boolean()) }),
  response: Address,
});

/** Spec: empty body. */
export const listShippingAddresses = defineCall({
  method: 'POST',
  path: '/sapi/mall-customer/shipping-address/queryShippingAddressListFlow',
  request: Empty,
  response: AddressList,
  safeToRetry: true,
});

// ---- billing addresses (paths not shown in the spec: decided here) ----

/** No id: a new billing address (not default unless isDefault); with id: that billing address is updated. */
export const saveBillingAddress = defineCall({
  method: 'POST',
  path: '/sapi/mall-customer/billing-address/saveBillingAddressFlow',
  request: v.object({ id: v.optional(Id), ...AddressInputFields, isDefault: v.optional(v.boolean()) }),
  response: Address,
});

export const listBillingAddresses = defineCall({
  method: 'POST',
  path: '/sapi/mall-customer/billing-address/queryBillingAddressListFlow',
  request: Empty,
  response: AddressList,
  safeToRetry: true,
});

// ---- either kind ----

/** One of the caller's addresses (NOT_FOUND for someone else's). */
export const getAddress = defineCall({
  method: 'POST',
  path: '/sapi/mall-customer/address/queryAddressDetailFlow',
  request: v.object({ id: Id }),
  response: Address,
  safeToRetry: true,
});

/** Makes this address the default of its kind; the previous default of that kind stops being one. */
export const setDefaultAddress = defineCall({
  method: 'POST',
  path: '/sapi/mall-customer/address/setDefaultAddressFlow',
  request: v.object({ id: Id }),
  response: Address,
});

// ---- tax-code PDF ----

/**
 * One PDF per call, sent as `multipart/form-data` with the file in the field `file` (the request
 * schema names the form's fields). mall-api streams it, counts its bytes and refuses at 100 MB
 * (413, address.taxFile.tooLarge) without reading the rest; it knows a PDF by its first bytes
 * (%PDF-), never by its name or declared type (400, address.taxFile.type); a second file or any
 * other field is address.taxFile.tooMany, no file address.taxFile.required. The answer's fileName
 * is the buyer's own name for the file (a label only).
 */
export const uploadTaxFile = defineMultipartCall({
  method: 'POST',
  path: '/sapi/mall-customer/address/uploadTaxFile',
  request: v.object({ file: v.pipe(v.instance(Blob), v.maxSize(TAX_FILE_MAX_BYTES - 1, 'address.taxFile.tooLarge')) }),
  response: v.object({ fileId: v.string(), fileName: v.string(), size: v.number() }),
});

/** Where the buyer (or guest) who uploaded it reads a tax-code PDF back (not an envelope call: the file's bytes). */
export const TAX_FILE_MEDIA_PATH = '/media/tax-files';
export const taxFilePath = (fileId: string) => `${TAX_FILE_MEDIA_PATH}/${encodeURIComponent(fileId)}`;

// ---- street autocomplete and place details (a maps service; seeded data by default) ----

export const StreetPrediction = v.object({
  placeId: v.string(),
  /** The street name alone. */
  poiName: v.string(),
  /** Street, postal code and city, for the suggestion list. */
  description: v.string(),
  /** Postal code and city. */
  secondaryText: v.string(),
});
export type StreetPrediction = v.InferOutput<typeof StreetPrediction>;

/** Suggestions for what the buyer typed in the street field (at least 2 characters). Public. */
export const autocompleteStreet = defineCall({
  method: 'POST',
  path: '/sapi/mall-content/web/street/autocomplete',
  request: v.object({
    input: v.pipe(v.string(), v.trim(), v.minLength(2, 'address.poiName.tooShortToSearch'), v.maxLength(200)),
    /** regionShortName of the market (DE, ES, UK …). */
    region: v.pipe(v.string(), v.maxLength(4)),
    /** Narrows to one city when the buyer already chose it. */
    city: v.optional(v.pipe(v.string(), v.maxLength(100))),
    /** Groups one typing session's calls (maps services bill per session). */
    sessionToken: v.optional(v.pipe(v.string(), v.maxLength(100))),
  }),
  response: v.object({ predictions: v.array(StreetPrediction) }),
  safeToRetry: true,
});

/**
 * The fields a chosen suggestion fills in. Not shown: a maps service that fails. Decided: no
 * suggestions (autocompleteStreet answers []) and 503 UNAVAILABLE for details, the form keeping the
 * picked street and asking for postal code and city, because the buyer can always type the address.
 */
export const PlaceDetails = v.object({
  placeId: v.string(),
  poiName: v.string(),
  houseNo: v.nullable(v.string()),
  postalCode: v.string(),
  city: v.string(),
  province: v.string(),
  countryId: Id,
  regionShortName: v.string(),
  /** The picker's levels for this place where the market has a district tree (else empty). */
  districtList: v.array(AddressDistrict),
  addressLatitude: v.nullable(v.number()),
  addressLongitude: v.nullable(v.number()),
});
export type PlaceDetails = v.InferOutput<typeof PlaceDetails>;

export const placeDetails = defineCall({
  method: 'POST',
  path: '/sapi/mall-content/web/street/placeDetails',
  request: v.object({ placeId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)), sessionToken: v.optional(v.pipe(v.string(), v.maxLength(100))) }),
  response: PlaceDetails,
  safeToRetry: true,
});
