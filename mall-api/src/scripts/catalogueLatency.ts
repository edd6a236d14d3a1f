/**
 * Issue 32: how long search and suggestions take on the seed, at 32 connections, on the embedded
 * PGlite (the seeded snapshot) or a PostgreSQL server (MALL_DATABASE_URL). Not a test: it prints
 * p50/p99 of each call as seen on loopback (server time plus a loopback hop).
 * Usage: tsx src/scripts/catalogueLatency.ts [requests per call, default 2000]
 */
import type { AddressInfo } from 'node:net';
import { Agent } from 'node:http';
import { request } from 'node:http';
import { existsSync } from 'node:fs';
import { createApp } from '../app';
import { DEFAULT_SNAPSHOT } from '../config';
import { openDatabase } from '../db/open';
import { serveApp } from '../http/server';

const CONNECTIONS = 32;
const REQUESTS = Number(process.argv[2] ?? 2000);
/** What a buyer types, letter by letter, in three languages, with typos. */
const PREFIXES = ['s', 'so', 'sof', 'sofa', 'sfoa', 'l', 'la', 'lam', 'lamp', 'e', 'ec', 'eck', 'ecksofa', 'tisch', 'couch', 'oak', 'grey so', '沙', '沙发', '转角', 'bett', 'desk', 'ar', 'armc'];
const QUERIES = ['sofa', 'sfoa', 'Ecksofa', 'couch', '沙发', 'oak table', 'grey sofa', 'lamp', 'Schreibtisch', 'wardrobe'];

async function load(url: string, path: string, bodies: unknown[], agent: Agent): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const one = (body: unknown) =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now();
      const text = JSON.stringify(body);
      const req = request(`${url}${path}`, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode}`));
          times.push(performance.now() - started);
          resolve();
        });
      });
      req.on('error', reject);
      req.end(text);
    });
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < REQUESTS) await one(bodies[next++ % bodies.length]);
    }),
  );
  return times.sort((a, b) => a - b);
}

const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!.toFixed(1);

async function main() {
  const url = process.env.MALL_DATABASE_URL;
  const db = await openDatabase(url ? { kind: 'postgres', url } : existsSync(DEFAULT_SNAPSHOT) ? { kind: 'snapshot', file: DEFAULT_SNAPSHOT } : { kind: 'memory' });
  const server = await new Promise<ReturnType<typeof serveApp>>((resolve) => {
    const s = serveApp(createApp(db), { port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  // Never asked before (suggestions are cached per prefix for 30 s): every prefix of 3-6 letters of the catalogue's words.
  const terms = await db.query<{ term: string }>('select term from search_terms order by documents desc, term');
  const distinct = [...new Set(terms.flatMap(({ term }) => [3, 4, 5, 6].filter((n) => n <= term.length).map((n) => term.slice(0, n))))];
  await load(base, '/catalogue/search', QUERIES.map((q) => ({ q })), agent); // warm: statements prepared
  for (const [name, path, bodies] of [
    ['suggest, prefixes never asked before', '/catalogue/suggest', distinct.slice(0, REQUESTS).map((q) => ({ q }))],
    ['suggest, buyers typing the same words', '/catalogue/suggest', PREFIXES.map((q) => ({ q }))],
    ['search', '/catalogue/search', QUERIES.map((q) => ({ q }))],
    ['listing', '/catalogue/listing', [{ path: 'living-room' }, { path: 'bedroom/beds', colours: ['grey'] }, { path: 'lighting', sort: 'priceAsc' }]],
  ] as const) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const times = await load(base, path, [...bodies], agent);
    const seconds = (performance.now() - started) / 1000;
    // CPU of this process (the app, PGlite and the load loop) per request: what the latency is made of when the machine is busy.
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000 / times.length;
    console.log(
      `${name}: ${times.length} requests at ${CONNECTIONS} connections, p50 ${at(times, 0.5)} ms, p99 ${at(times, 0.99)} ms, ` +
        `${(times.length / seconds).toFixed(0)} req/s, ${cpuMs.toFixed(2)} ms CPU per request in this process`,
    );
  }
  agent.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
