import { act, render, screen } from '@testing-library/react';
import { MOBILE_QUERY, useIsMobile, useMediaQuery } from './useMediaQuery';

/** A matchMedia whose answer the test controls, as jsdom has none. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const queries: string[] = [];
  window.matchMedia = (query: string) => {
    queries.push(query);
    return {
      get matches() {
        return matches;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  };
  return {
    queries,
    listeners,
    set(next: boolean) {
      matches = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function Layout() {
  return <p>{useIsMobile() ? 'mobile cards' : 'desktop table'}</p>;
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe('useMediaQuery / useIsMobile', () => {
  it('switches layout when the viewport crosses 767 px', () => {
    const media = fakeMatchMedia(false);
    render(<Layout />);
    expect(screen.getByText('desktop table')).toBeInTheDocument();
    media.set(true);
    expect(screen.getByText('mobile cards')).toBeInTheDocument();
    expect(media.queries).toContain('(max-width: 767px)');
    expect(MOBILE_QUERY).toBe('(max-width: 767px)');
  });

  it('stops listening on unmount', () => {
    const media = fakeMatchMedia(true);
    const { unmount } = render(<Layout />);
    expect(media.listeners.size).toBe(1);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('answers false where matchMedia does not exist', () => {
    Reflect.deleteProperty(window, 'matchMedia');
    function Probe() {
      return <p>{String(useMediaQuery('(min-width: 1px)'))}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('false')).toBeInTheDocument();
  });
});
