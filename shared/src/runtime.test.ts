import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { importClosure, importsOf } from './testing/importGraph';

// issue 29, item 6: only `@mall/shared/runtime` is a federation singleton; the rest of @mall/shared is
// built into each bundle. A module outside the runtime that reached a runtime module by a relative
// path would give each bundle its own copy of that state (a second session store, a toast nobody shows).
const SRC = __dirname;
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

const CONTRACT = `${SRC}/contract/`;
/** The runtime's own modules: what it reaches, lazily too (a lazy chunk loads with the importer's copy); the contract is stateless. */
const closure = (entry: string): Set<string> => importClosure(entry, { lazy: true, skip: [CONTRACT] }).files;
const relativeImports = (file: string): string[] => importsOf(file, { lazy: true, skip: [CONTRACT] }).files;

// Modules both sides may hold a copy of: they keep no state (the fragment notice's primitives, the
// type-only route table, the federation helpers).
const STATELESS = ['ui/ErrorNotice.tsx', 'ui/VisuallyHidden.tsx', 'ui/Spinner.tsx', 'ui/Button.tsx', 'ui/cx.ts', 'federation.ts', 'routes.ts', 'fragmentProps.ts', 'api/client.ts', 'contract'];

describe('@mall/shared/runtime, the one singleton entry of @mall/shared', () => {
  const runtime = closure(join(SRC, 'runtime.ts'));
  const stateful = [...runtime].filter((file) => !STATELESS.some((name) => file.startsWith(join(SRC, name))));

  it('holds the state every bundle must share: the stores, the i18n instance, the API client, the toasts, the fragment loader, the viewport guess', () => {
    const names = stateful.map((file) => file.slice(SRC.length + 1));
    // ui/serverMedia.ts: a remote's region hydrates with the host's viewport guess (a copy of its own said desktop on phones, issue 32).
    expect(names).toEqual(expect.arrayContaining(['api/index.ts', 'stores/session.ts', 'stores/market.ts', 'stores/cart.ts', 'i18n/index.ts', 'ui/toastStore.ts', 'fragments.tsx', 'query.ts', 'api/errors.ts', 'ui/serverMedia.ts']));
  });

  it('is reached from the rest of @mall/shared only through its package name, never by a relative path', () => {
    const outside = sources(SRC).filter((file) => !runtime.has(file) && !file.includes(`${SRC}/ssr/`) && !file.includes(`${SRC}/testing/`));
    const offenders = outside.flatMap((file) => relativeImports(file).filter((target) => stateful.includes(target)).map((target) => `${file.slice(SRC.length + 1)} -> ${target.slice(SRC.length + 1)}`));
    expect(offenders).toEqual([]);
  });

  it("keeps off every page's first load the schemas of a page's own data (orders, cart, checkout, addresses, payment: issue 29)", () => {
    const firstLoad = (entry: string) => [...importClosure(join(SRC, entry)).files].map((file) => file.slice(SRC.length + 1));
    const reached = [...firstLoad('runtime.ts'), ...firstLoad('contract/cart.ts')];
    expect(reached.filter((name) => ['contract/order.ts', 'contract/checkout.ts', 'contract/address.ts', 'contract/payment.ts'].includes(name))).toEqual([]);
  });
});
