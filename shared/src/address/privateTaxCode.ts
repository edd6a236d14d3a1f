/**
 * A private buyer's personal tax code on an invoice, where the market's rules require one: Spain
 * (NIF of a citizen, NIE of a foreign resident) and Italy (codice fiscale). Checked with the
 * standard check character, at checkout in the browser and by mall-api's order submit alike.
 * Companies give their company code with the billing address (the rules table), never this.
 */
import { TAX_CODE_MARKETS, isMarket, type MarketCode } from './markets';
import { isCorporate } from './rules';

export const PRIVATE_TAX_CODE_ERRORS = {
  required: 'checkout.taxCode.required',
  invalid: 'checkout.taxCode.invalid',
} as const;

/** As the code is kept: spaces, dots and dashes dropped, capitals. */
export const normalizePrivateTaxCode = (typed: string) => typed.replace(/[\s.-]/g, '').toUpperCase();

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** Spain: DNI-based NIF (8 digits and a letter) or NIE (X, Y or Z, 7 digits, a letter); the letter is the number mod 23. */
function validSpanish(code: string): boolean {
  const match = /^([XYZ]\d{7}|\d{8})([A-Z])$/.exec(code);
  if (!match) return false;
  const digits = match[1]!.replace(/^[XYZ]/, (lead) => String('XYZ'.indexOf(lead)));
  return NIF_LETTERS[Number(digits) % 23] === match[2];
}

// Italy's check-character tables: a character's value at an odd (1st, 3rd …) and an even position.
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const indexOf = (char: string) => (/\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65);
/** Italy: codice fiscale, 16 characters (digits may be letters where two people share a code), its last one a check letter. */
function validItalian(code: string): boolean {
  if (!/^[A-Z]{6}[\dLMNPQRSTUV]{2}[ABCDEHLMPRST][\dLMNPQRSTUV]{2}[A-Z][\dLMNPQRSTUV]{3}[A-Z]$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i += 1) sum += i % 2 === 0 ? ODD_VALUES[indexOf(code[i]!)]! : indexOf(code[i]!);
  return String.fromCharCode(65 + (sum % 26)) === code[15];
}

const VALID: Partial<Record<MarketCode, (code: string) => boolean>> = { ES: validSpanish, IT: validItalian };

/** The invoice address as the rule reads it. */
export interface InvoiceAddress {
  regionShortName: string;
  company?: string | null;
  callSuffix?: string | null;
  taxCode?: string | null;
}

/** Whether the buyer must give a personal tax code for this invoice address: a private buyer in Spain or Italy whose address carries none. */
export function needsPrivateTaxCode(address: InvoiceAddress | null | undefined): boolean {
  if (!address || !isMarket(address.regionShortName) || !TAX_CODE_MARKETS.includes(address.regionShortName)) return false;
  return !isCorporate(address) && !(address.taxCode ?? '').trim();
}

/** The refusal (message key) of a typed personal tax code for the market, or null when it is right. */
export function privateTaxCodeRefusal(market: string, typed: string | null | undefined): string | null {
  const code = normalizePrivateTaxCode(typed ?? '');
  if (!code) return PRIVATE_TAX_CODE_ERRORS.required;
  const valid = isMarket(market) ? VALID[market] : undefined;
  return valid && !valid(code) ? PRIVATE_TAX_CODE_ERRORS.invalid : null;
}
