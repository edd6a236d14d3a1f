/**
 * Bundle budgets (gzip bytes), deterministic for a given build: checked by the browser tests in
 * `npm test` (tests/budgets.spec.ts) and reported by `npm run bench`.
 */
export const BUDGETS = {
  /** The host's JS before any remote: the whole frame on a host-only page. Goal from the issue. */
  hostInitialJsGzipBytes: 140 * 1024,
  /** A remote's entry plus the chunks of its first screen. */
  remoteEntryAndFirstRouteGzipBytes: 45 * 1024,
  /** Federated initial JS over the same code as one plain bundle. */
  federationTaxRatio: 1.25,
} as const;
