/**
 * The address rules as one table: each row is one rule for some markets and address kinds, with the
 * message key the buyer sees (translated as `validation.<key>` in the common namespace). The address
 * form (through addressResolver) and mall-api (before saving) run the same rows, so the server
 * refuses exactly what the form refuses.
 *
 * This module holds every row that needs no phone-number metadata; the one that checks a phone
 * against libphonenumber (about 49 KB gzip) is in phoneRules.ts, which also assembles the whole
 * table (ADDRESS_RULES, validateAddress). Code that validates no phone (the tax-code form) imports
 * `@mall/shared/address/core` and never loads the library.
 */
import { EMAIL_PATTERN } from '../contract/auth';
import {
  ADDRESS_KINDS,
  HOUSE_NUMBER_MARKETS,
  NAME_34_MARKETS,
  SHORT_STREET_MARKETS,
  STREET_WITH_HOUSE_NO_34_MARKETS,
  TAX_CODE_MARKETS,
  COMPANY_TAX_CODE_MARKETS,
  phoneCountryOf,
  type AddressKind,
  type MarketCode,
} from './markets';
import { DIAL_CODES } from './dialCodes';
import { charLength, compactPhone, hasBackslash, stripEmoji } from './text';
import { TAX_CODE_CHECKS } from './taxCodeCheck';

/** What the rules read: the buyer-entered part of an address (a form's values or a request). */
export interface AddressValues {
  callSuffix?: string | null;
  gender?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  personPhone?: string | null;
  areaCode?: string | null;
  email?: string | null;
  company?: string | null;
  poiName?: string | null;
  houseNo?: string | null;
  detailAddress?: string | null;
  postalCode?: string | null;
  city?: string | null;
  province?: string | null;
  countryId?: number | null;
  taxCode?: string | null;
  rfcFile?: { fileId: string } | null;
  hearFrom?: string | null;
  /** Spec: a helper password field some address forms carry (e.g. a guest creating an account). */
  password?: string | null;
}

export type AddressField = keyof AddressValues;

/** The values as the rules see them: text trimmed and never null, hearFrom without emoji. */
export type CleanAddress = { [K in Exclude<AddressField, 'countryId' | 'rfcFile' | 'password'>]: string } & {
  countryId: number | null;
  rfcFile: { fileId: string } | null;
  /** null when the form has no password field. */
  password: string | null;
};

export interface RuleContext {
  /** The address's market (regionShortName); null while no country is chosen. */
  market: MarketCode | null;
  kind: AddressKind;
}

export interface AddressRule {
  /** Unique and stable: tests and docs refer to it. */
  id: string;
  field: AddressField;
  markets: 'ALL' | readonly MarketCode[] | { except: readonly MarketCode[] };
  kinds: readonly AddressKind[];
  /** i18n key, under validation.* in the common namespace. */
  message: string;
  /** True when the address passes (rules other than "required" pass on an empty value). */
  passes(address: CleanAddress, ctx: RuleContext): boolean;
}

export interface AddressFieldError {
  field: AddressField;
  message: string;
}

// ---- limits (spec §5, §9) ----

export const NAME_MAX = 35;
export const NAME_MAX_SHORT = 34;
export const PHONE_MAX = 20;
export const STREET_MAX = 200;
export const STREET_MAX_SHORT = 35;
export const STREET_WITH_HOUSE_NO_MAX = 35;
export const DETAIL_MAX = 200;
export const DETAIL_MAX_SHORT = 35;
/** Spec: the detail address input takes at most 100 characters (the rule allows 200 for older data). */
export const DETAIL_INPUT_MAX = 100;
export const POSTAL_CODE_INPUT_MAX = 100;
export const CITY_MAX = 100;
export const HEAR_FROM_MAX = 200;
export const PASSWORD_MIN = 8;

/** Spec: the United Kingdom's postal code pattern (outward and inward code, the space optional). */
export const UK_POSTAL_CODE = /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i;
/** Spec: for shipping, Spain refuses the Balearic (07) and Canary Islands (35, 38), Ceuta (51) and Melilla (52). */
export const ES_NO_SHIPPING_PREFIXES = ['07', '35', '38', '51', '52'];
/** Spec: for shipping, Portugal refuses 9 (Azores and Madeira). */
export const PT_NO_SHIPPING_PREFIXES = ['9'];

/**
 * The market's own phone pattern, for a number entered without the dial-code picker: the national
 * number (with the trunk 0 where the market dials one), or the same after the market's +CC / 00CC.
 */
const NATIONAL_PHONE: Record<MarketCode, string> = {
  FR: '0?[1-9]\\d{8}',
  ES: '[6789]\\d{8}',
  IT: '(?:3\\d{8,9}|0\\d{5,10})',
  NL: '0?[1-9]\\d{8}',
  DE: '0?[1-9]\\d{5,13}',
  PL: '[1-9]\\d{8}',
  SE: '0?[1-9]\\d{6,9}',
  PT: '[29]\\d{8}',
  IE: '0?[1-9]\\d{6,9}',
  AT: '0?[1-9]\\d{3,12}',
  BE: '0?[1-9]\\d{7,8}',
  LU: '[2-9]\\d{3,10}',
  UK: '0?[1-9]\\d{8,9}',
};

export const MARKET_PHONE_PATTERNS = Object.fromEntries(
  (Object.keys(NATIONAL_PHONE) as MarketCode[]).map((market) => {
    const dial = DIAL_CODES.find((d) => d.country === market)!.dialCode.slice(1);
    return [market, new RegExp(`^(?:\\+${dial}|00${dial})?${NATIONAL_PHONE[market]}$`)];
  }),
) as Record<MarketCode, RegExp>;

/** Spec: in the dial-code variant the whole number starts with + and ends with a digit or a star. */
export const DIAL_CODE_PHONE = /^\+.*[\d*]$/;

/** RFC-style tax codes of the markets that need one (upper-case, no spaces). */
export const TAX_CODE_PATTERNS: Partial<Record<MarketCode, RegExp>> = {
  // NIF (DNI), NIE or CIF
  ES: /^(\d{8}[A-Z]|[XYZ]\d{7}[A-Z]|[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J])$/,
  // codice fiscale (people) or partita IVA (companies)
  IT: /^([A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]|\d{11})$/,
};

// ---- helpers the rows use ----

export const empty = (value: string) => value === '';
const fullName = (a: CleanAddress) => charLength(a.firstName) + charLength(a.lastName);
/** The phone as entered with the dial-code picker, or null when entered without one. */
export const dialled = (a: CleanAddress) => (a.areaCode ? compactPhone(a.areaCode + a.personPhone) : null);
/** Spec (UK import scheme): a company buyer; the form and the server read it from the address. */
export const isCorporate = (a: Pick<AddressValues, 'callSuffix' | 'company'>) => a.callSuffix === 'COMPANY' || (a.company ?? '').trim() !== '';
const hasPrefix = (value: string, prefixes: string[]) => prefixes.some((p) => value.startsWith(p));

export const BOTH = ADDRESS_KINDS;
const SHIPPING: readonly AddressKind[] = ['shipping'];
const BILLING: readonly AddressKind[] = ['billing'];

const row = (r: AddressRule): AddressRule => r;
const required = (field: Exclude<AddressField, 'countryId' | 'rfcFile' | 'password'>, markets: AddressRule['markets'] = 'ALL', kinds = BOTH): AddressRule =>
  row({ id: `${field}.required`, field, markets, kinds, message: `address.${field}.required`, passes: (a) => !empty(a[field] as string) });
const noBackslash = (field: 'poiName' | 'city' | 'province' | 'taxCode', kinds = BOTH): AddressRule =>
  row({ id: `${field}.backslash`, field, markets: 'ALL', kinds, message: `address.${field}.backslash`, passes: (a) => !hasBackslash(a[field]) });
const maxLength = (
  id: string,
  field: 'poiName' | 'detailAddress' | 'city' | 'hearFrom' | 'personPhone' | 'postalCode',
  max: number,
  markets: AddressRule['markets'],
  kinds: readonly AddressKind[],
): AddressRule => row({ id, field, markets, kinds, message: `address.${field}.max${max}`, passes: (a) => charLength(a[field]) <= max });

/**
 * Every address rule but the phone-metadata one (see phoneRules.ts for the whole table). Order
 * matters only for which message a field shows first.
 */
export const BASE_ADDRESS_RULES: readonly AddressRule[] = [
  // names
  required('firstName'),
  required('lastName'),
  row({ id: 'name.max35', field: 'lastName', markets: { except: NAME_34_MARKETS }, kinds: BOTH, message: 'address.name.max35', passes: (a) => fullName(a) <= NAME_MAX }),
  row({ id: 'name.max34', field: 'lastName', markets: NAME_34_MARKETS, kinds: BOTH, message: 'address.name.max34', passes: (a) => fullName(a) <= NAME_MAX_SHORT }),
  required('gender'),

  // phone
  required('personPhone'),
  maxLength('personPhone.max20', 'personPhone', PHONE_MAX, 'ALL', BOTH),
  row({
    id: 'personPhone.dialCode',
    field: 'personPhone',
    markets: 'ALL',
    kinds: BOTH,
    message: 'address.personPhone.dialCodeFormat',
    passes: (a) => empty(a.personPhone) || !a.areaCode || DIAL_CODE_PHONE.test(dialled(a)!),
  }),
  ...(Object.keys(MARKET_PHONE_PATTERNS) as MarketCode[]).map((market) =>
    row({
      id: `personPhone.pattern.${market}`,
      field: 'personPhone',
      markets: [market],
      kinds: BOTH,
      message: 'address.personPhone.invalid',
      passes: (a) => empty(a.personPhone) || !!a.areaCode || MARKET_PHONE_PATTERNS[market].test(compactPhone(a.personPhone)),
    }),
  ),
  // (personPhone.valid, the libphonenumber check, is in phoneRules.ts and follows here in ADDRESS_RULES)

  // e-mail
  required('email'),
  row({ id: 'email.invalid', field: 'email', markets: 'ALL', kinds: BOTH, message: 'address.email.invalid', passes: (a) => empty(a.email) || EMAIL_PATTERN.test(a.email) }),

  // street and house number
  required('poiName'),
  noBackslash('poiName'),
  maxLength('poiName.max200', 'poiName', STREET_MAX, { except: SHORT_STREET_MARKETS }, BILLING),
  maxLength('poiName.max35.billing', 'poiName', STREET_MAX_SHORT, SHORT_STREET_MARKETS, BILLING),
  maxLength('poiName.max35.shipping', 'poiName', STREET_MAX_SHORT, 'ALL', SHIPPING),
  required('houseNo', HOUSE_NUMBER_MARKETS),
  row({
    id: 'streetWithHouseNo.max35',
    field: 'poiName',
    markets: HOUSE_NUMBER_MARKETS.filter((m) => !STREET_WITH_HOUSE_NO_34_MARKETS.includes(m)),
    kinds: BOTH,
    message: 'address.poiName.withHouseNoMax35',
    passes: (a) => charLength(a.poiName) + charLength(a.houseNo) <= STREET_WITH_HOUSE_NO_MAX,
  }),
  row({
    id: 'streetWithHouseNo.max34',
    field: 'poiName',
    markets: STREET_WITH_HOUSE_NO_34_MARKETS,
    kinds: BOTH,
    message: 'address.poiName.withHouseNoMax34',
    passes: (a) => charLength(a.poiName) + charLength(a.houseNo) <= STREET_WITH_HOUSE_NO_MAX - 1,
  }),

  // detail address
  required('detailAddress', { except: HOUSE_NUMBER_MARKETS }),
  maxLength('detailAddress.max200', 'detailAddress', DETAIL_MAX, { except: HOUSE_NUMBER_MARKETS }, BOTH),
  maxLength('detailAddress.max200.billing', 'detailAddress', DETAIL_MAX, HOUSE_NUMBER_MARKETS, BILLING),
  maxLength('detailAddress.max35.shipping', 'detailAddress', DETAIL_MAX_SHORT, HOUSE_NUMBER_MARKETS, SHIPPING),

  // postal code
  required('postalCode'),
  maxLength('postalCode.max100', 'postalCode', POSTAL_CODE_INPUT_MAX, 'ALL', BOTH),
  row({ id: 'postalCode.UK', field: 'postalCode', markets: ['UK'], kinds: BOTH, message: 'address.postalCode.invalid', passes: (a) => empty(a.postalCode) || UK_POSTAL_CODE.test(a.postalCode) }),
  row({ id: 'postalCode.ES.shipping', field: 'postalCode', markets: ['ES'], kinds: SHIPPING, message: 'address.postalCode.noDelivery', passes: (a) => !hasPrefix(a.postalCode, ES_NO_SHIPPING_PREFIXES) }),
  row({ id: 'postalCode.PT.shipping', field: 'postalCode', markets: ['PT'], kinds: SHIPPING, message: 'address.postalCode.noDelivery', passes: (a) => !hasPrefix(a.postalCode, PT_NO_SHIPPING_PREFIXES) }),
  row({ id: 'postalCode.DE.shipping', field: 'postalCode', markets: ['DE'], kinds: SHIPPING, message: 'address.postalCode.fiveDigits', passes: (a) => empty(a.postalCode) || /^\d{5}$/.test(a.postalCode) }),
  row({ id: 'postalCode.AT.shipping', field: 'postalCode', markets: ['AT'], kinds: SHIPPING, message: 'address.postalCode.fourDigits', passes: (a) => empty(a.postalCode) || /^\d{4}$/.test(a.postalCode) }),
  row({ id: 'postalCode.LU.shipping', field: 'postalCode', markets: ['LU'], kinds: SHIPPING, message: 'address.postalCode.fourDigits', passes: (a) => empty(a.postalCode) || /^\d{4}$/.test(a.postalCode) }),

  // city, province, country
  required('city'),
  maxLength('city.max100', 'city', CITY_MAX, 'ALL', BOTH),
  noBackslash('city'),
  required('province'),
  noBackslash('province'),
  row({ id: 'countryId.required', field: 'countryId', markets: 'ALL', kinds: BOTH, message: 'address.country.required', passes: (a) => a.countryId !== null }),

  // how did you hear from us (emoji already stripped)
  required('hearFrom'),
  maxLength('hearFrom.max200', 'hearFrom', HEAR_FROM_MAX, 'ALL', BOTH),

  // tax code of a billing address
  required('taxCode', TAX_CODE_MARKETS, BILLING),
  ...(Object.keys(TAX_CODE_PATTERNS) as MarketCode[]).map((market) =>
    row({
      id: `taxCode.pattern.${market}`,
      field: 'taxCode',
      markets: [market],
      kinds: BILLING,
      message: 'address.taxCode.invalid',
      // The shape, then the check character where the market's codes have one (taxCodeCheck.ts).
      passes: (a) => empty(a.taxCode) || (TAX_CODE_PATTERNS[market]!.test(a.taxCode) && (TAX_CODE_CHECKS[market]?.(a.taxCode) ?? true)),
    }),
  ),
  row({ id: 'rfcFile.required', field: 'rfcFile', markets: TAX_CODE_MARKETS, kinds: BILLING, message: 'address.rfcFile.required', passes: (a) => a.rfcFile !== null && a.rfcFile.fileId !== '' }),
  row({
    id: 'taxCode.requiredForCompany',
    field: 'taxCode',
    markets: COMPANY_TAX_CODE_MARKETS,
    kinds: BILLING,
    message: 'address.taxCode.requiredForCompany',
    passes: (a) => !isCorporate(a) || !empty(a.taxCode),
  }),
  noBackslash('taxCode', BILLING),

  // the helper password field, where a form has one (never sent with the address)
  row({
    id: 'password.min8',
    field: 'password',
    markets: 'ALL',
    kinds: BOTH,
    message: 'password.tooShort',
    passes: (a) => a.password === null || charLength(a.password) >= PASSWORD_MIN,
  }),
];

const trimmed = (value: string | null | undefined) => (value ?? '').trim();

/**
 * The values as they are saved: text trimmed, hearFrom without emoji, tax and postal codes in
 * capitals with the tax code's spaces dropped. mall-api stores what this returns.
 */
export function normalizeAddress<T extends AddressValues>(values: T): T {
  const out = { ...values } as Record<string, unknown>;
  for (const key of ['firstName', 'lastName', 'personPhone', 'areaCode', 'email', 'company', 'poiName', 'houseNo', 'detailAddress', 'city', 'province'] as const) {
    if (typeof values[key] === 'string') out[key] = values[key].trim();
  }
  if (typeof values.postalCode === 'string') out.postalCode = values.postalCode.trim().toUpperCase();
  if (typeof values.taxCode === 'string') out.taxCode = values.taxCode.replace(/\s+/g, '').toUpperCase();
  if (typeof values.hearFrom === 'string') out.hearFrom = stripEmoji(values.hearFrom);
  return out as T;
}

function clean(values: AddressValues): CleanAddress {
  const n = normalizeAddress(values);
  return {
    callSuffix: trimmed(n.callSuffix),
    gender: trimmed(n.gender),
    firstName: trimmed(n.firstName),
    lastName: trimmed(n.lastName),
    personPhone: trimmed(n.personPhone),
    areaCode: trimmed(n.areaCode),
    email: trimmed(n.email),
    company: trimmed(n.company),
    poiName: trimmed(n.poiName),
    houseNo: trimmed(n.houseNo),
    detailAddress: trimmed(n.detailAddress),
    postalCode: trimmed(n.postalCode),
    city: trimmed(n.city),
    province: trimmed(n.province),
    countryId: n.countryId ?? null,
    taxCode: trimmed(n.taxCode),
    rfcFile: n.rfcFile ?? null,
    hearFrom: trimmed(n.hearFrom),
    password: typeof n.password === 'string' ? n.password : null,
  };
}

/** Does the row apply to this market and kind? */
export function ruleApplies(rule: AddressRule, ctx: RuleContext): boolean {
  if (!rule.kinds.includes(ctx.kind)) return false;
  if (rule.markets === 'ALL') return true;
  if ('except' in rule.markets) return ctx.market === null || !rule.markets.except.includes(ctx.market);
  return ctx.market !== null && rule.markets.includes(ctx.market);
}

/** The rows of a table that apply to one market and kind, in table order. */
export const rulesFor = (ctx: RuleContext, rules: readonly AddressRule[]): AddressRule[] => rules.filter((r) => ruleApplies(r, ctx));

/**
 * Checks values against the given rows for a market and kind. Answers every broken rule (a field
 * may appear more than once, its first entry being the one to show); [] when all pass.
 */
export function checkRules(rules: readonly AddressRule[], values: AddressValues, ctx: RuleContext): AddressFieldError[] {
  const address = clean(values);
  return rulesFor(ctx, rules)
    .filter((rule) => !rule.passes(address, ctx))
    .map((rule) => ({ field: rule.field, message: rule.message }));
}

/** The rows on a billing address's tax code and its PDF: all the tax-code form checks. */
export const TAX_CODE_RULES: readonly AddressRule[] = BASE_ADDRESS_RULES.filter((r) => r.field === 'taxCode' || r.field === 'rfcFile');

/** The first message per field: what a form shows. */
export function firstErrorPerField(errors: AddressFieldError[]): Partial<Record<AddressField, string>> {
  const out: Partial<Record<AddressField, string>> = {};
  for (const e of errors) out[e.field] ??= e.message;
  return out;
}

/** First plus last name together (spec: 35, 34 in some markets); the form truncates input to it. */
export const nameMaxLength = (market: MarketCode | null): number => (market && NAME_34_MARKETS.includes(market) ? NAME_MAX_SHORT : NAME_MAX);

/** The longest each input may get (the form's maxLength); names share nameMaxLength and are cut by truncateName. */
export function inputLimits(ctx: RuleContext): { names: number; personPhone: number; poiName: number; detailAddress: number; postalCode: number; city: number; hearFrom: number } {
  const shortStreet = ctx.kind === 'shipping' || (ctx.market !== null && SHORT_STREET_MARKETS.includes(ctx.market));
  return {
    names: nameMaxLength(ctx.market),
    personPhone: PHONE_MAX,
    poiName: shortStreet ? STREET_MAX_SHORT : STREET_MAX,
    detailAddress: ctx.kind === 'shipping' && ctx.market !== null && HOUSE_NUMBER_MARKETS.includes(ctx.market) ? DETAIL_MAX_SHORT : DETAIL_INPUT_MAX,
    postalCode: POSTAL_CODE_INPUT_MAX,
    city: CITY_MAX,
    hearFrom: HEAR_FROM_MAX,
  };
}

/** Which optional-looking fields the market asks for (the form marks them required). */
export function requiredFields(ctx: RuleContext): AddressField[] {
  return [...new Set(rulesFor(ctx, BASE_ADDRESS_RULES).filter((r) => r.id.endsWith('.required')).map((r) => r.field))];
}
