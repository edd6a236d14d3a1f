/**
 * The markets an address can be in (regionShortName, as mall-api's regions table names them) and
 * the groups the address rules speak of. The spec says "in some markets" without naming them; the
 * choices below are ours, made the way the carriers of those markets print labels, and written
 * down once here (the rules table in rules.ts refers to these groups only).
 */
export const MARKETS = ['FR', 'ES', 'IT', 'NL', 'DE', 'PL', 'SE', 'PT', 'IE', 'AT', 'BE', 'LU', 'UK'] as const;
export type MarketCode = (typeof MARKETS)[number];

export const isMarket = (value: unknown): value is MarketCode => typeof value === 'string' && (MARKETS as readonly string[]).includes(value);

/** The address kinds (as AddressModalProps names them). */
export type AddressKind = 'shipping' | 'billing';
export const ADDRESS_KINDS: readonly AddressKind[] = ['shipping', 'billing'];

/** First plus last name: 35 characters, 34 where the Iberian carriers' label line is one shorter. */
export const NAME_34_MARKETS: readonly MarketCode[] = ['ES', 'PT'];

/**
 * Markets where the house number is its own required field, the street and house number share one
 * 35-character label line (34 in the Netherlands, whose line also carries the addition), the
 * detail line is optional (the house number completes the address) and at most 35 for shipping.
 */
export const HOUSE_NUMBER_MARKETS: readonly MarketCode[] = ['DE', 'AT', 'NL', 'BE', 'LU'];
export const STREET_WITH_HOUSE_NO_34_MARKETS: readonly MarketCode[] = ['NL'];

/** Markets whose street line is 35 for billing addresses too (every shipping street is 35). */
export const SHORT_STREET_MARKETS: readonly MarketCode[] = ['UK', 'IE'];

/**
 * Markets that need an RFC-style tax code on a billing address, with a PDF of the registration:
 * Spain (NIF/NIE/CIF) and Italy (codice fiscale or partita IVA) invoice only with it.
 */
export const TAX_CODE_MARKETS: readonly MarketCode[] = ['ES', 'IT'];

/**
 * Spec: elsewhere a tax code is required only when UK import-scheme data says the buyer is a
 * corporate: the United Kingdom's import VAT scheme (goods up to £135) needs a VAT-registered
 * business buyer's number. Company buyers of the other markets may give one, never must.
 */
export const COMPANY_TAX_CODE_MARKETS: readonly MarketCode[] = ['UK'];

/** The ISO 3166 country of a market (the mall says UK, ISO says GB): maps services and libphonenumber use it. */
export const isoCountryOf = (market: MarketCode) => (market === 'UK' ? 'GB' : market);
/** libphonenumber's country for a market. */
export const phoneCountryOf = isoCountryOf;

/**
 * Which level (1-based) of a market's district tree is the city, the level above it being the
 * province. The spec names the picker's levels province, city, region, street, but some markets'
 * trees start higher: Spain and Italy group provinces in regions (comunidad / regione → provincia →
 * municipio / comune), and France's commune and the UK's post town are the third level. Elsewhere
 * the city is level 2. The street data's place details name province and city the same way.
 */
export const CITY_LEVEL: Partial<Record<MarketCode, 3>> = { ES: 3, IT: 3, FR: 3, UK: 3 };

/**
 * The province and city of a path picked in the market's tree (names from the top level down). A
 * branch that ends above the city level (a city without districts) names its last level the city.
 */
export function provinceAndCity(market: MarketCode | null, names: readonly string[]): { province: string; city: string } {
  const cityIndex = Math.min((market ? (CITY_LEVEL[market] ?? 2) : 2) - 1, names.length - 1);
  if (cityIndex < 0) return { province: '', city: '' };
  return { province: names[Math.max(cityIndex - 1, 0)]!, city: names[cityIndex]! };
}
