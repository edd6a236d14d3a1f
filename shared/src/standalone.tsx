import { Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
// Through the package name, not relative paths: the screens and this shell must share one instance.
import {
  configureApi,
  createQueryClient,
  initI18n,
  PageLoader,
  routesOf,
  Toaster,
  useSessionSync,
  type RemoteBundle,
} from '@mall/shared';

function Session() {
  useSessionSync();
  return null;
}

/**
 * A remote on its own, for its team's development: its rows of the route table, the API through
 * the dev server's proxy, no host. Log in through the host (same API) to see buyer pages.
 */
export function renderStandalone(bundle: RemoteBundle, screens: Record<string, ComponentType>, namespaces: string[]): void {
  configureApi({ baseUrl: '', product: 'mall' });
  const queryClient = createQueryClient();
  const rows = routesOf(bundle);
  void initI18n(undefined, ['common', ...namespaces]).then(() => {
    createRoot(document.getElementById('root')!).render(
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Session />
          <nav className="mall-standalone-nav" aria-label={`${bundle} (standalone)`}>
            {rows.map((row) => (
              <Link key={row.path} to={row.path.replace(/:(\w+)/g, '1')}>
                {row.path}
              </Link>
            ))}
          </nav>
          <Suspense fallback={<PageLoader />}>
            <Routes>
              {rows.map((row) => {
                const Screen = screens[row.screen];
                return Screen ? <Route key={row.path} path={row.path} element={<Screen />} /> : null;
              })}
            </Routes>
          </Suspense>
          <Toaster />
        </BrowserRouter>
      </QueryClientProvider>,
    );
  });
}
