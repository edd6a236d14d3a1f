import * as contract from './contract';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { API_PREFIXES } = require('../webpack/index.cjs') as { API_PREFIXES: string[] };

/** Every call's path, read from the contract's `…Calls` namespaces, so a new domain is covered the day it is added. */
const callPaths = Object.entries(contract)
  .filter(([domain, calls]) => domain.endsWith('Calls') && typeof calls === 'object' && calls !== null)
  .flatMap(([, calls]) => Object.values(calls as Record<string, unknown>))
  .filter((value): value is { path: string; method: string } => typeof value === 'object' && value !== null && typeof (value as { path?: unknown }).path === 'string' && typeof (value as { method?: unknown }).method === 'string')
  .map((call) => call.path)
  // The sellers' calls: no storefront page makes them (sellers' tools call mall-api itself).
  .filter((path) => !path.startsWith('/seller-api/'));

describe('the API prefixes the host proxies', () => {
  it('reach every call of the contract (a browser call outside them would get the storefront page, not mall-api)', () => {
    expect(callPaths.length).toBeGreaterThan(60);
    expect(callPaths.filter((path) => !API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))).toEqual([]);
  });
});
