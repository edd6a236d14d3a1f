import * as v from 'valibot';
import { CITY_LEVEL, isMarket, isoCountryOf, type MarketCode } from '@mall/shared/address/core';
import { ErrorCode, type PlaceDetails, type StreetPrediction } from '@mall/shared/contract';
import { one, type Queryable } from '../db/db';
import { HttpError } from '../http/errors';
import type { StreetProvider } from './addressStreets';

/**
 * Google Places API (New) behind StreetProvider: Autocomplete restricted to the market's country
 * and to streets, then Place Details of the chosen one, both in the market's language. A failure
 * (unreachable, slow, an error status, an answer that does not fit the schemas below) is logged
 * without the key and answered honestly: no suggestions (the buyer types the street), or a 503 for
 * details (the form says they could not be loaded). The seeded streets are never mixed in: they are
 * demo data, not the market's streets.
 */
export interface GooglePlacesOptions {
  apiKey: string;
  /** https://places.googleapis.com; tests point it at a local fake. */
  baseUrl: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  log?: (line: string) => void;
}

const MAX_PREDICTIONS = 5;
/** Google's session tokens: URL-safe base64, at most 36 characters (a UUID fits); others are left out. */
const SESSION_TOKEN = /^[A-Za-z0-9_-]{1,36}$/;
/** A Google place id that fits our own (`<market>:<id>`, at most 100 characters in placeDetails' request). */
const GOOGLE_PLACE_ID = /^[A-Za-z0-9_-]{1,96}$/;
/** Google's 404: the place id is unknown to it (not a failure). */
const UNKNOWN = Symbol('unknown place');

const Text = v.object({ text: v.string() });
/** The part of an Autocomplete (New) answer we read; other keys are dropped. */
const AutocompleteAnswer = v.object({
  suggestions: v.optional(
    v.array(
      v.object({
        placePrediction: v.optional(
          v.object({
            placeId: v.pipe(v.string(), v.nonEmpty()),
            text: Text,
            structuredFormat: v.object({ mainText: Text, secondaryText: v.optional(Text) }),
          }),
        ),
      }),
    ),
  ),
});
/** The part of a Place Details (New) answer we read. */
const PlaceAnswer = v.object({
  addressComponents: v.array(v.object({ longText: v.string(), shortText: v.string(), types: v.array(v.string()) })),
  location: v.optional(v.object({ latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)), longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)) })),
});

/** Our placeId carries the market the suggestion was asked for, so details are checked against it. */
const ownPlaceId = (market: MarketCode, googleId: string) => `${market}:${googleId}`;
function parsePlaceId(placeId: string): { market: MarketCode; googleId: string } | null {
  const [market, googleId, ...rest] = placeId.split(':');
  return isMarket(market) && googleId && GOOGLE_PLACE_ID.test(googleId) && rest.length === 0 ? { market, googleId } : null;
}

export class GooglePlacesStreetProvider implements StreetProvider {
  constructor(
    private readonly db: Queryable,
    private readonly options: GooglePlacesOptions,
  ) {}

  async autocomplete(query: { input: string; region: string; sessionToken?: string }): Promise<StreetPrediction[]> {
    const market = query.region.toUpperCase();
    const region = isMarket(market) ? await this.region(market) : null;
    if (!isMarket(market) || !region) return [];
    const country = isoCountryOf(market).toLowerCase();
    const body = {
      input: query.input.trim(),
      includedRegionCodes: [country],
      regionCode: country,
      languageCode: region.language,
      includedPrimaryTypes: ['route', 'street_address'],
      ...this.session(query.sessionToken),
    };
    const answer = await this.ask('autocomplete', AutocompleteAnswer, '/v1/places:autocomplete', { method: 'POST', body: JSON.stringify(body) });
    if (!answer || answer === UNKNOWN) return [];
    // A query prediction (no place), or an id too long to come back through placeDetails, is left out.
    const streets = (answer.suggestions ?? []).flatMap(({ placePrediction: p }) => (p && GOOGLE_PLACE_ID.test(p.placeId) ? [p] : []));
    return streets.slice(0, MAX_PREDICTIONS).map((p) => ({
      placeId: ownPlaceId(market, p.placeId),
      poiName: p.structuredFormat.mainText.text,
      description: p.text.text,
      secondaryText: p.structuredFormat.secondaryText?.text ?? '',
    }));
  }

  async placeDetails(placeId: string, sessionToken?: string): Promise<PlaceDetails | null> {
    const parsed = parsePlaceId(placeId);
    const region = parsed ? await this.region(parsed.market) : null;
    if (!parsed || !region) return null;
    const country = isoCountryOf(parsed.market);
    const params = new URLSearchParams({ languageCode: region.language, regionCode: country.toLowerCase(), ...this.session(sessionToken) });
    const answer = await this.ask('placeDetails', PlaceAnswer, `/v1/places/${parsed.googleId}?${params}`, {
      method: 'GET',
      headers: { 'X-Goog-FieldMask': 'addressComponents,location' },
    });
    if (answer === UNKNOWN) return null;
    if (!answer) throw new HttpError(503, ErrorCode.unavailable, 'street details unavailable');
    const part = (type: string) => answer.addressComponents.find((c) => c.types.includes(type));
    const street = part('route')?.longText;
    // Region restriction holds for details too: a place in another country, or not a street, is unknown here.
    if (!street || part('country')?.shortText.toUpperCase() !== country) return null;
    // The province is the level above the city, as the market's district tree names it (CITY_LEVEL).
    const province = CITY_LEVEL[parsed.market] ? (part('administrative_area_level_2') ?? part('administrative_area_level_1')) : part('administrative_area_level_1');
    return {
      placeId,
      poiName: street,
      houseNo: part('street_number')?.longText ?? null,
      postalCode: part('postal_code')?.longText ?? '',
      city: (part('locality') ?? part('postal_town'))?.longText ?? '',
      province: province?.longText ?? '',
      countryId: region.id,
      regionShortName: parsed.market,
      // Google's areas are not the picker's district codes: the buyer picks them if the market has a tree.
      districtList: [],
      addressLatitude: answer.location?.latitude ?? null,
      addressLongitude: answer.location?.longitude ?? null,
    };
  }

  private session(token: string | undefined): { sessionToken?: string } {
    return token && SESSION_TOKEN.test(token) ? { sessionToken: token } : {};
  }

  private async region(market: MarketCode): Promise<{ id: number; language: string } | null> {
    const row = await one<{ id: number; locale: string }>(this.db, `select id, locale from regions where region_short_name = $1`, [market]);
    return row ? { id: row.id, language: row.locale.split('-')[0]! } : null;
  }

  /** One call to Google: the answer as the schema reads it, UNKNOWN for its 404, or null (logged, the key never in the line). */
  private async ask<S extends v.GenericSchema>(what: string, schema: S, path: string, init: { method: string; body?: string; headers?: Record<string, string> }): Promise<v.InferOutput<S> | typeof UNKNOWN | null> {
    const { apiKey, baseUrl, timeoutMs, fetchImpl = fetch, log = console.warn } = this.options;
    try {
      const res = await fetchImpl(`${baseUrl}${path}`, {
        method: init.method,
        headers: { 'Content-Type': 'application/json', 'X-Goog-Api-Key': apiKey, ...init.headers },
        body: init.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status === 404) return UNKNOWN;
      if (!res.ok) throw new Error(`answered ${res.status}`);
      const parsed = v.safeParse(schema, await res.json());
      if (!parsed.success) throw new Error(`answer refused: ${v.summarize(parsed.issues).slice(0, 200)}`);
      return parsed.output;
    } catch (error) {
      log(`[mall-api] street provider google: ${what} failed: ${error instanceof Error ? error.message : String(error)}`.replaceAll(apiKey, '***'));
      return null;
    }
  }
}
