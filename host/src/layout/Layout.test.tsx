import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { loadI18n } from '@mall/shared/testing';
import { Layout } from './Layout';

// The frame's parts count their renders; what they draw is not this test's concern.
const renders = { topBar: 0, footer: 0 };
jest.mock('./TopBar', () => ({
  TopBar: () => {
    renders.topBar += 1;
    return <header className="shell-topbar" />;
  },
}));
jest.mock('./Footer', () => ({
  Footer: () => {
    renders.footer += 1;
    return <footer className="shell-footer" />;
  },
}));
jest.mock('./useIdlePreload', () => ({ useIdlePreload: () => undefined }));

const page = (client: QueryClient) => (
  <QueryClientProvider client={client}>
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/" element={<h1>Home</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>
  </QueryClientProvider>
);

describe('the frame as the page hydrates', () => {
  it("draws the top bar and footer once: the not-ready mark going away after hydration does not draw them again (one task on a phone's main thread)", async () => {
    await loadI18n('en', ['shell']);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(new QueryClient()));
    document.body.append(container);
    expect(container.querySelector('.shell')).toHaveAttribute('data-hydrating', '');
    renders.topBar = 0;
    renders.footer = 0;
    const root = await act(async () => hydrateRoot(container, page(new QueryClient())));
    // Hydrated, and the mark is gone: the frame's controls answer.
    expect(container.querySelector('.shell')).not.toHaveAttribute('data-hydrating');
    expect(renders).toEqual({ topBar: 1, footer: 1 });
    act(() => root.unmount());
    container.remove();
  });
});
