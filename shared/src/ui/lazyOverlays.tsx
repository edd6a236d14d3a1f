import { useEffect, useState, type ComponentType } from 'react';
import type { BottomSheetProps } from './BottomSheet';
import type { ConfirmDialogProps } from './ConfirmDialog';
import type { DialogProps } from './Dialog';
import type { DrawerProps } from './Drawer';

/**
 * Overlays load their implementation (Radix, scroll lock, focus trap: ~10 KB gzip) on first open,
 * not with every page: nothing shows a dialog at load, and this package is on every page's path.
 * Exported for its own tests, which control when the code arrives.
 */
export function lazyOverlay<P extends { open?: boolean; defaultOpen?: boolean; trigger?: unknown }>(load: () => Promise<ComponentType<P>>) {
  // Kept once loaded and rendered directly, without suspending: React 19 throttles the reveal of
  // suspended content (up to 300 ms), which made a preloaded dialog still open late.
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const ensure = () => (loading ??= load().then((component) => (loaded = component)));

  function Overlay(props: P) {
    const wanted = Boolean(props.open || props.defaultOpen || props.trigger);
    const [, setReady] = useState(loaded !== null);
    useEffect(() => {
      if (!wanted) return;
      // The code may have arrived between this render (nothing to show yet) and this effect: a
      // preload started by the same click finished first. Render now, or the overlay never opens.
      if (loaded) setReady(true);
      else void ensure().then(() => setReady(true));
    }, [wanted]);
    if (!wanted || !loaded) return null;
    const Implementation = loaded;
    return <Implementation {...props} />;
  }
  return { Overlay, preload: () => void ensure() };
}

const dialog = lazyOverlay<DialogProps>(() => import('./Dialog').then((m) => m.Dialog));
const bottomSheet = lazyOverlay<BottomSheetProps>(() => import('./BottomSheet').then((m) => m.BottomSheet));
const confirmDialog = lazyOverlay<ConfirmDialogProps>(() => import('./ConfirmDialog').then((m) => m.ConfirmDialog));
const drawer = lazyOverlay<DrawerProps>(() => import('./Drawer').then((m) => m.Drawer));

export const Dialog = dialog.Overlay;
export const BottomSheet = bottomSheet.Overlay;
export const ConfirmDialog = confirmDialog.Overlay;
export const Drawer = drawer.Overlay;

/** Fetches the overlay code ahead of the first open (the host calls it once the page is idle). */
export function preloadOverlays(): void {
  dialog.preload();
  bottomSheet.preload();
  confirmDialog.preload();
  drawer.preload();
}
