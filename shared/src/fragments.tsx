import { Component, Suspense, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnavailableRemote } from './federation';
import type { RemoteBundle } from './routes';
import type { FragmentCatalogue } from './fragmentProps';
import { ErrorNotice } from './ui/ErrorNotice';
import { PageLoader } from './ui/Spinner';

export type * from './fragmentProps';

/**
 * Fragments one bundle exposes for another to embed (the address modal in checkout, the
 * after-sales apply form in orders, re-payment in orders). The host owns the federation runtime,
 * so it provides the loader; a bundle only names the fragment and passes typed props.
 */
export type FragmentId = keyof FragmentCatalogue;

/** Loads `./<Name>` of a remote; resolves to an UnavailableRemote (never rejects) when it cannot. */
export type FragmentLoader = (bundle: RemoteBundle, expose: string, fresh: boolean) => Promise<unknown>;

let loader: FragmentLoader | undefined;

/** Called once by the host (and by tests with local components). */
export function provideFragmentLoader(next: FragmentLoader | undefined): void {
  loader = next;
}

function split(id: FragmentId): [RemoteBundle, string] {
  const [bundle, name] = id.split('/') as [RemoteBundle, string];
  return [bundle, `./${name}`];
}

type FragmentState<P> = { status: 'loading' } | { status: 'ready'; Fragment: ComponentType<P> } | { status: 'unavailable' };

/** Warms a fragment (e.g. when the button that opens it is shown) without rendering it. */
export function preloadFragment(id: FragmentId): void {
  if (loader) void loader(...split(id), false);
}

function useFragment<Id extends FragmentId>(id: Id) {
  // On a server (no window) the fragment is the browser's to load: drawn as the loader the hydrating app starts with (issue 29).
  const [state, setState] = useState<FragmentState<FragmentCatalogue[Id]>>(() => (loader || typeof window === 'undefined' ? { status: 'loading' } : { status: 'unavailable' }));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    if (!loader) return;
    if (attempt > 0) setState({ status: 'loading' });
    loader(...split(id), attempt > 0).then(
      (module) => {
        if (!live) return;
        const Fragment = (module as { default?: ComponentType<FragmentCatalogue[Id]> } | undefined)?.default;
        setState(isUnavailableRemote(module) || !Fragment ? { status: 'unavailable' } : { status: 'ready', Fragment });
      },
      () => live && setState({ status: 'unavailable' }),
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

class FragmentBoundary extends Component<{ fallback: (reset: () => void) => ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}

function FragmentUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return <ErrorNotice message={t('error.fragmentUnavailable')} onRetry={onRetry} />;
}

/**
 * Renders another bundle's fragment, contained: if it cannot load or crashes, an honest notice with
 * Retry. `fallback`: what holds its place while its code loads (a skeleton as tall as it), else a loader.
 */
export function RemoteFragment<Id extends FragmentId>({ id, props, fallback }: { id: Id; props: FragmentCatalogue[Id]; fallback?: ReactNode }) {
  const { state, retry } = useFragment(id);
  const loading = fallback ?? <PageLoader />;
  if (state.status === 'loading') return loading;
  if (state.status === 'unavailable') return <FragmentUnavailable onRetry={retry} />;
  const { Fragment } = state;
  return (
    <FragmentBoundary
      fallback={(reset) => (
        <FragmentUnavailable
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <Suspense fallback={loading}>
        <Fragment {...(props as FragmentCatalogue[Id] & object)} />
      </Suspense>
    </FragmentBoundary>
  );
}
