import { Suspense, type ComponentType } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { MOBILE_QUERY, PageLoader, preloadable, ROUTES, ServerMediaContext, type RemoteBundle } from '@mall/shared';
import { RemoteScreen } from './federation/remoteScreenLoader';
import { ServedRegionsContext, type ServedRegions } from './federation/servedRegions';
import { loadHelpArticlePage } from './pages/Help/articleQuery';
import { Layout } from './layout/Layout';
import { RequireAccess } from './session/RequireAccess';
import { useStorefrontSession } from './session/useStorefrontSession';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => preloadable(() => load().then((module) => module[name]));

/** The host's own screens; every other row of ROUTES is a remote's. Each loadable ahead (the server draws Home, issue 29). */
export const HOST_SCREENS = {
  Home: named(() => import('./pages/Home/Home'), 'Home'),
  Login: named(() => import('./pages/Login/Login'), 'Login'),
  Signup: named(() => import('./pages/Signup/Signup'), 'Signup'),
  MerchantApply: named(() => import('./pages/Merchant/MerchantApply'), 'MerchantApply'),
  MerchantAudit: named(() => import('./pages/Merchant/MerchantAudit'), 'MerchantAudit'),
  HelpArticle: named(loadHelpArticlePage, 'HelpArticle'),
  DesignSystem: named(() => import('./pages/Design/DesignSystem'), 'DesignSystem'),
} satisfies Record<string, ComponentType>;
const NotFound = named(() => import('./pages/NotFound/NotFound'), 'NotFound');

function Session() {
  useStorefrontSession();
  return null;
}

export function StorefrontRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
      {ROUTES.map((row) => {
        const HostScreen = row.bundle === 'host' ? (HOST_SCREENS as Record<string, ComponentType>)[row.screen] : undefined;
        return (
          <Route
            key={row.path}
            path={row.path}
            element={
              <RequireAccess access={row.access}>
                {HostScreen ? <HostScreen /> : <RemoteScreen bundle={row.bundle as RemoteBundle} screen={row.screen} />}
              </RequireAccess>
            }
          />
        );
      })}
      <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

/**
 * The app inside its router: the same tree on the host's server (in a static router, with the
 * regions the remotes drew) and in the browser, so the browser hydrates the server's markup (issue 29).
 */
export function AppTree({ served = null }: { served?: ServedRegions | null }) {
  return (
    <ServedRegionsContext.Provider value={served}>
      <Session />
      <Suspense fallback={<PageLoader />}>
        <StorefrontRoutes />
      </Suspense>
    </ServedRegionsContext.Provider>
  );
}

/** What the page the server drew was drawn with: its regions and its viewport guess (the hydrating render makes the same). */
export interface Hydrating {
  served: ServedRegions;
  mobile: boolean;
}

export function App({ queryClient, hydrating = null }: { queryClient: QueryClient; hydrating?: Hydrating | null }) {
  const guess = hydrating?.mobile ?? false;
  return (
    <QueryClientProvider client={queryClient}>
      <ServerMediaContext.Provider value={(query) => query === MOBILE_QUERY && guess}>
        <BrowserRouter>
          <AppTree served={hydrating?.served ?? null} />
        </BrowserRouter>
      </ServerMediaContext.Provider>
    </QueryClientProvider>
  );
}
