#!/usr/bin/env node
/**
 * No bundle imports another's source (issue 29): every import, require, dynamic import and jest.mock
 * in each workspace package's files must stay inside that package, or name a package by its
 * published name (`@mall/shared/...`, whose `exports` are its contract). A relative path into
 * another package's folder, or a bare `mfe-checkout/src/...`, welds two teams' deploys together.
 *
 *   node scripts/check-bundle-imports.mjs          # exits 1 and lists each import that crosses
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE_FILE = /\.(?:[cm]?[jt]sx?)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.data', '.snapshot', 'test-results', 'playwright-report', 'coverage']);
// import/export ... from 'x', import 'x', import('x'), require('x'), jest.mock('x') / requireActual('x').
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire(?:Actual)?\s*\(\s*|\bjest\.(?:mock|doMock|unmock)\s*\(\s*)(['"])([^'"\n]+)\1/g;

/**
 * Files that may cross on purpose, each with its reason. The bench's baseline builds the whole
 * storefront as ONE plain webpack bundle to measure the federation tax: it is a measuring tool, not
 * a bundle anyone deploys.
 */
export const ALLOWED = new Map([
  ['e2e/bench/baseline/federation-shim.ts', 'the bench baseline: every bundle built as one, to measure federation'],
  // A dev tool run by hand, never deployed: it renders exactly the looks mall-api's seed lists, into mall-api's media.
  ['product-images/src/render.ts', "the product picture generator: mall-api's own assets, rendered from its seed's catalogue"],
]);

/** The workspace's package folders (pnpm-workspace.yaml's `packages:` list). */
export function workspacePackages(root) {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^packages:\n((?:\s+-\s+.+\n)+)/m.exec(yaml)?.[1] ?? '';
  return [...block.matchAll(/-\s+(.+)/g)].map((m) => m[1].trim().replace(/^['"]|['"]$/g, ''));
}

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (SOURCE_FILE.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/** Every import in the workspace that reaches into another package's folder: { file, specifier, into }. */
export function crossingImports(root, allowed = ALLOWED) {
  const packages = workspacePackages(root);
  const found = [];
  for (const pkg of packages) {
    const pkgDir = resolve(root, pkg);
    for (const file of sourceFiles(pkgDir)) {
      const rel = relative(root, file).split(sep).join('/');
      if (allowed.has(rel)) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
        const specifier = match[2];
        let into = null;
        if (specifier.startsWith('.')) {
          const target = resolve(dirname(file), specifier);
          const inside = target === pkgDir || target.startsWith(pkgDir + sep);
          // The repository's own scripts (beside the packages) belong to no team.
          if (!inside) into = packages.find((other) => target.startsWith(resolve(root, other) + sep)) ?? null;
        } else {
          // A bare name of a bundle's folder (only @mall/shared is a package others import, by its exports).
          into = packages.find((other) => other !== pkg && (specifier === other || specifier.startsWith(`${other}/`))) ?? null;
        }
        if (into) found.push({ file: rel, specifier, into });
      }
    }
  }
  return found;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const found = crossingImports(root);
  if (found.length > 0) {
    console.error(`No bundle imports another's source (issue 29): ${found.length} import(s) cross a package's folder.`);
    for (const { file, specifier, into } of found) console.error(`  ${file}: '${specifier}' reaches into ${into}`);
    console.error("Use the owner's exposed module, its exported test kit or @mall/shared instead.");
    process.exit(1);
  }
  console.log('bundle imports: every package imports only its own source and published packages');
}
