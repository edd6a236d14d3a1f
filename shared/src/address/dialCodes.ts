/**
 * The dial-code picker's list: 42 European countries (spec: "about 42", e.g. Germany +49).
 * `country` is ISO 3166 alpha-2 except UK (the mall's own code for the United Kingdom); the UI
 * names each country in the buyer's language with Intl.DisplayNames. `id` is the areaCodeId saved
 * with an address.
 */
export interface DialCode {
  id: number;
  country: string;
  dialCode: string;
}

const LIST: Array<[string, string]> = [
  ['DE', '+49'], ['FR', '+33'], ['ES', '+34'], ['IT', '+39'], ['NL', '+31'], ['PL', '+48'], ['SE', '+46'],
  ['PT', '+351'], ['IE', '+353'], ['AT', '+43'], ['BE', '+32'], ['LU', '+352'], ['UK', '+44'], ['AL', '+355'],
  ['AD', '+376'], ['BA', '+387'], ['BG', '+359'], ['HR', '+385'], ['CY', '+357'], ['CZ', '+420'], ['DK', '+45'],
  ['EE', '+372'], ['FI', '+358'], ['GR', '+30'], ['HU', '+36'], ['IS', '+354'], ['LV', '+371'], ['LI', '+423'],
  ['LT', '+370'], ['MT', '+356'], ['MD', '+373'], ['MC', '+377'], ['ME', '+382'], ['MK', '+389'], ['NO', '+47'],
  ['RO', '+40'], ['SM', '+378'], ['RS', '+381'], ['SK', '+421'], ['SI', '+386'], ['CH', '+41'], ['UA', '+380'],
];

export const DIAL_CODES: readonly DialCode[] = LIST.map(([country, dialCode], i) => ({ id: i + 1, country, dialCode }));

/** The dial code a market's phone picker starts on. */
export function dialCodeOf(country: string): DialCode | undefined {
  return DIAL_CODES.find((d) => d.country === country);
}
