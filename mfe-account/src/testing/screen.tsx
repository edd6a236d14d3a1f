import { type ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { createQueryClient, type Language } from '@mall/shared';
import { renderWithI18n } from '@mall/shared/testing';
import { NAMESPACE } from '../namespace';

/**
 * jest-fixed-jsdom swaps jsdom's FormData for Node's, which cannot read a <form>. React 19 builds one
 * from the form when a submit handler starts a transition (react-router navigations do), so the test
 * environment gets a FormData that takes a form, as browsers' does.
 */
const NodeFormData = globalThis.FormData;
class FormDataFromForm extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!(form instanceof HTMLFormElement)) return;
    for (const element of Array.from(form.elements)) {
      if ((element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) && element.name && !element.disabled) {
        this.append(element.name, element.value);
      }
    }
    if (submitter instanceof HTMLButtonElement && submitter.name) this.append(submitter.name, submitter.value);
  }
}
globalThis.FormData = FormDataFromForm as typeof FormData;

export interface ApiCall {
  path: string;
  body: unknown;
}

type Handler = (body: any) => unknown;

/** The mall API faked at the fetch level: each path answers the contract's success envelope with what its handler returns. */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const text = await request.text();
    const raw: unknown = text ? JSON.parse(text) : undefined;
    // The /api/trantor calls carry their payload as an array holding one object.
    const body = path.startsWith('/api/trantor/') && Array.isArray(raw) ? raw[0] : raw;
    calls.push({ path, body });
    const handler = handlers[path];
    if (!handler) return Response.json({ success: false, error: { code: 'NOT_FOUND', message: `no fake for ${path}` } }, { status: 404 });
    const answer = await handler(body);
    return answer instanceof Response ? answer : Response.json({ success: true, data: answer });
  });
  return {
    calls,
    /** Request bodies sent to `path`, oldest first. */
    bodiesOf: (path: string) => calls.filter((call) => call.path === path).map((call) => call.body),
  };
}

/** A failure as mall-api sends it. */
export const serverError = () =>
  Response.json({ success: false, error: { code: 'INTERNAL', message: 'internal error' } }, { status: 500 });

/**
 * Renders a screen as the host does: router at `url` with the screen on its route row(s), one query
 * client without retries, this bundle's texts loaded.
 */
export async function renderScreen(ui: ReactElement, { url, path, language = 'en' }: { url: string; path: string | string[]; language?: Language }) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false }, mutations: { retry: false } });
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
    { language, namespaces: [NAMESPACE] },
  );
  return {
    ...view,
    queryClient,
    location: () => router.location!,
    query: () => new URLSearchParams(router.location!.search),
    navigate: (to: string | number) => (typeof to === 'number' ? router.navigate!(to) : router.navigate!(to)),
  };
}
