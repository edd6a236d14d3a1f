import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as runtime from './runtime';

/**
 * issue 29, item 6: "a real version per release (bumped when it changes)". The runtime is the one
 * singleton every bundle meets at run time; a bundle built against exports the page's runtime lacks
 * would crash. So the exports are recorded with the version they shipped in, and a change to them
 * fails here until the version is bumped (package.json, the bundles' `workspace:^` ranges) and the
 * record written again (`runtime-exports.json`).
 */
describe("@mall/shared/runtime's version", () => {
  it('changes whenever its exports do', () => {
    const { version } = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
    const recorded = JSON.parse(readFileSync(join(__dirname, '..', 'runtime-exports.json'), 'utf8')) as { version: string; exports: string[] };
    const exports = Object.keys(runtime).sort();
    if (recorded.version === version) expect(exports).toEqual(recorded.exports);
    else throw new Error(`@mall/shared is ${version}: write runtime-exports.json again for it (version and exports) once its runtime is final`);
  });
});
