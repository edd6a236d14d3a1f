import { TextEncoder } from 'node:util';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { WhenNearViewport } from './WhenNearViewport';

describe('a section drawn once near the viewport, on a page the server drew (issue 29)', () => {
  it("hydrates the server's marker with no mismatch, then draws the section once near", async () => {
    // The server has no IntersectionObserver: it draws the marker, as the browser's first render does.
    Object.assign(globalThis, { TextEncoder });
    const { renderToString } = await import('react-dom/server');
    const section = <WhenNearViewport><p>More from the shop</p></WhenNearViewport>;
    expect(renderToString(section)).toBe('<div></div>');
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    Object.assign(window, {
      IntersectionObserver: class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    });
    const container = document.createElement('div');
    container.innerHTML = renderToString(section);
    document.body.append(container);
    const recoverable = jest.fn();
    const root = await act(async () => hydrateRoot(container, section, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('');
    act(() => observers[0]?.([{ isIntersecting: true }]));
    expect(container.textContent).toBe('More from the shop');
    act(() => root.unmount());
    container.remove();
  });
});
