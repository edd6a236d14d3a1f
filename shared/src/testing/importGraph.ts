// What a module's code reaches by its imports, read from the sources (no build): for tests that keep a
// first load free of what it does not use (issue 29). Type-only imports carry no code and are skipped.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** What a closure follows besides static relative imports: lazy ones (`import('./x')`), and files under `skip` it stops at. */
export interface ImportFollow {
  lazy?: boolean;
  /** Folders whose files are not entered (nor listed). */
  skip?: string[];
}

/** The import and re-export statements of a source carrying code: `import type` and `import { type A, type B }` are left out. */
function codeImports(text: string): string[] {
  return [...text.matchAll(/^(?:import|export)\s+(?!type\b)([^;]*?)\s*from\s+'([^']+)'/gms)]
    .filter(([, clause]) => {
      const named = /^\{([^}]*)\}$/.exec(clause!.trim());
      return !named || named[1]!.split(',').some((name) => name.trim() !== '' && !name.trim().startsWith('type '));
    })
    .map((match) => match[2]!);
}

const resolveFile = (base: string): string | undefined =>
  [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((candidate) => {
    try {
      return statSync(candidate).isFile();
    } catch {
      return false;
    }
  });

/** The specifiers a module imports code from: relative ones resolved to files, packages by name. */
export function importsOf(file: string, follow: ImportFollow = {}): { files: string[]; packages: string[] } {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...codeImports(text), ...(follow.lazy ? [...text.matchAll(/\bimport\('([^']+)'\)/g)].map((m) => m[1]!) : [])];
  const files = specifiers
    .filter((s) => s.startsWith('.'))
    .flatMap((s) => resolveFile(resolve(dirname(file), s)) ?? [])
    .filter((found) => !(follow.skip ?? []).some((folder) => found.startsWith(folder)));
  return { files, packages: specifiers.filter((s) => !s.startsWith('.')) };
}

/** Every file an entry reaches by relative imports, and every package those files import code from. */
export function importClosure(entry: string, follow: ImportFollow = {}): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const found = importsOf(file, follow);
    found.packages.forEach((name) => packages.add(name));
    queue.push(...found.files);
  }
  return { files, packages };
}
