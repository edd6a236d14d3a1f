import { useContext, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { useQueryClient } from '@tanstack/react-query';
import { UNSAFE_NavigationContext, useLocation, useNavigationType } from 'react-router-dom';
import { MOBILE_QUERY, screenPath, ServerMediaContext, type RemoteBundle } from '@mall/shared';
import type { HydrateRegion, HydratedRegion } from '@mall/shared/region';
import { reportRecoverable } from './reportRecoverable';

// The same object on every render: React never writes the region's content, its own root does.
const LEFT_TO_THE_REGION = { __html: '' };

/**
 * A region the remote's renderer drew, hydrated by the remote in a root of its own (issue 29), so its
 * `useId` ids are the ones the server drew. The host keeps the element (its boundary, the not-ready
 * mark until the region's root has hydrated) and hands the region its location, router and queries.
 */
export function RegionRoot({ bundle, screen, Screen, hydrate, onFailed }: { bundle: RemoteBundle; screen: string; Screen: ComponentType; hydrate: HydrateRegion; onFailed: () => void }) {
  const element = useRef<HTMLDivElement>(null);
  const region = useRef<HydratedRegion | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const location = useLocation();
  const navigationType = useNavigationType();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const queryClient = useQueryClient();
  const mobile = useContext(ServerMediaContext)(MOBILE_QUERY);
  useLayoutEffect(() => {
    const view = { location, navigationType, navigator, queryClient, mobile };
    if (region.current) region.current.update(view);
    else if (element.current) {
      region.current = hydrate(element.current, {
        ...view,
        bundle,
        path: screenPath(bundle, screen),
        Screen,
        onHydrated: () => setHydrated(true),
        onFailed: (error) => {
          console.error(`[${bundle}] render failed`, error);
          onFailed();
        },
        onRecoverableError: reportRecoverable,
        hydrateRoot,
      });
    }
  }, [location, navigationType, navigator, queryClient, mobile]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(
    () => () => {
      const leaving = region.current;
      region.current = null;
      // Not while the host's root is committing: React refuses to unmount a root synchronously then.
      if (leaving) setTimeout(() => leaving.unmount(), 0);
    },
    [],
  );
  return (
    <div
      ref={element}
      data-boundary={bundle}
      className="shell-remote"
      data-hydrating={hydrated ? undefined : ''}
      dangerouslySetInnerHTML={LEFT_TO_THE_REGION}
      suppressHydrationWarning
    />
  );
}
