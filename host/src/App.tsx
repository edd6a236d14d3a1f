import { lazy, Suspense, type ComponentType } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PageLoader, ROUTES, type RemoteBundle } from '@mall/shared';
import { RemoteScreen } from './federation/RemoteScreen';
import { loadHelpArticlePage } from './pages/Help/articleQuery';
import { Layout } from './layout/Layout';
import { RequireAccess } from './session/RequireAccess';
import { useStorefrontSession } from './session/useStorefrontSession';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

/** The host's own screens; every other row of ROUTES is a remote's. */
const HOST_SCREENS: Record<string, ComponentType> = {
  Home: named(() => import('./pages/Home/Home'), 'Home'),
  Login: named(() => import('./pages/Login/Login'), 'Login'),
  Signup: named(() => import('./pages/Signup/Signup'), 'Signup'),
  MerchantApply: named(() => import('./pages/Merchant/MerchantApply'), 'MerchantApply'),
  MerchantAudit: named(() => import('./pages/Merchant/MerchantAudit'), 'MerchantAudit'),
  HelpArticle: named(loadHelpArticlePage, 'HelpArticle'),
  DesignSystem: named(() => import('./pages/Design/DesignSystem'), 'DesignSystem'),
};
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
        const HostScreen = row.bundle === 'host' ? HOST_SCREENS[row.screen] : undefined;
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

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Session />
        <Suspense fallback={<PageLoader />}>
          <StorefrontRoutes />
        </Suspense>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
