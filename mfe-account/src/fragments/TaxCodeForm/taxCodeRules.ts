import { checkRules, COMPANY_TAX_CODE_MARKETS, firstErrorPerField, TAX_CODE_MARKETS, TAX_CODE_RULES, type MarketCode } from '@mall/shared/address/core';

export interface TaxCodeErrors {
  taxCode?: string;
  rfcFile?: string;
}

/** Whether the market asks for an RFC-style code with a PDF of the registration. */
export const needsTaxFile = (market: MarketCode | null) => market !== null && TAX_CODE_MARKETS.includes(market);

/** Whether the code must be given: where the market needs one, or from a company in the UK (import scheme). */
export const taxCodeRequired = (market: MarketCode | null, corporate: boolean) =>
  needsTaxFile(market) || (corporate && market !== null && COMPANY_TAX_CODE_MARKETS.includes(market));

/**
 * The billing address rules on the tax code and its PDF alone (the shared rules table decides:
 * pattern and PDF where the market needs them, else required only for a company, never a backslash).
 * From the rules' core: this fragment checks no phone, so its chunk leaves libphonenumber out.
 */
export function taxCodeErrors(market: MarketCode | null, corporate: boolean, taxCode: string, fileId: string | undefined): TaxCodeErrors {
  const errors = firstErrorPerField(
    checkRules(TAX_CODE_RULES, { taxCode, rfcFile: fileId ? { fileId } : null, callSuffix: corporate ? 'COMPANY' : null }, { market, kind: 'billing' }),
  );
  return { taxCode: errors.taxCode, rfcFile: errors.rfcFile };
}
