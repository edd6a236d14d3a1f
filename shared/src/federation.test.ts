import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { TREE_SHAKEN_EXPORTS } = require('../webpack/index.cjs') as { TREE_SHAKEN_EXPORTS: Record<string, string[]> };

const ROOT = join(__dirname, '..', '..');
// What webpack bundles for the browser. The servers' code (host/server, and each `src/ssr/` folder:
// a remote's server renderer, built for Node with no share scope) uses the packages whole: StaticRouter
// or I18nextProvider, which no browser bundle carries.
const SOURCE_DIRS = ['host/src', 'shared/src', 'mfe-checkout/src', 'mfe-orders/src', 'mfe-aftersales/src', 'mfe-reviews/src', 'mfe-account/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'ssr' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Value imports (not `type` ones) of `pkg` in one file. */
function valueImports(source: string, pkg: string): string[] {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${pkg.replace('/', '\\/')}'`, 'g');
  return [...source.matchAll(pattern)]
    .filter((m) => !m[1])
    .flatMap((m) => m[2]!.split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]!.trim());
}

describe('the tree-shaken shared packages', () => {
  const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)));

  it.each(Object.entries(TREE_SHAKEN_EXPORTS))('every import of %s is in the list every bundle builds with', (pkg, allowed) => {
    const used = new Set(files.flatMap((file) => valueImports(readFileSync(file, 'utf8'), pkg)));
    const missing = [...used].filter((name) => !allowed.includes(name));
    expect(missing).toEqual([]);
    // No default or namespace import sneaks past the list either.
    const wholeImports = files.filter((file) => new RegExp(`import\\s+(\\*\\s+as\\s+\\w+|\\w+)\\s+from\\s+'${pkg}'`).test(readFileSync(file, 'utf8')));
    expect(wholeImports).toEqual([]);
  });
});
