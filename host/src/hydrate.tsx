import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { seedStoresForHydration, type FirstScreenData, type FrameData, type VisitorData } from '@mall/shared';
import { App } from './App';
import { preloadFirstScreen, servedRegions } from './federation/preloadFirstScreen';
import { reportRecoverable } from './federation/reportRecoverable';


/**
 * Hydrate, don't replace (issue 29): the app's first render is the server's, with the same stores,
 * the same viewport guess and each drawn region's code and texts loaded first, so React adopts the
 * server's nodes (links, pictures, headings stay where they are) and only attaches its handlers.
 * In a transition: hydrated in slices, between which the browser paints and takes input (a tap on
 * a part not hydrated yet hydrates that part first).
 */
export async function hydrateFirstScreen(
  root: HTMLElement,
  { queryClient, drawn, frame, visitor }: { queryClient: QueryClient; drawn: FirstScreenData; frame: FrameData | null; visitor: VisitorData | null },
): Promise<Root> {
  seedStoresForHydration(frame, visitor);
  await preloadFirstScreen(window.location.pathname, drawn.regions);
  const hydrating = { served: servedRegions(drawn.regions), mobile: drawn.mobile ?? false };
  let reactRoot: Root | undefined;
  startTransition(() => {
    reactRoot = hydrateRoot(root, <App queryClient={queryClient} hydrating={hydrating} />, { onRecoverableError: reportRecoverable });
  });
  return reactRoot as Root;
}
