import { registerRemotes } from '@module-federation/enhanced/runtime';
import { defaultConfig } from '../config';
import { entryUrlOf, REMOTE_ENTRY_FILE, versionedManifestUrl } from './builds';
import { forgetRemote, registerStorefrontRemotes } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
const registered = jest.mocked(registerRemotes);
const config = { ...defaultConfig('shop.example'), remotes: { ...defaultConfig('shop.example').remotes, checkout: 'https://cdn.example/checkout/mf-manifest.json' } };
/** The entry a registration gave a remote (every remote is registered by its entry's URL, beside its manifest). */
const entryOf = (call: number, name: string) => {
  const remote = registered.mock.calls[call]?.[0].find((each) => each.name === name);
  return remote && 'entry' in remote ? remote.entry : undefined;
};

describe('one version per page (issue 29): the remotes the browser loads', () => {
  beforeEach(() => registered.mockClear());

  it('loads the build the page names from its versioned path, and the current pointer for a remote the page does not name', () => {
    registerStorefrontRemotes(config, { checkout: 'release-1' });
    expect(entryOf(0, 'mfe_checkout')).toBe('https://cdn.example/checkout/builds/release-1/remoteEntry.js');
    expect(entryOf(0, 'mfe_orders')).toBe('http://shop.example:8082/remoteEntry.js');
  });

  it("keeps the named build on Retry (a retry never flips the page to the origin's newer build)", () => {
    registerStorefrontRemotes(config, { checkout: 'release-1', orders: 'o-7' });
    forgetRemote('checkout');
    forgetRemote('orders');
    expect(registered.mock.calls[1]?.[0]).toEqual([{ name: 'mfe_checkout', entry: 'https://cdn.example/checkout/builds/release-1/remoteEntry.js' }]);
    expect(registered.mock.calls[2]?.[0]).toEqual([{ name: 'mfe_orders', entry: 'http://shop.example:8082/builds/o-7/remoteEntry.js' }]);
  });

  it('loads every current pointer on a page the server did not draw', () => {
    registerStorefrontRemotes(config, undefined);
    for (const remote of registered.mock.calls[0]?.[0] ?? []) expect(Object.values(config.remotes).map(entryUrlOf)).toContain(entryOf(0, remote.name));
  });

  it("loads each remote by the entry file every remote's build writes, with no manifest to fetch first", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { REMOTE_ENTRY_FILE: built } = require('@mall/shared/webpack') as { REMOTE_ENTRY_FILE: string };
    expect(REMOTE_ENTRY_FILE).toBe(built);
    expect(entryUrlOf('https://cdn.example/checkout/builds/r-1/mf-manifest.json')).toBe('https://cdn.example/checkout/builds/r-1/remoteEntry.js');
  });

  it('keeps a build id to one path segment of the remote origin', () => {
    expect(versionedManifestUrl('https://cdn.example/checkout/mf-manifest.json', '../x?y')).toBe('https://cdn.example/checkout/builds/..%2Fx%3Fy/mf-manifest.json');
  });
});
