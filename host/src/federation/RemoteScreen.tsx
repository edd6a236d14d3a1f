import { Suspense, use, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isUnavailableRemote, PageLoader, type RemoteBundle, type RemoteRoutesModule } from '@mall/shared';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteFallback } from './RemoteFallback';
import { RegionRoot } from './RegionRoot';
import { useIsHydrating, useServedRegion, type ServedRegion } from './servedRegions';
import { useRegionRetry } from './regionRetry';
import { readRemoteModule } from './useRemoteModule';

const ROUTES_MODULE = './routes';

/**
 * Mounts one screen of a remote's `./routes` module in its own error and Suspense boundaries (the server draws the same).
 * React keeps this component when the route moves to another screen of the same remote (same type, same place):
 * the region is keyed by its screen, so a region hydrated in its own root for one screen never shows another.
 */
export function RemoteScreen({ bundle, screen }: { bundle: RemoteBundle; screen: string }) {
  const location = useLocation();
  const served = useServedRegion(bundle);
  const { away, attempt, retry } = useRegionRetry(bundle, ROUTES_MODULE, served);
  return (
    <RemoteBoundary bundle={bundle} onRetry={retry} resetKey={location.pathname}>
      <Suspense fallback={<PageLoader />}>
        {away ? <RemoteFallback bundle={bundle} onRetry={retry} /> : <RemoteRegion key={`${screen}:${attempt}`} bundle={bundle} screen={screen} served={served} onRetry={retry} />}
      </Suspense>
    </RemoteBoundary>
  );
}

/**
 * The region: on the server, the markup the remote's renderer drew; in the browser the remote's
 * screen, read from its module (preloaded before hydration, so it hydrates the same nodes in the
 * first pass; otherwise it suspends, and the server's markup stays until it is there).
 */
function RemoteRegion({ bundle, screen, served, onRetry }: { bundle: RemoteBundle; screen: string; served: ServedRegion | undefined; onRetry: () => void }) {
  const hydrating = useIsHydrating();
  // Hydrating what the remote's renderer drew: the region keeps its own root for as long as it is shown.
  const [ownRoot] = useState(() => hydrating && served?.kind === 'markup');
  const [failed, setFailed] = useState(false);
  // Not ready yet: styled so (host styles.css) until this region has hydrated.
  const region = { 'data-boundary': bundle, className: 'shell-remote', 'data-hydrating': hydrating ? '' : undefined };
  if (served?.kind === 'browser') return <PageLoader />;
  if (served?.kind === 'markup' && served.html) return <div {...region} dangerouslySetInnerHTML={{ __html: served.html[0] ?? '' }} />;
  const remote = use(readRemoteModule<RemoteRoutesModule>(bundle, ROUTES_MODULE));
  const Screen = isUnavailableRemote(remote) ? undefined : remote.screens[screen];
  if (!Screen || failed) return <RemoteFallback bundle={bundle} onRetry={onRetry} />;
  if (ownRoot && !isUnavailableRemote(remote) && remote.hydrateRegion) {
    return <RegionRoot bundle={bundle} screen={screen} Screen={Screen} hydrate={remote.hydrateRegion} onFailed={() => setFailed(true)} />;
  }
  return (
    <div {...region}>
      <Screen />
    </div>
  );
}
