import type { RemoteBundle } from '@mall/shared';

/**
 * A build's own manifest: the remote's origin keeps each build under `builds/<buildId>/` beside the
 * current pointer (shared/scripts/serve-static.mjs), immutable, with publicPath 'auto' (its files
 * beside it), so a page that names a build loads that build's code and styles, whatever is current.
 */
export const versionedManifestUrl = (manifestUrl: string, buildId: string): string =>
  new URL(`builds/${encodeURIComponent(buildId)}/mf-manifest.json`, manifestUrl).href;

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
