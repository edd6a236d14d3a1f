import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { registerNamespace, type Language } from '@mall/shared';
import { renderWithI18n } from '@mall/shared/testing';

registerNamespace('shell', {
  en: () => import('./i18n/en'),
  'zh-CN': () => import('./i18n/zh-CN'),
  de: () => import('./i18n/de'),
});

/** Shows where the app navigated to, for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderShell(
  ui: ReactElement,
  { route = '/', path = '*', extraRoutes, language }: { route?: string; path?: string; extraRoutes?: ReactNode; language?: Language } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithI18n(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {extraRoutes}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
    { namespaces: ['shell'], ...(language ? { language } : {}) },
  );
}
