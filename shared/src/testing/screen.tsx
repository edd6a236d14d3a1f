import { type ReactElement } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { createQueryClient } from '../query';
import type { Language } from '../i18n';
import { renderWithI18n } from './index';
export interface ApiCall {
  path: string;
  body: unknown;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a fake answers whatever body the test sends
type Handler = (body: any) => unknown;

/** The mall API faked at the fetch level: each path answers the contract's success envelope with what its handler returns. */
export function fakeApi(handlers: Record<string, Handler | unknown>) {
  const calls: ApiCall[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    // An upload (multipart/form-data) reaches its handler as its fields: { file: File }.
    const form = request.headers.get('content-type')?.startsWith('multipart/form-data');
    const text = form ? '' : await request.text();
    const raw: unknown = form ? Object.fromEntries((await request.formData()).entries()) : text ? JSON.parse(text) : undefined;
    // The /api/trantor calls carry their payload as an array holding one object.
    const body = path.startsWith('/api/trantor/') && Array.isArray(raw) ? raw[0] : raw;
    calls.push({ path, body });
    const handler = handlers[path];
    if (!handler) return Response.json({ success: false, error: { code: 'NOT_FOUND', message: `no fake for ${path}` } }, { status: 404 });
    const answer = typeof handler === 'function' ? await (handler as Handler)(body) : handler;
    return answer instanceof Response ? answer : Response.json({ success: true, data: answer });
  });
  return {
    calls,
    restore: () => spy.mockRestore(),
    /** Request bodies sent to `path`, oldest first. */
    bodiesOf: (path: string) => calls.filter((call) => call.path === path).map((call) => call.body),
  };
}

/** A failure as mall-api sends it. */
export const failure = (status: number, code: string, message = code) =>
  Response.json({ success: false, error: { code, message } }, { status });
export const serverError = () => failure(500, 'INTERNAL', 'internal error');

/**
 * Renders a screen as the host does: router at `url` with the screen on its route row(s), one query
 * client without retries, this bundle's texts loaded.
 */
export async function renderScreen(
  ui: ReactElement,
  {
    url,
    path,
    language = 'en',
    namespaces = [],
    seed,
  }: { url: string; path: string | string[]; language?: Language; namespaces?: string[]; /** the data a server-drawn page hands over, put in first */ seed?: (client: QueryClient) => void },
) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false }, mutations: { retry: false } });
  seed?.(queryClient);
  const router: { location?: Location; navigate?: NavigateFunction } = {};
  function Probe() {
    router.location = useLocation();
    router.navigate = useNavigate();
    return null;
  }
  const view = await renderWithI18n(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Probe />
        <Routes>
          {[path].flat().map((routePath) => (
            <Route key={routePath} path={routePath} element={ui} />
          ))}
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
    { language, namespaces },
  );
  return {
    ...view,
    queryClient,
    location: () => router.location!,
    query: () => new URLSearchParams(router.location!.search),
    navigate: (to: string | number) => (typeof to === 'number' ? router.navigate!(to) : router.navigate!(to)),
  };
}
