import { useLayoutEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../testing';
import { Dialog, lazyOverlay, preloadOverlays } from './lazyOverlays';

describe('overlays loaded on first open', () => {
  it('render nothing while closed', async () => {
    const { container } = await renderWithI18n(<Dialog open={false} title="Logistics" />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('show the dialog once opened', async () => {
    await renderWithI18n(<Dialog open title="Logistics">no tracking info yet</Dialog>);
    expect(await screen.findByRole('dialog', { name: 'Logistics' })).toHaveTextContent('no tracking info yet');
  });

  it('open in the same render once preloaded (no suspense, so no throttled reveal)', async () => {
    preloadOverlays();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await renderWithI18n(<Dialog open title="Vouchers">unused</Dialog>);
    expect(screen.getByRole('dialog', { name: 'Vouchers' })).toBeInTheDocument();
  });
});

describe('an overlay whose code arrives between its first render and its effect', () => {
  // The address book's Edit in a journey: the click's pointerdown starts the overlay preload, the
  // click opens the dialog; the preload finished after the render (no code yet: nothing shown) and
  // before the render's effect, which then found the code loaded. Reproduced without act(), as in a
  // browser: React runs the passive effect in a task of its own, after the commit's microtasks.
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment));

  it('still opens', async () => {
    let arrive!: (component: ComponentType<{ open?: boolean }>) => void;
    const overlay = lazyOverlay<{ open?: boolean }>(() => new Promise((resolve) => (arrive = resolve)));
    const Implementation = () => <div role="dialog" aria-label="Edit address" />;
    // Runs in the commit, after the overlay rendered null: the code's promise settles in the
    // microtasks that follow, before React's passive effects.
    function CodeArrivesInCommit() {
      useLayoutEffect(() => arrive(Implementation), []);
      return null;
    }
    overlay.preload();
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    root.render(
      <>
        <overlay.Overlay open />
        <CodeArrivesInCommit />
      </>,
    );
    expect(await screen.findByRole('dialog', { name: 'Edit address' })).toBeInTheDocument();
    root.unmount();
  });
});
