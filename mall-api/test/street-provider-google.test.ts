/**
 * The Google Places adapter behind StreetProvider, against a local fake of Places API (New) on
 * 127.0.0.1 (never the internet): chosen by the environment at start-up, the region restriction
 * and session token in its requests, the mapping of its answers, and what a buyer gets when it is
 * slow, failing or answers what the schemas refuse.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addressCalls } from '@mall/shared/contract';
import { DEFAULT_SNAPSHOT } from '../src/config';
import { installStreetProvider, SeededStreetProvider, streetProviderFromEnv } from '../src/domain/addressStreets';
import { Client } from './helpers/client';
import { startApiProcess, stopApiProcess } from './helpers/process';
import { startTestServer, type TestServer } from './helpers/server';

const KEY = 'places-key-7f3a9c-do-not-log';

interface Seen {
  method: string;
  url: string;
  key: string | undefined;
  fieldMask: string | undefined;
  body: Record<string, unknown> | null;
}

/** What the fake answers: Google's shapes, a hang, an error status, or a malformed body. */
let mode: 'answer' | 'hang' | 'status500' | 'malformed' = 'answer';
const seen: Seen[] = [];

const component = (longText: string, shortText: string, ...types: string[]) => ({ longText, shortText, types, languageCode: 'de' });
const PLACES: Record<string, unknown> = {
  ChIJberlin36: {
    addressComponents: [
      component('36', '36', 'street_number'),
      component('Schönhauser Allee', 'Schönhauser Allee', 'route'),
      component('Pankow', 'Pankow', 'sublocality_level_1', 'sublocality', 'political'),
      component('Berlin', 'Berlin', 'locality', 'political'),
      component('Berlin', 'BE', 'administrative_area_level_1', 'political'),
      component('Deutschland', 'DE', 'country', 'political'),
      component('10435', '10435', 'postal_code'),
    ],
    location: { latitude: 52.5388, longitude: 13.4124 },
  },
  ChIJmadridAlcala: {
    addressComponents: [
      component('Calle de Alcalá', 'C. de Alcalá', 'route'),
      component('Madrid', 'Madrid', 'locality', 'political'),
      component('Madrid', 'M', 'administrative_area_level_2', 'political'),
      component('Comunidad de Madrid', 'MD', 'administrative_area_level_1', 'political'),
      component('España', 'ES', 'country', 'political'),
      component('28009', '28009', 'postal_code'),
    ],
    location: { latitude: 40.4214, longitude: -3.679 },
  },
  ChIJlondonOxford: {
    addressComponents: [
      component('Oxford Street', 'Oxford St', 'route'),
      component('London', 'London', 'postal_town'),
      component('Greater London', 'Greater London', 'administrative_area_level_2', 'political'),
      component('England', 'England', 'administrative_area_level_1', 'political'),
      component('United Kingdom', 'GB', 'country', 'political'),
      component('W1D 1BS', 'W1D 1BS', 'postal_code'),
    ],
  },
  ChIJparisRivoli: {
    addressComponents: [component('Rue de Rivoli', 'Rue de Rivoli', 'route'), component('France', 'FR', 'country', 'political')],
  },
};
const SUGGESTIONS = {
  suggestions: [
    {
      placePrediction: {
        place: 'places/ChIJberlin36',
        placeId: 'ChIJberlin36',
        text: { text: 'Schönhauser Allee, Berlin, Deutschland', matches: [{ endOffset: 6 }] },
        structuredFormat: { mainText: { text: 'Schönhauser Allee' }, secondaryText: { text: 'Berlin, Deutschland' } },
        types: ['route', 'geocode'],
      },
    },
    // A query prediction (no place) is not a street, and an id too long for placeDetails cannot come back: left out.
    { queryPrediction: { text: { text: 'Schönhauser Allee Arcaden' } } },
    {
      placePrediction: {
        placeId: `Ei${'x'.repeat(120)}`,
        text: { text: 'Schönhauser Straße, Berlin, Deutschland' },
        structuredFormat: { mainText: { text: 'Schönhauser Straße' }, secondaryText: { text: 'Berlin, Deutschland' } },
      },
    },
  ],
};

function answer(req: IncomingMessage): unknown {
  if (mode === 'malformed') return req.method === 'POST' ? { suggestions: [{ placePrediction: { placeId: 42, text: 'Schönhauser Allee' } }] } : { addressComponents: 'Berlin' };
  if (req.method === 'POST') return SUGGESTIONS;
  return PLACES[new URL(req.url!, 'http://fake').pathname.replace('/v1/places/', '')] ?? null;
}

let fake: Server;
let fakeUrl: string;
beforeAll(async () => {
  fake = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({
        method: req.method!,
        url: req.url!,
        key: req.headers['x-goog-api-key'] as string | undefined,
        fieldMask: req.headers['x-goog-fieldmask'] as string | undefined,
        body: body ? (JSON.parse(body) as Record<string, unknown>) : null,
      });
      if (mode === 'hang') return; // never answers: the adapter's timeout must end the wait
      if (mode === 'status500') return void res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":{"code":500}}');
      const found = answer(req);
      if (found === null) return void res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":{"code":404,"status":"NOT_FOUND"}}');
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(found));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

const googleEnv = () => ({ MALL_STREET_PROVIDER: 'google', GOOGLE_PLACES_API_KEY: KEY, GOOGLE_PLACES_API_URL: fakeUrl, MALL_STREET_PROVIDER_TIMEOUT_MS: '300' });

describe('the choice at start-up', () => {
  it('is the seeded streets unless MALL_STREET_PROVIDER names google; a missing key or unknown provider stops the start', () => {
    expect(streetProviderFromEnv({}).factory(null as never)).toBeInstanceOf(SeededStreetProvider);
    expect(streetProviderFromEnv({ ...googleEnv(), MALL_STREET_PROVIDER: 'seeded' }).describe).toBe('seeded streets');
    expect(streetProviderFromEnv(googleEnv()).describe).toBe(`Google Places at ${fakeUrl} (timeout 300 ms)`);
    expect(() => streetProviderFromEnv({ MALL_STREET_PROVIDER: 'google' })).toThrow('MALL_STREET_PROVIDER=google needs GOOGLE_PLACES_API_KEY');
    expect(() => streetProviderFromEnv({ MALL_STREET_PROVIDER: 'here', GOOGLE_PLACES_API_KEY: KEY })).toThrow('MALL_STREET_PROVIDER must be seeded or google, not "here"');
  });
});

describe('Google Places behind the street calls', () => {
  let server: TestServer;
  let visitor: Client;
  const warnings: string[] = [];
  beforeAll(async () => {
    installStreetProvider(streetProviderFromEnv(googleEnv()).factory);
    jest.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line));
    server = await startTestServer();
    visitor = server.client();
  });
  afterAll(async () => {
    installStreetProvider((db) => new SeededStreetProvider(db));
    jest.restoreAllMocks();
    await server.close();
  });
  beforeEach(() => {
    mode = 'answer';
    seen.length = 0;
    warnings.length = 0;
  });

  it('asks for streets in the market\'s country and language only, with the key and the session token', async () => {
    const { predictions } = await visitor.ok(addressCalls.autocompleteStreet, { input: ' Schönh ', region: 'de', sessionToken: '0b7e0a44-5d7b-4f6e-9e3a-1f2d3c4b5a69' });
    expect(predictions).toEqual([
      { placeId: 'DE:ChIJberlin36', poiName: 'Schönhauser Allee', description: 'Schönhauser Allee, Berlin, Deutschland', secondaryText: 'Berlin, Deutschland' },
    ]);
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/v1/places:autocomplete',
        key: KEY,
        fieldMask: undefined,
        body: {
          input: 'Schönh',
          includedRegionCodes: ['de'],
          regionCode: 'de',
          languageCode: 'de',
          includedPrimaryTypes: ['route', 'street_address'],
          sessionToken: '0b7e0a44-5d7b-4f6e-9e3a-1f2d3c4b5a69',
        },
      },
    ]);
  });

  it('restricts the United Kingdom to GB in English, leaves out a session token Google would refuse, and never asks for a country the mall does not serve', async () => {
    await visitor.ok(addressCalls.autocompleteStreet, { input: 'Oxford', region: 'UK', sessionToken: 'not a token!' });
    expect(seen[0]!.body).toEqual(expect.objectContaining({ includedRegionCodes: ['gb'], regionCode: 'gb', languageCode: 'en' }));
    expect(seen[0]!.body).not.toHaveProperty('sessionToken');
    expect((await visitor.ok(addressCalls.autocompleteStreet, { input: 'Broadway', region: 'US' })).predictions).toEqual([]);
    expect(seen).toHaveLength(1);
  });

  it('fills the form from Place Details: street, house number, postal code, city, the province above the city, the market', async () => {
    const berlin = await visitor.ok(addressCalls.placeDetails, { placeId: 'DE:ChIJberlin36', sessionToken: 'tok_123' });
    expect(berlin).toEqual({
      placeId: 'DE:ChIJberlin36', poiName: 'Schönhauser Allee', houseNo: '36', postalCode: '10435', city: 'Berlin', province: 'Berlin',
      countryId: 5, regionShortName: 'DE', districtList: [], addressLatitude: 52.5388, addressLongitude: 13.4124,
    });
    expect(seen[0]).toMatchObject({ method: 'GET', key: KEY, fieldMask: 'addressComponents,location' });
    expect(Object.fromEntries(new URL(seen[0]!.url, fakeUrl).searchParams)).toEqual({ languageCode: 'de', regionCode: 'de', sessionToken: 'tok_123' });
    expect(new URL(seen[0]!.url, fakeUrl).pathname).toBe('/v1/places/ChIJberlin36');

    // Spain names the provincia (the level above the municipio) its province; the UK's post town is the city.
    expect(await visitor.ok(addressCalls.placeDetails, { placeId: 'ES:ChIJmadridAlcala' })).toMatchObject({ city: 'Madrid', province: 'Madrid', countryId: 2, houseNo: null });
    expect(await visitor.ok(addressCalls.placeDetails, { placeId: 'UK:ChIJlondonOxford' })).toMatchObject({
      city: 'London', province: 'Greater London', postalCode: 'W1D 1BS', addressLatitude: null,
    });
  });

  it('answers NOT_FOUND for a place outside the market it was suggested for, unknown to Google, or an id that is not ours', async () => {
    expect((await visitor.fail(addressCalls.placeDetails, { placeId: 'DE:ChIJparisRivoli' }, 404)).code).toBe('NOT_FOUND');
    expect((await visitor.fail(addressCalls.placeDetails, { placeId: 'DE:ChIJnowhere' }, 404)).code).toBe('NOT_FOUND');
    const asked = seen.length;
    for (const placeId of ['ChIJberlin36', 'US:ChIJberlin36', 'DE:../../v1/places:autocomplete', 'DE:ChIJ?key=x', 'seed-DE-001']) {
      expect((await visitor.fail(addressCalls.placeDetails, { placeId }, 404)).code).toBe('NOT_FOUND');
    }
    expect(seen).toHaveLength(asked);
  });

  it.each([
    ['hang', 'timeout'],
    ['status500', 'answered 500'],
    ['malformed', 'answer refused'],
  ] as const)('when Google %s: no suggestions and a 503 for details, never a 500, and the key never logged', async (failure, logged) => {
    mode = failure;
    expect((await visitor.ok(addressCalls.autocompleteStreet, { input: 'Schönh', region: 'DE' })).predictions).toEqual([]);
    expect((await visitor.fail(addressCalls.placeDetails, { placeId: 'DE:ChIJberlin36' }, 503)).code).toBe('UNAVAILABLE');
    expect(warnings).toHaveLength(2);
    expect(warnings.join('\n')).toContain(logged);
    expect(warnings.join('\n')).not.toContain(KEY);
  });
});

it('mall-api started with MALL_STREET_PROVIDER=google answers from the provider, and its output never shows the key', async () => {
  mode = 'answer';
  const running = await startApiProcess({
    ...process.env, ...googleEnv(), PORT: '0', MALL_DB_SNAPSHOT: DEFAULT_SNAPSHOT, MALL_DB: '', DATABASE_URL: '', MALL_SCHEDULER: 'off',
  });
  try {
    const client = new Client(running.url, 'mall');
    expect((await client.ok(addressCalls.autocompleteStreet, { input: 'Schönh', region: 'DE' })).predictions[0]!.placeId).toBe('DE:ChIJberlin36');
    mode = 'status500';
    expect((await client.ok(addressCalls.autocompleteStreet, { input: 'Schönh', region: 'DE' })).predictions).toEqual([]);
    expect(running.output()).toContain(`streets: Google Places at ${fakeUrl}`);
    expect(running.output()).toContain('autocomplete failed: answered 500');
    expect(running.output()).not.toContain(KEY);
  } finally {
    await stopApiProcess(running);
  }
}, 120_000);
