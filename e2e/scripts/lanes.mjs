// `pnpm --filter e2e test`: the journeys in two Playwright processes at once ("lanes"), each against a
// storefront of its own (own ports, own fresh copy of the seeded database), so no journey meets another
// lane's carts or orders. A journey spends most of its time waiting on the browser and the servers:
// one lane used about half of the 2 cores, so two lanes finish the suite in far less time (README).
// Within a lane the files run one after another, as before. Extra arguments (a spec file, --grep) run a
// single lane with them, as `playwright test` would.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const lanes = args.length ? 1 : Math.max(1, Number(process.env.E2E_LANES ?? 2));
const portBase = Number(process.env.E2E_PORT_BASE ?? 18080);
// portsFrom(base) takes base..base+10 and the fault journeys a few above the host: 100 apart is clear.
const LANE_PORT_STRIDE = 100;

// Seconds each file's journeys took in a two-lane run of `npm test` (2026-11-24 13:48, quiet machine,
// no traces): only used to balance the lanes (Playwright's --shard balances by test count, which left
// one lane 5 minutes behind the other). A file not listed counts as a minute; a stale figure makes a
// lane finish later, never a test fail.
const MEASURED_SECONDS = {
  accessibility: 209, 'order-list': 70, shell: 58, faults: 55, account: 52, addresses: 51, merchant: 48,
  keyboard: 48, 'hostile-input': 48, budgets: 43, aftersales: 40, checkout: 38, 'order-detail': 35,
  product: 27, reviews: 20, repayment: 18, federation: 16, mobile: 14, security: 12, insurance: 11,
  'console-gate': 7, 'remote-down': 25, deploy: 40, 'listing-skeleton': 26,
};

/** The spec files dealt to the lanes, heaviest first, each to the lane with the least so far. */
function dealFiles() {
  const files = readdirSync(join(e2eDir, 'tests')).filter((f) => f.endsWith('.spec.ts'));
  const weight = (file) => MEASURED_SECONDS[file.replace(/\.spec\.ts$/, '')] ?? 60;
  const dealt = Array.from({ length: lanes }, () => ({ seconds: 0, files: [] }));
  for (const file of files.sort((a, b) => weight(b) - weight(a))) {
    const lightest = dealt.reduce((min, lane) => (lane.seconds < min.seconds ? lane : min));
    lightest.seconds += weight(file);
    lightest.files.push(`tests/${file}`);
  }
  return dealt.map((lane) => lane.files.sort());
}
const laneFiles = lanes > 1 ? dealFiles() : [];
laneFiles.forEach((files, i) => console.log(`[lanes] lane ${i + 1}: ${files.map((f) => f.replace(/^tests\//, '')).join(' ')}`));

function runLane(index) {
  const label = lanes > 1 ? `[lane ${index + 1}/${lanes}] ` : '';
  const laneArgs = lanes > 1 ? [...laneFiles[index], `--output=test-results/lane-${index + 1}`] : args;
  const child = spawn(process.execPath, [join(e2eDir, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...laneArgs], {
    cwd: e2eDir,
    env: { ...process.env, E2E_PORT_BASE: String(portBase + index * LANE_PORT_STRIDE) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  // Whole lines with the lane's label, so two lanes' reports stay readable side by side.
  const relay = (stream, out) => {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) out.write(`${label}${line}\n`);
    });
    stream.on('end', () => pending && out.write(`${label}${pending}\n`));
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  const started = Date.now();
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve({ lane: index + 1, code: code ?? 1, signal, minutes: (Date.now() - started) / 60_000 }));
  });
}

const children = [];
// Ctrl-C or a CI timeout: each lane's Playwright gets SIGINT, on which it stops its storefront's servers
// (a lane killed outright leaves them holding the ports).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => children.forEach((child) => child.kill('SIGINT')));
}
const results = await Promise.all(Array.from({ length: lanes }, (_, i) => runLane(i)));
for (const r of results) {
  console.log(`[lanes] lane ${r.lane}: ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code}${r.signal ? `, ${r.signal}` : ''})`} in ${r.minutes.toFixed(1)} min`);
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
