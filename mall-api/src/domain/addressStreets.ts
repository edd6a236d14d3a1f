import type { AddressDistrict, PlaceDetails, StreetPrediction } from '@mall/shared/contract';
import { one, type Queryable } from '../db/db';
import { likeContains } from '../db/where';
import { GooglePlacesStreetProvider } from './googlePlaces';

/**
 * Street autocomplete and place details. The embedded default answers from the seeded streets
 * table; a real maps service (Google Places, Mapbox, HERE …) implements the same two methods and
 * is installed with installStreetProvider at start-up.
 */
export interface StreetProvider {
  autocomplete(query: { input: string; region: string; city?: string; sessionToken?: string }): Promise<StreetPrediction[]>;
  /** null when the place is unknown. */
  placeDetails(placeId: string, sessionToken?: string): Promise<PlaceDetails | null>;
}

const MAX_PREDICTIONS = 5;
/** A maps service slower than this answers no suggestions: the buyer is typing and waits for them. */
const DEFAULT_PROVIDER_TIMEOUT_MS = 2000;

interface StreetRow {
  place_id: string;
  poi_name: string;
  postal_code: string;
  city: string;
  province: string;
  region_short_name: string;
  region_id: number;
  district_codes: string[];
  latitude: number | null;
  longitude: number | null;
}

/** The embedded provider: the seeded streets (mall-api/src/seed/addresses.ts). */
export class SeededStreetProvider implements StreetProvider {
  constructor(private readonly db: Queryable) {}

  async autocomplete(query: { input: string; region: string; city?: string }): Promise<StreetPrediction[]> {
    const input = query.input.trim();
    const rows = await this.db.query<StreetRow>(
      `select place_id, poi_name, postal_code, city from streets
       where region_short_name = upper($1) and poi_name ilike $2 and ($3::text is null or city ilike $3)
       order by (poi_name ilike $4) desc, poi_name, postal_code
       limit $5`,
      [query.region, likeContains(input), query.city?.trim() || null, `${input.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`, MAX_PREDICTIONS],
    );
    return rows.map((r) => ({
      placeId: r.place_id,
      poiName: r.poi_name,
      description: `${r.poi_name}, ${r.postal_code} ${r.city}`,
      secondaryText: `${r.postal_code} ${r.city}`,
    }));
  }

  async placeDetails(placeId: string): Promise<PlaceDetails | null> {
    const row = await one<StreetRow>(
      this.db,
      `select s.*, r.id as region_id from streets s join regions r on r.region_short_name = s.region_short_name where s.place_id = $1`,
      [placeId],
    );
    if (!row) return null;
    return {
      placeId: row.place_id,
      poiName: row.poi_name,
      houseNo: null,
      postalCode: row.postal_code,
      city: row.city,
      province: row.province,
      countryId: row.region_id,
      regionShortName: row.region_short_name,
      districtList: await this.districts(row.region_short_name, row.district_codes),
      addressLatitude: row.latitude,
      addressLongitude: row.longitude,
    };
  }

  /** The picker's levels for the street, top first, as the address stores them. */
  private async districts(region: string, codes: string[]): Promise<AddressDistrict[]> {
    if (codes.length === 0) return [];
    const rows = await this.db.query<{ district_code: string; district_name: string; district_level: number }>(
      `select district_code, district_name, district_level from districts
       where region_short_name = $1 and district_code in (select jsonb_array_elements_text($2::jsonb))`,
      [region, JSON.stringify(codes)],
    );
    return rows
      .map((r) => ({ districtCode: r.district_code, districtName: r.district_name, districtLevel: r.district_level }))
      .sort((a, b) => a.districtLevel - b.districtLevel);
  }
}

let makeProvider: (db: Queryable) => StreetProvider = (db) => new SeededStreetProvider(db);

/** Installs another provider (e.g. a maps service client) for every later request. */
export function installStreetProvider(factory: (db: Queryable) => StreetProvider): void {
  makeProvider = factory;
}

export const streetProvider = (db: Queryable): StreetProvider => makeProvider(db);

/**
 * The provider mall-api/README.md's variables choose at start-up: the seeded streets by default,
 * Google Places with MALL_STREET_PROVIDER=google. A missing key or unknown provider stops the start
 * (the error names the variable, never its value). `describe` is the start log's line.
 */
export function streetProviderFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  fetchImpl: typeof fetch = fetch,
): { factory: (db: Queryable) => StreetProvider; describe: string } {
  const choice = (env.MALL_STREET_PROVIDER || 'seeded').toLowerCase();
  if (choice === 'seeded') return { factory: (db) => new SeededStreetProvider(db), describe: 'seeded streets' };
  if (choice !== 'google') throw new Error(`MALL_STREET_PROVIDER must be seeded or google, not ${JSON.stringify(choice)}`);
  const apiKey = env.GOOGLE_PLACES_API_KEY?.trim();
  if (!apiKey) throw new Error('MALL_STREET_PROVIDER=google needs GOOGLE_PLACES_API_KEY');
  const baseUrl = (env.GOOGLE_PLACES_API_URL || 'https://places.googleapis.com').replace(/\/$/, '');
  const timeout = Number(env.MALL_STREET_PROVIDER_TIMEOUT_MS);
  const timeoutMs = Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_PROVIDER_TIMEOUT_MS;
  return {
    factory: (db) => new GooglePlacesStreetProvider(db, { apiKey, baseUrl, timeoutMs, fetchImpl }),
    describe: `Google Places at ${baseUrl} (timeout ${timeoutMs} ms)`,
  };
}
