// `npm run bench:compare`: is one build of the host faster than another, on a machine whose runs
// spread? Serves two storefronts side by side: this checkout's (host/dist) and the same one with
// COMPARE_DIST as the host's built files (another commit's host/dist, copied aside), each with its own
// mall-api, the remotes' builds in common. Then cold Lighthouse runs alternate between them run by
// run (ABBA...), so a busy spell of the machine falls on both.
//
// Why not two `npm run bench` runs: on this 2-core machine, medians of 9 runs made in blocks moved
// 100-200 ms of TBT from one batch to the next (README, issue 16 round 6). Alternating run by run,
// twelve pairs told a change of that size apart.
//
// COMPARE_DIST (required)  the other build's host/dist
// COMPARE_PAGE             a page of the storefront, logged out (default /)
// COMPARE_RUNS             runs per build (default 12)
// COMPARE_PRESET           mobile (default) or desktop
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { originOf, portsFrom, storefrontServers } from '../storefront.ts';
import { median } from './median.ts';
import { startServers } from './processes.ts';

const otherDist = process.env.COMPARE_DIST ? resolve(process.env.COMPARE_DIST) : '';
if (!otherDist || !existsSync(join(otherDist, 'index.html'))) {
  console.error('COMPARE_DIST must name another build of host/dist (a folder with its index.html)');
  process.exit(2);
}
const PAGE = process.env.COMPARE_PAGE ?? '/';
const RUNS = Number(process.env.COMPARE_RUNS ?? 12);
const PRESET = process.env.COMPARE_PRESET === 'desktop' ? 'desktop' : 'mobile';
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 19080);
const builds = [
  { name: 'this checkout', ports: portsFrom(PORT_BASE), hostDist: undefined },
  // FIRST_SCREEN=on: another build of this shell still gets its first screen drawn by the server.
  { name: 'COMPARE_DIST', ports: portsFrom(PORT_BASE + 100), hostDist: otherDist },
] as const;

type Figures = { score: number; lcp: number; tbt: number; fcp: number };

const servers = await Promise.all(
  builds.map(({ ports, hostDist }) => startServers(storefrontServers(ports, { hostDist, hostEnv: hostDist ? { FIRST_SCREEN: 'on' } : {} }))),
);
const debugPort = PORT_BASE + 253;
const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'bench-compare-')), {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
});
try {
  const page = await context.newPage();
  // One visit each first: a host that just started has not read the remotes' manifests and styles yet,
  // and would send its first page without the first screen.
  for (const { ports } of builds) {
    await page.goto(`${originOf(ports.host)}${PAGE}`);
    await page.waitForTimeout(1500);
  }
  await page.goto('about:blank');

  const figures: Figures[][] = [[], []];
  for (let i = 0; i < RUNS; i++) {
    for (const which of i % 2 ? [1, 0] : [0, 1]) {
      const build = builds[which]!;
      const run = await lighthouse(`${originOf(build.ports.host)}${PAGE}`, { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, PRESET === 'desktop' ? desktopConfig : undefined);
      if (!run) throw new Error('Lighthouse returned no result');
      const audit = (id: string) => run.lhr.audits[id]?.numericValue ?? Number.NaN;
      const result = { score: Math.round((run.lhr.categories.performance?.score ?? 0) * 100), lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time'), fcp: audit('first-contentful-paint') };
      figures[which]!.push(result);
      console.log(`[compare] run ${i + 1} ${build.name}: ${result.score}, LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms`);
    }
  }

  const [mine, other] = figures as [Figures[], Figures[]];
  // A pair is run i of each build, made one right after the other.
  const tbtLower = mine.filter((run, i) => run.tbt < other[i]!.tbt).length;
  console.log(`\n${PAGE}, ${PRESET}, ${RUNS} runs each, alternating\n`);
  console.log('| build | score (median) | TBT (median) | LCP (median) | FCP (median) |');
  console.log('|---|---|---|---|---|');
  builds.forEach(({ name }, which) => {
    const runs = figures[which]!;
    console.log(`| ${name} | ${median(runs.map((r) => r.score))} | ${Math.round(median(runs.map((r) => r.tbt)))} ms | ${Math.round(median(runs.map((r) => r.lcp)))} ms | ${Math.round(median(runs.map((r) => r.fcp)))} ms |`);
  });
  console.log(`\nThis checkout's TBT was the lower in ${tbtLower} of ${RUNS} pairs.`);
} finally {
  await context.close();
  await Promise.all(servers.map((s) => s.stop()));
}
