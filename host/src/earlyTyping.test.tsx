import { TextDecoder, TextEncoder } from 'node:util';
import { useEffect, useState } from 'react';
import { act } from '@testing-library/react';
import { replayEarlyTyping } from './notReady';

// react-dom/server encodes text; jsdom has no encoder of its own.
Object.assign(globalThis, { TextEncoder, TextDecoder });

/** A region with a controlled search field, marked not ready until it has hydrated (as RegionRoot is). */
function OrderSearch() {
  const [keyword, setKeyword] = useState('');
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div data-hydrating={hydrated ? undefined : ''}>
      <input type="search" aria-label="Search orders" value={keyword} onChange={(event) => setKeyword(event.target.value)} />
      <output>{keyword}</output>
    </div>
  );
}

describe('text typed into a field of the server markup before it is hydrated (issue 29)', () => {
  it("is the app's once the field is hydrated, also when typed before the first script", async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<OrderSearch />);
    document.body.append(container);
    const field = container.querySelector('input')!;
    // Typed before the first script: the field differs from what the server drew.
    field.value = 'FM20';
    replayEarlyTyping();
    // And on after it.
    field.value = 'FM2026';
    field.dispatchEvent(new Event('input', { bubbles: true }));

    await act(async () => void hydrateRoot(container, <OrderSearch />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0))); // the mutation observer's turn
    expect(container.querySelector('output')?.textContent).toBe('FM2026');
    expect(field.value).toBe('FM2026');
  });
});
