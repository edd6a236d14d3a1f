import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

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

/** The relative imports of a module, resolved to files (type-only imports carry no state). */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.{1,2}\/[^']+)'/gms)].map((m) => m[1]!);
  return specifiers.flatMap((specifier) => {
    const base = resolve(dirname(file), specifier);
    const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((candidate) => {
      try {
        return statSync(candidate).isFile();
      } catch {
        return false;
      }
    });
    return found && !found.includes(`${SRC}/contract/`) ? [found] : [];
  });
}

/** Every module the runtime entry reaches by relative imports: the singleton's own modules. */
function closure(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...relativeImports(file));
  }
  return seen;
}

// Modules both sides may hold a copy of: they keep no state (the fragment notice's primitives, the
// type-only route table, the federation helpers).
const STATELESS = ['ui/ErrorNotice.tsx', 'ui/VisuallyHidden.tsx', 'ui/Spinner.tsx', 'ui/Button.tsx', 'ui/cx.ts', 'federation.ts', 'routes.ts', 'fragmentProps.ts', 'api/client.ts', 'contract'];

describe('@mall/shared/runtime, the one singleton entry of @mall/shared', () => {
  const runtime = closure(join(SRC, 'runtime.ts'));
  const stateful = [...runtime].filter((file) => !STATELESS.some((name) => file.startsWith(join(SRC, name))));

  it('holds the state every bundle must share: the stores, the i18n instance, the API client, the toasts, the fragment loader', () => {
    const names = stateful.map((file) => file.slice(SRC.length + 1));
    expect(names).toEqual(expect.arrayContaining(['api/index.ts', 'stores/session.ts', 'stores/market.ts', 'stores/cart.ts', 'i18n/index.ts', 'ui/toastStore.ts', 'fragments.tsx', 'query.ts', 'api/errors.ts']));
  });

  it('is reached from the rest of @mall/shared only through its package name, never by a relative path', () => {
    const outside = sources(SRC).filter((file) => !runtime.has(file) && !file.includes(`${SRC}/ssr/`) && !file.includes(`${SRC}/testing/`));
    const offenders = outside.flatMap((file) => relativeImports(file).filter((target) => stateful.includes(target)).map((target) => `${file.slice(SRC.length + 1)} -> ${target.slice(SRC.length + 1)}`));
    expect(offenders).toEqual([]);
  });
});
