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
  it("names the manifest (CORS, as the runtime fetches it), the entry and the module's own files beside the manifest", () => {
    expect(linksFor(remotes.checkout, manifest, './ProductCard')).toEqual([
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="https://cdn.example/checkout/mf-manifest.json">',
      '<link rel="preload" as="script" href="https://cdn.example/checkout/remoteEntry.js">',
      '<link rel="preload" as="script" href="https://cdn.example/checkout/2879.ea63918f4c.js">',
      '<link rel="preload" as="script" href="https://cdn.example/checkout/__federation_expose_ProductCard.5c07129b16.js">',
      '<link rel="preload" as="style" href="https://cdn.example/checkout/card.5cc2936350.css">',
    ]);
    expect(linksFor(remotes.checkout, manifest, './Missing')).toEqual([]);
  });

  it("hints the home's product cards only, and nothing while checkout's manifest cannot be read", async () => {
    const fetchJson = jest.fn(async (url: string) => {
      if (url === remotes.checkout) return manifest;
      throw new Error('unreachable');
    });
    const hints = firstScreenHints(remotes, { fetchJson });
    await hints.ready;
    expect(hints.linksFor('/')).toHaveLength(5);
    expect(hints.linksFor('/buyer/orders')).toEqual([]);
    hints.stop();

    const offline = firstScreenHints(remotes, { fetchJson: async () => { throw new Error('offline'); } });
    await offline.ready;
    expect(offline.linksFor('/')).toEqual([]);
    offline.stop();
  });
});
