// node --test scripts/check-bundle-imports.test.mjs: the check that no bundle imports another's source.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { crossingImports } from './check-bundle-imports.mjs';

const root = mkdtempSync(join(tmpdir(), 'bundle-imports-'));
after(() => rmSync(root, { recursive: true, force: true }));
function write(path, text) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
write('pnpm-workspace.yaml', 'packages:\n  - host\n  - mfe-checkout\n  - shared\n\ncatalog:\n  react: 19.3.1\n');
write('scripts/helper.mjs', 'export const x = 1;\n');
write('shared/src/index.ts', 'export const y = 1;\n');

const crossings = () => crossingImports(root, new Map()).map(({ file, specifier, into }) => `${file} ${specifier} ${into}`);

test("finds each way a file can reach into another package's folder, and nothing else", () => {
  write('host/server/render.tsx', [
    "import { Cart } from '../../mfe-checkout/src/pages/Cart/Cart';",
    "export { ProductCard } from '../../mfe-checkout/src/ProductCard';",
    "const texts = require('../../shared/src/i18n/en');",
    "const page = () => import('mfe-checkout/src/pages/Product');",
    "jest.mock('../../mfe-checkout/src/api');",
    "import { Button } from '@mall/shared';",
    "import { render } from './render.helpers';",
    "import { x } from '../../scripts/helper.mjs';",
    "import type { Page } from '../src/page';",
  ].join('\n'));
  write('mfe-checkout/src/a.test.ts', "import { order } from '../../host/src/fixture';\nimport './b';\n");
  write('host/node_modules/x/index.js', "require('../../../mfe-checkout/src/x');\n");
  assert.deepEqual(crossings().sort(), [
    "host/server/render.tsx ../../mfe-checkout/src/ProductCard mfe-checkout",
    "host/server/render.tsx ../../mfe-checkout/src/api mfe-checkout",
    "host/server/render.tsx ../../mfe-checkout/src/pages/Cart/Cart mfe-checkout",
    "host/server/render.tsx ../../shared/src/i18n/en shared",
    "host/server/render.tsx mfe-checkout/src/pages/Product mfe-checkout",
    "mfe-checkout/src/a.test.ts ../../host/src/fixture host",
  ]);
});

test('a workspace whose packages import only their own source and published names passes', () => {
  rmSync(join(root, 'host'), { recursive: true });
  rmSync(join(root, 'mfe-checkout'), { recursive: true });
  write('mfe-checkout/src/b.ts', "import { y } from '@mall/shared';\n");
  write('host/src/a.ts', "import { Button } from '@mall/shared/ui';\nimport { b } from './b';\n");
  assert.deepEqual(crossings(), []);
});
