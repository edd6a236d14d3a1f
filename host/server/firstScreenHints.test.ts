/** @jest-environment node */
import { firstScreenHints, linksFor, type RemoteManifest } from './firstScreenHints';

const manifest: RemoteManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './ProductCard', assets: { js: { sync: ['2879.ea63918f4c.js', '__federation_expose_ProductCard.5c07129b16.js'] }, css: { sync: ['card.5cc2936350.css'] } } },
    { path: './routes', assets: { js: { sync: ['routes.1.js'] }, css: { sync: [] } } },
  ],
};
const remotes = {
  checkout: 'https://cdn.example/checkout/mf-manifest.json', orders: 'http://localhost:8082/mf-manifest.json',
  aftersales: 'http://localhost:8083/mf-manifest.json', reviews: 'http://localhost:8084/mf-manifest.json', account: 'http://localhost:8085/mf-manifest.json',
};

describe('first-screen preload hints', () => {
  it("names the entry and the module's own files beside the manifest, never the manifest (the browser loads the entry directly)", () => {
    expect(linksFor(remotes.checkout, manifest, './ProductCard')).toEqual([
      '<link rel="preload" as="script" href="https://cdn.example/checkout/remoteEntry.js">',
      '<link rel="preload" as="script" href="https://cdn.example/checkout/2879.ea63918f4c.js">',
      '<link rel="preload" as="script" href="https://cdn.example/checkout/__federation_expose_ProductCard.5c07129b16.js">',
      '<link rel="preload" as="style" href="https://cdn.example/checkout/card.5cc2936350.css">',
    ]);
    expect(linksFor(remotes.checkout, manifest, './Missing')).toEqual([]);
  });

  it("hints the home's product cards, a remote route's screens module, and nothing for the host's own screens", async () => {
    const ordersManifest: RemoteManifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './routes', assets: { js: { sync: ['__federation_expose_routes.1.js'] }, css: { sync: [] } } }],
    };
    const fetchJson = jest.fn(async (url: string) => {
      if (url === remotes.checkout) return manifest;
      if (url === remotes.orders) return ordersManifest;
      throw new Error('unreachable');
    });
    const hints = firstScreenHints(remotes, { fetchJson });
    await hints.ready;
    expect(hints.linksFor('/')).toHaveLength(4);
    const ordersHints = [
      '<link rel="preload" as="script" href="http://localhost:8082/remoteEntry.js">',
      '<link rel="preload" as="script" href="http://localhost:8082/__federation_expose_routes.1.js">',
    ];
    expect(hints.linksFor('/buyer/orders')).toEqual(ordersHints);
    // Every order's page has the same hints: the route's row, not the path, decides.
    expect(hints.linksFor('/buyer/order/detail/5001')).toEqual(ordersHints);
    expect(hints.linksFor('/product/oslo-3-seater-sofa')).toEqual(linksFor(remotes.checkout, manifest, './routes'));
    // The host's own screens need no remote; a remote whose manifest cannot be read gives no hints.
    expect(hints.linksFor('/login')).toEqual([]);
    expect(hints.linksFor('/no/such/page')).toEqual([]);
    expect(hints.linksFor('/buyer/as')).toEqual([]);
    hints.stop();

    const offline = firstScreenHints(remotes, { fetchJson: async () => { throw new Error('offline'); } });
    await offline.ready;
    expect(offline.linksFor('/')).toEqual([]);
    offline.stop();
  });

  it('hints the files of the build the page names, from its versioned path, and none of a build other than the one read', async () => {
    const built: RemoteManifest = { ...manifest, metaData: { ...manifest.metaData, buildInfo: { buildVersion: 'release-1' } } };
    const hints = firstScreenHints(remotes, { fetchJson: async (url: string) => (url === remotes.checkout ? built : Promise.reject(new Error('unreachable'))) });
    await hints.ready;
    expect(hints.linksFor('/', { checkout: 'release-1' })).toEqual(linksFor('https://cdn.example/checkout/builds/release-1/mf-manifest.json', built, './ProductCard'));
    expect(hints.linksFor('/', { checkout: 'release-1' })[0]).toBe('<link rel="preload" as="script" href="https://cdn.example/checkout/builds/release-1/remoteEntry.js">');
    // The page names a build the host has not read (the origin moved on): no hint, rather than another build's files.
    expect(hints.linksFor('/', { checkout: 'release-2' })).toEqual([]);
    // A page that names no build: the current pointer, as before.
    expect(hints.linksFor('/')).toEqual(linksFor(remotes.checkout, built, './ProductCard'));
    // A remote known to be away: nothing of it is hinted (a failed preload would fail its Retry later).
    expect(hints.linksFor('/', {}, (bundle) => bundle === 'checkout')).toEqual([]);
    expect(hints.linksFor('/', {}, (bundle) => bundle === 'orders')).toHaveLength(4);
    hints.stop();
  });

  it('reads the manifests again when asked, once however many pages ask at the same time', async () => {
    const fetchJson = jest.fn(async () => manifest);
    const hints = firstScreenHints(remotes, { fetchJson });
    await hints.ready;
    fetchJson.mockClear();
    await Promise.all([hints.refresh(), hints.refresh()]);
    expect(fetchJson).toHaveBeenCalledTimes(5);
    hints.stop();
  });
});
