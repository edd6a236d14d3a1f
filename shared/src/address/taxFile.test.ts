import { TAX_FILE_MAX_BYTES } from '../contract/address';
import { TAX_FILE_RULES, checkTaxFiles } from './taxFile';

const pdf = (size = 1000) => ({ name: 'tax.pdf', type: 'application/pdf', size });

/** One example per row of TAX_FILE_RULES. */
const EXAMPLES: Record<string, { bad: Array<{ name: string; type: string; size: number }>; good: Array<{ name: string; type: string; size: number }> }> = {
  'taxFile.one': { bad: [pdf(), pdf()], good: [pdf()] },
  'taxFile.type': { bad: [{ name: 'scan.png', type: 'image/png', size: 1000 }], good: [{ name: 'SCAN.PDF', type: '', size: 1000 }] },
  'taxFile.size': { bad: [pdf(TAX_FILE_MAX_BYTES)], good: [pdf(TAX_FILE_MAX_BYTES - 1)] },
};

describe('the tax-code PDF rules', () => {
  it('has one example per row', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(TAX_FILE_RULES.map((r) => r.id).sort());
  });

  it.each(TAX_FILE_RULES.map((r) => [r.id, r] as const))('%s refuses with its message and accepts the file just inside it', (id, rule) => {
    expect(checkTaxFiles(EXAMPLES[id]!.bad)).toBe(rule.message);
    expect(checkTaxFiles(EXAMPLES[id]!.good)).toBeNull();
  });
});
