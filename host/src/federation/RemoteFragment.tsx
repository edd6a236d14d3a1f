import { Suspense, type ComponentType } from 'react';
import { PageLoader, type RemoteBundle } from '@mall/shared';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteFallback } from './RemoteFallback';
import { useRemoteModule } from './useRemoteModule';

/** Embeds a fragment another team exposes (e.g. checkout's product card) behind a boundary. */
export function useRemoteFragment<P extends object>(bundle: RemoteBundle, expose: string) {
  const remote = useRemoteModule<{ default: ComponentType<P> }>(bundle, expose);
  return remote;
}

export function RemoteFragment<P extends object>({ bundle, expose, props }: { bundle: RemoteBundle; expose: string; props: P }) {
  const remote = useRemoteFragment<P>(bundle, expose);
  if (remote.status === 'loading') return <PageLoader />;
  if (remote.status === 'unavailable') return <RemoteFallback bundle={bundle} onRetry={remote.retry} />;
  const Fragment = remote.module.default;
  return (
    <RemoteBoundary bundle={bundle} onRetry={remote.retry}>
      <Suspense fallback={<PageLoader />}>
        <Fragment {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
