/**
 * Renders every look the seed lists (mall-api/src/seed/productPictures.ts) in the views it needs,
 * in headless Chromium (three.js on SwiftShader), and writes each view as AVIF and WebP at every
 * width of the convention (shared/src/contract/productPictures.ts) under mall-api/media/products.
 *
 *   pnpm --filter product-images render [--only <regexp on the look key>] [--force] [--png <dir>]
 *
 * Views already written are skipped unless --force; --png also keeps the full-size PNGs to look at.
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { PRODUCT_PICTURE_FORMATS, PRODUCT_PICTURE_WIDTHS, productPictureUrl, type ProductPictureView } from '@mall/shared/contract';
import { catalogueProductPictures } from '../../mall-api/src/seed/catalogue';
import { seededRandom } from '../../mall-api/src/domain/marketing';
import type { Look } from '../../mall-api/src/seed/productPictures';

const HERE = __dirname;
const SCENE_DIR = resolve(HERE, '../scene');
const THREE_DIR = resolve(dirname(require.resolve('three')), '..');
const MALL_API_DIR = resolve(HERE, '../../mall-api');
const STUDIO = 'http://studio.invalid';
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript' };

const { values: args } = parseArgs({ options: { only: { type: 'string' }, force: { type: 'boolean', default: false }, png: { type: 'string' } } });

/** The files of one view, where mall-api serves them from. */
const filesOf = (key: string, view: ProductPictureView) =>
  PRODUCT_PICTURE_WIDTHS.flatMap((width) => PRODUCT_PICTURE_FORMATS.map((format) => ({ width, format, path: join(MALL_API_DIR, productPictureUrl(key, view, width, format)) })));

const exists = (path: string) => stat(path).then(() => true, () => false);

async function encode(png: Buffer, key: string, view: ProductPictureView): Promise<void> {
  for (const file of filesOf(key, view)) {
    await mkdir(dirname(file.path), { recursive: true });
    const resized = sharp(png).resize(file.width, file.width);
    const out = file.format === 'avif' ? resized.avif({ quality: 58, effort: 2 }) : resized.webp({ quality: 80, effort: 4 });
    await writeFile(file.path, await out.toBuffer());
  }
}

async function main(): Promise<void> {
  const jobs = new Map<string, { look: Look; views: Set<ProductPictureView> }>();
  for (const product of catalogueProductPictures().values())
    for (const [key, job] of product.renders) {
      const known = jobs.get(key) ?? { look: job.look, views: new Set<ProductPictureView>() };
      for (const view of job.views) known.views.add(view);
      jobs.set(key, known);
    }
  const only = args.only ? new RegExp(args.only) : null;
  const toRender: Array<{ key: string; look: Look; view: ProductPictureView }> = [];
  for (const [key, { look, views }] of [...jobs].sort(([a], [b]) => a.localeCompare(b))) {
    if (only && !only.test(key)) continue;
    for (const view of views) {
      const done = (await Promise.all(filesOf(key, view).map((f) => exists(f.path)))).every(Boolean);
      if (args.force || !done) toRender.push({ key, look, view });
    }
  }
  console.log(`${jobs.size} looks, ${[...jobs.values()].reduce((n, j) => n + j.views.size, 0)} views; rendering ${toRender.length}`);
  if (toRender.length === 0) return;

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1024, height: 1024 } });
    page.on('pageerror', (error) => console.error('page error:', error.message));
    page.on('console', (message) => message.type() === 'error' && console.error('console:', message.text()));
    await page.route(`${STUDIO}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      // The scene's textures draw from the mall's seeded random, not a copy of it.
      if (path === '/scene/seeded.mjs') return route.fulfill({ body: `export const seededRandom = ${seededRandom.toString()};`, contentType: 'text/javascript' });
      const file = path.startsWith('/three/') ? join(THREE_DIR, path.slice('/three/'.length)) : path.startsWith('/scene/') ? join(SCENE_DIR, path.slice('/scene/'.length)) : null;
      if (!file || !file.startsWith(THREE_DIR) && !file.startsWith(SCENE_DIR)) return route.fulfill({ status: 404 });
      await route.fulfill({ body: await readFile(file), contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
    });
    await page.goto(`${STUDIO}/scene/index.html`);
    await page.waitForFunction(() => (window as unknown as { studioReady?: boolean }).studioReady === true, undefined, { timeout: 300_000 });
    if (args.png) await mkdir(args.png, { recursive: true });
    let pending: Promise<void> = Promise.resolve();
    for (const [index, { key, look, view }] of toRender.entries()) {
      const started = Date.now();
      const dataUrl = await page.evaluate(
        ([l, v]) => (window as unknown as { renderLook: (look: unknown, view: string) => string }).renderLook(l, v),
        [look, view] as const,
      );
      const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      if (args.png) await writeFile(join(args.png, `${key}-${view}.png`), png);
      // Encoding overlaps the next render; one at a time, so memory stays flat.
      await pending;
      pending = encode(png, key, view);
      console.log(`${index + 1}/${toRender.length} ${key} ${view} ${Date.now() - started} ms`);
    }
    await pending;
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
