/**
 * The tax-code PDF rules (spec: PDF only, under 100 MB, one file at most). The form checks the
 * chosen file before uploading; mall-api checks the bytes it receives (their first bytes, their count).
 */
import { TAX_FILE_MAX_BYTES } from '../contract/address';

export interface TaxFileRule {
  id: string;
  message: string;
  /** True when the chosen files pass. */
  passes(files: ReadonlyArray<{ name: string; type: string; size: number }>): boolean;
}

const looksLikePdf = (f: { name: string; type: string }) => f.type === 'application/pdf' || (f.type === '' && /\.pdf$/i.test(f.name));

export const TAX_FILE_RULES: readonly TaxFileRule[] = [
  { id: 'taxFile.one', message: 'address.taxFile.tooMany', passes: (files) => files.length <= 1 },
  { id: 'taxFile.type', message: 'address.taxFile.type', passes: (files) => files.every(looksLikePdf) },
  { id: 'taxFile.size', message: 'address.taxFile.tooLarge', passes: (files) => files.every((f) => f.size < TAX_FILE_MAX_BYTES) },
];

/** The message key of the first broken rule, or null when the files may be uploaded. */
export function checkTaxFiles(files: ReadonlyArray<{ name: string; type: string; size: number }>): string | null {
  return TAX_FILE_RULES.find((rule) => !rule.passes(files))?.message ?? null;
}
