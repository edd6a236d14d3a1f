import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../storefront';

/** Every file under a folder. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));

/**
 * A release of checkout as its team would upload it: its built folder (browser build and server
 * renderer) with a build id of its own wherever the build wrote it (both manifests, the renderer) and
 * `edit` applied to its scripts and manifests. Not a second webpack run (40 s of CPU on these
 * machines): the same files, changed as a rebuild would change them. Without the brotli copies, which
 * would still hold the old text.
 */
export function checkoutRelease(name: string, buildId: string, edit: (text: string) => string = (text) => text): string {
  const built = join(ROOT, 'mfe-checkout', 'dist');
  const { metaData } = JSON.parse(readFileSync(join(built, 'server', 'mf-manifest.json'), 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
  const dir = join(mkdtempSync(join(tmpdir(), `checkout-${name}-`)), 'dist');
  cpSync(built, dir, { recursive: true, filter: (source) => !source.endsWith('.br') });
  for (const file of filesUnder(dir).filter((path) => /\.(js|json)$/.test(path))) {
    writeFileSync(file, edit(readFileSync(file, 'utf8').replaceAll(metaData.buildInfo.buildVersion, buildId)));
  }
  return dir;
}
