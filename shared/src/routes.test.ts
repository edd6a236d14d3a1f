import { matchPath } from 'react-router-dom';
import { paths, ROUTES, routesOf, safeRedirect } from './routes';

describe('the route table', () => {
  it('gives every path exactly one owner', () => {
    const seen = ROUTES.map((r) => r.path);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('keeps /, /login, /signup and the merchant pages in the host', () => {
    for (const path of ['/', '/login', '/signup', '/merchant/apply', '/merchant/audit']) {
      expect(ROUTES.find((r) => r.path === path)?.bundle).toBe('host');
    }
  });

  it('lets route builders produce paths the table matches', () => {
    expect(ROUTES.some((r) => matchPath(r.path, paths.cart()))).toBe(true);
    expect(ROUTES.some((r) => matchPath(r.path, new URL(paths.orders(), 'http://x').pathname))).toBe(true);
    expect(routesOf('checkout').map((r) => r.path)).toContain('/cart');
  });

  it('gives the catalogue builders paths checkout owns, publicly (issue 32)', () => {
    for (const [built, screen] of [
      [paths.category('living-room/sofas/corner-sofas'), 'Listing'],
      [new URL(paths.search('couch & sofa'), 'http://x').pathname, 'Search'],
    ] as const) {
      expect(ROUTES.find((r) => matchPath(r.path, built))).toMatchObject({ bundle: 'checkout', screen, access: 'public' });
    }
    expect(paths.search('couch & sofa')).toBe('/search?q=couch+%26+sofa');
  });

  it('never redirects after login to another origin', () => {
    expect(safeRedirect('/buyer/orders?status=all')).toBe('/buyer/orders?status=all');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
