/**
 * Bundle budgets (gzip bytes), deterministic for a given build: checked by the browser tests in
 * `npm test` (tests/budgets.spec.ts) and reported by `npm run bench`.
 */
export const BUDGETS = {
  /** Goal from issue 6 for the host's initial JS on /, its own scripts before any remote. */
  hostInitialJsGzipBytes: 140 * 1024,
  /** Federated initial JS over the same code as one plain bundle. */
  federationTaxRatio: 1.25,
} as const;

/**
 * The host goal does not hold with the singletons the stack requires (README, Performance: react-dom
 * 63 KB + federation runtime 27 KB + i18next 15 KB alone are 105 KB). CI guards today's figure
 * against regressions instead; lower this whenever the figure drops. Raised from 180 KB when
 * issues 10-11 landed (197 021 B measured: the phone drawer, membership menu, focus handling,
 * form resolver and a measurement that now waits for the idle mark); issue 16 owns bringing it down.
 * Lowered to 196 KB when the host's first screen came in fewer chunks (issue 16: 195 221 B in 9 scripts).
 */
export const HOST_INITIAL_REGRESSION_CEILING_GZIP_BYTES = 196 * 1024;

/**
 * Issue 16: a cold first visit as Lighthouse sees it (its own defaults: storage and HTTP cache reset),
 * median of 3, reported pass/fail by `npm run bench` only (timings never gate `npm test`).
 * Each figure reads Lighthouse's report: the scores, `largest-contentful-paint`,
 * `total-blocking-time`, `cumulative-layout-shift` and, for JS, the transfer size of every script
 * in its network records (`network-requests`, resourceType Script), idle preloads included.
 */
export const COLD_VISIT_BUDGETS = {
  /** `/` and the product page, logged out. */
  public: { mobileScore: 90, desktopScore: 100, mobileTbtMs: 200, mobileLcpMs: 2500, cls: 0.02 },
  /**
   * Issue 29 (the owner's decision on issue 16): JS on a cold `/`, brotli as sent, at most 170 KB (the
   * retired 130 KB was below React and the federation runtime's floor of about 130 KB).
   */
  home: { jsTransferredBytes: 170 * 1024 },
  /** Buyer pages, after a login that keeps the cookie but not the cache. */
  buyer: { mobileScore: 85 },
  /** Issue 32: a category listing, logged out, on the phone preset. */
  listing: { mobileScore: 95 },
} as const;

/** Issue 32: the top bar's suggestions under load (32 connections on the seed), mall-api's answer time. */
export const CATALOGUE_LOAD_BUDGETS = { suggestionsP99Ms: 100 } as const;

/** Issue 16: a buyer moving between bundles after the first page (scripts already cached for the host). */
export const WARM_NAVIGATION_BUDGETS = {
  /**
   * A remote's remoteEntry.js plus the chunks of its first screen, gzip (level 9) of the bodies; checked
   * by tests/budgets.spec.ts (issue 6 had 45 KB; 20-27 KB since the remotes run on the host's runtime;
   * back to issue 6's 45 KB since issue 29 item 6, where each remote carries its own copy of the UI
   * primitives it uses instead of the host's: orders 41.3 KB, reviews 31.4 KB, the others under 30).
   * To be taken down again: orders grew most (the design system's date, table and field components).
   */
  remoteEntryAndFirstScreenGzipBytes: 45 * 1024,
  /** Copies of the federation runtime on a page holding the host and two remotes. */
  federationRuntimeCopies: 1,
} as const;

/**
 * Issue 29, "No tap lost": on Lighthouse's phone (4x CPU, 150 ms, 1.6 Mbit/s), every tap on `/`'s
 * first product link once it is drawn navigates. `npm run bench` taps at 250 ms steps from navigation,
 * a cold page per tap (bench/firstTap.mts), and reports pass/fail only (timings never gate `npm test`).
 */
export const FIRST_TAP_BUDGET = { tapsLost: 0 } as const;
