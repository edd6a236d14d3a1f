import { useCallback, useState } from 'react';
import type { RemoteBundle } from '@mall/shared';
import type { ServedRegion } from './servedRegions';
import { load, renewFailedRemoteModule } from './useRemoteModule';

/**
 * A remote's region and how it is retried (issue 29): the server's verdict that the remote is away
 * stays (its notice and Retry, as drawn) until Retry; Retry loads the remote afresh.
 */
export function useRegionRetry(bundle: RemoteBundle, expose: string, served: ServedRegion | undefined) {
  const [away, setAway] = useState(() => {
    // A new visit to the region (not the server's page) asks again for a remote that failed before.
    if (!served) renewFailedRemoteModule(bundle, expose);
    return served?.kind === 'unavailable';
  });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    void load(bundle, expose, true);
    setAway(false);
    setAttempt((n) => n + 1);
  }, [bundle, expose]);
  return { away, attempt, retry };
}
