// Preload hints for the remote code a route's first screen needs, read from the remotes'
// mf-manifest.json: without them the browser asks for the remote's entry and chunks only after the
// host's own scripts have run, one round trip after another (issue 16).
import { matchPath } from 'react-router-dom';
import { REMOTE_BUNDLES, ROUTES, type RemoteBundle } from '@mall/shared/routes';
import { versionedManifestUrl } from '../src/federation/builds';
import { FIRST_SCREEN_MODULES } from '../src/federation/firstScreenModules';

/** The parts of a remote's mf-manifest.json the hints read. */
export interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string }; buildInfo?: { buildVersion?: string } };
  exposes: Array<{ path: string; assets: { js: { sync: string[] }; css: { sync: string[]; async?: string[] } } }>;
}

type RemoteModule = { bundle: RemoteBundle; expose: string };

export { FIRST_SCREEN_MODULES };

/**
 * The remote modules a path's first screen needs: the host screen's own list, or, for a remote's
 * route (shared/src/routes.ts), that remote's `./routes` module, which the host mounts its screens
 * from. Without the hint a buyer page asks for the remote's manifest only once the host's scripts
 * have run and the session is known, then its entry, then the module (issue 16).
 */
export function remoteModulesFor(path: string): RemoteModule[] {
  const own = FIRST_SCREEN_MODULES[path];
  if (own) return own;
  const row = ROUTES.find((route) => matchPath(route.path, path) !== null);
  return row && row.bundle !== 'host' ? [{ bundle: row.bundle, expose: './routes' }] : [];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `<link>` tags for one exposed module: the remote's entry and the module's own scripts and styles
 * (loaded as plain script and link tags, so no crossorigin attribute: a mismatch would fetch them
 * twice). The browser loads remotes by their entry, never their manifest (src/federation/builds.ts).
 * The remotes publish with publicPath 'auto': files sit beside the manifest.
 */
export function linksFor(manifestUrl: string, manifest: RemoteManifest, expose: string): string[] {
  const module = manifest.exposes.find((e) => e.path === expose);
  if (!module) return [];
  const base = new URL('.', manifestUrl);
  const at = (file: string) => escapeAttribute(new URL(file, base).href);
  const entry = manifest.metaData.remoteEntry;
  return [
    `<link rel="preload" as="script" href="${at(`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`)}">`,
    ...module.assets.js.sync.map((file) => `<link rel="preload" as="script" href="${at(file)}">`),
    ...module.assets.css.sync.map((file) => `<link rel="preload" as="style" href="${at(file)}">`),
  ];
}

/**
 * Keeps each needed remote's manifest (fetched at start, then again every `refreshMs`, so a
 * redeployed remote's new file names are picked up) and answers the hints for a path. A remote
 * that cannot be reached gives no hints: the page still works, only without the head start.
 */
/** The build id a manifest carries (the same in the remote's server manifest), if any. */
export const buildIdOf = (manifest: RemoteManifest | undefined): string | undefined => manifest?.metaData.buildInfo?.buildVersion;

/**
 * Where a page loads a remote's manifest from: the versioned path of the build the page names (the
 * browser registers the same: host/src/federation/builds.ts), else the current pointer.
 */
export function manifestUrlFor(current: string, manifest: RemoteManifest, named: string | undefined): string | null {
  if (named === undefined) return current;
  return buildIdOf(manifest) === named ? versionedManifestUrl(current, named) : null;
}

export function firstScreenHints(remotes: Record<RemoteBundle, string>, { refreshMs = 60_000, fetchJson = defaultFetchJson } = {}) {
  const manifests = new Map<RemoteBundle, RemoteManifest>();
  const bundles = REMOTE_BUNDLES;
  let version = 0;
  const refresh = async () => {
    await Promise.all(bundles.map(async (bundle) => {
      try {
        const manifest = (await fetchJson(remotes[bundle])) as RemoteManifest;
        if (JSON.stringify(manifest) !== JSON.stringify(manifests.get(bundle))) version += 1;
        manifests.set(bundle, manifest);
      } catch {
        // Unreachable for now: keep what we had (or nothing) and try again at the next refresh.
      }
    }));
  };
  // One refresh at a time: a page that finds the manifest behind the renderer asks for it again.
  let refreshing: Promise<void> | null = null;
  const refreshOnce = (): Promise<void> => (refreshing ??= refresh().finally(() => (refreshing = null)));
  const ready = refreshOnce();
  const timer = setInterval(() => void refreshOnce(), refreshMs);
  timer.unref();
  return {
    ready,
    /** Changes whenever a manifest does (callers cache the page they built per version). */
    version: () => version,
    /**
     * `builds`: the remote builds the page names (their versioned files; none for a build whose
     * manifest is not the one read). `away`: a remote known to be unreachable gets no hints: a failed
     * preload is kept by the browser and fails the script that asks for the same file after the
     * remote is back, without a request, so Retry would not load it (issue 29).
     */
    linksFor(path: string, builds: Record<string, string> = {}, away: (bundle: RemoteBundle) => boolean = () => false): string[] {
      return remoteModulesFor(path).flatMap(({ bundle, expose }) => {
        if (away(bundle)) return [];
        const manifest = manifests.get(bundle);
        const url = manifest && manifestUrlFor(remotes[bundle], manifest, builds[bundle]);
        return manifest && url ? linksFor(url, manifest, expose) : [];
      });
    },
    /** Reads the manifests again now (a renderer has moved to a build they do not name yet). */
    refresh: refreshOnce,
    /** The manifest last read for a bundle (the server-rendered first screen reads its stylesheets). */
    manifest: (bundle: RemoteBundle): RemoteManifest | undefined => manifests.get(bundle),
    stop: () => clearInterval(timer),
  };
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}
