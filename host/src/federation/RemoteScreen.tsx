import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoader, type RemoteBundle, type RemoteRoutesModule } from '@mall/shared';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteFallback } from './RemoteFallback';
import { useRemoteModule } from './useRemoteModule';

/** Mounts one screen of a remote's `./routes` module, contained by its own boundary. */
export function RemoteScreen({ bundle, screen }: { bundle: RemoteBundle; screen: string }) {
  const remote = useRemoteModule<RemoteRoutesModule>(bundle, './routes');
  const location = useLocation();

  if (remote.status === 'loading') return <PageLoader />;
  if (remote.status === 'unavailable') return <RemoteFallback bundle={bundle} onRetry={remote.retry} />;

  const Screen = remote.module.screens[screen];
  if (!Screen) return <RemoteFallback bundle={bundle} onRetry={remote.retry} />;
  return (
    <RemoteBoundary bundle={bundle} onRetry={remote.retry} resetKey={location.pathname}>
      <Suspense fallback={<PageLoader />}>
        <div data-boundary={bundle} className="shell-remote">
          <Screen />
        </div>
      </Suspense>
    </RemoteBoundary>
  );
}
