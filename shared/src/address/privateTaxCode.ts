/**
 * A private buyer's personal tax code on an invoice, where the market's rules require one: Spain
 * (NIF of a citizen, NIE of a foreign resident) and Italy (codice fiscale). Checked with the
 * standard check character, at checkout in the browser and by mall-api's order submit alike.
 * Companies give their company code with the billing address (the rules table), never this.
 */
import { TAX_CODE_MARKETS, isMarket, type MarketCode } from './markets';
import { isCorporate } from './rules';
import { PERSONAL_TAX_CODE_CHECKS, TAX_CODE_CHECKS } from './taxCodeCheck';

export const PRIVATE_TAX_CODE_ERRORS = {
  required: 'checkout.taxCode.required',
  invalid: 'checkout.taxCode.invalid',
} as const;

/** As the code is kept: spaces, dots and dashes dropped, capitals. */
export const normalizePrivateTaxCode = (typed: string) => typed.replace(/[\s.-]/g, '').toUpperCase();

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
  const valid = isMarket(market) ? PERSONAL_TAX_CODE_CHECKS[market] : undefined;
  return valid && !valid(code) ? PRIVATE_TAX_CODE_ERRORS.invalid : null;
}

/**
 * Whether a tax code an address carries has a wrong check character for its market (Spain, Italy:
 * a person's or a company's code); false where it carries none or the market's codes have no check.
 */
export function hasWrongTaxCodeCheck(address: Pick<InvoiceAddress, 'regionShortName' | 'taxCode'>): boolean {
  const code = normalizePrivateTaxCode(address.taxCode ?? '');
  const check = isMarket(address.regionShortName) ? TAX_CODE_CHECKS[address.regionShortName] : undefined;
  return code !== '' && check !== undefined && !check(code);
}
