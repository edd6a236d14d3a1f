/**
 * Bundle budgets (gzip bytes), deterministic for a given build: checked by the browser tests in
 * `npm test` (tests/budgets.spec.ts) and reported by `npm run bench`.
 */
export const BUDGETS = {
  /** Goal from issue 6 for the host's initial JS on /, its own scripts before any remote. */
  hostInitialJsGzipBytes: 140 * 1024,
  /** A remote's entry plus the chunks of its first screen. */
  remoteEntryAndFirstRouteGzipBytes: 45 * 1024,
  /** Federated initial JS over the same code as one plain bundle. */
  federationTaxRatio: 1.25,
} as const;

/**
 * The host goal does not hold with the singletons the stack requires (README, Performance: react-dom
 * 63 KB + federation runtime 27 KB + i18next 15 KB alone are 105 KB). CI guards today's figure
 * against regressions instead; lower this whenever the figure drops. Raised from 180 KB when
 * issues 10-11 landed (197 021 B measured: the phone drawer, membership menu, focus handling,
 * form resolver and a measurement that now waits for the idle mark); issue 16 owns bringing it down.
 */
export const HOST_INITIAL_REGRESSION_CEILING_GZIP_BYTES = 200 * 1024;
