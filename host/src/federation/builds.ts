import type { RemoteBundle } from '@mall/shared';

/**
 * A build's own manifest: the remote's origin keeps each build under `builds/<buildId>/` beside the
 * current pointer (shared/scripts/serve-static.mjs), immutable, with publicPath 'auto' (its files
 * beside it), so a page that names a build loads that build's code and styles, whatever is current.
 */
export const versionedManifestUrl = (manifestUrl: string, buildId: string): string =>
  new URL(`builds/${encodeURIComponent(buildId)}/mf-manifest.json`, manifestUrl).href;

/** The entry script every remote's build writes beside its manifest (shared/webpack's REMOTE_ENTRY_FILE). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * The remote's entry beside a manifest. The browser registers remotes by their entry, not their
 * manifest: no manifest to fetch before the entry, and no snapshot code in the host's first script
 * (issue 29: `/`'s JS budget). The host's server reads the manifests (hints, styles, builds).
 */
export const entryUrlOf = (manifestUrl: string): string => new URL(REMOTE_ENTRY_FILE, manifestUrl).href;

/**
 * The manifest each remote is loaded from on this page (issue 29: one version per page): the build
 * the server drew the page with, where the page names one, so server markup and browser code match;
 * the remote's current pointer for the others.
 */
export function pageManifests(current: Record<RemoteBundle, string>, builds: Record<string, string> | undefined): Record<RemoteBundle, string> {
  return Object.fromEntries(
    (Object.entries(current) as Array<[RemoteBundle, string]>).map(([bundle, url]) => {
      const build = builds?.[bundle];
      return [bundle, build ? versionedManifestUrl(url, build) : url];
    }),
  ) as Record<RemoteBundle, string>;
}
