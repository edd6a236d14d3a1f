import { lazy, Suspense, type ComponentType } from 'react';
import type { BottomSheetProps } from './BottomSheet';
import type { ConfirmDialogProps } from './ConfirmDialog';
import type { DialogProps } from './Dialog';

/**
 * Overlays load their implementation (Radix, scroll lock, focus trap: ~10 KB gzip) on first open,
 * not with every page: nothing shows a dialog at load, and this package is on every page's path.
 */
function lazyOverlay<P extends { open?: boolean; defaultOpen?: boolean; trigger?: unknown }>(load: () => Promise<ComponentType<P>>) {
  const Implementation = lazy(() => load().then((component) => ({ default: component })));
  function Overlay(props: P) {
    if (!props.open && !props.defaultOpen && !props.trigger) return null;
    return (
      <Suspense fallback={null}>
        <Implementation {...props} />
      </Suspense>
    );
  }
  return Overlay;
}

export const Dialog = lazyOverlay<DialogProps>(() => import('./Dialog').then((m) => m.Dialog));
export const BottomSheet = lazyOverlay<BottomSheetProps>(() => import('./BottomSheet').then((m) => m.BottomSheet));
export const ConfirmDialog = lazyOverlay<ConfirmDialogProps>(() => import('./ConfirmDialog').then((m) => m.ConfirmDialog));

/** Fetches the overlay code ahead of the first open (the host calls it once the page is idle). */
export function preloadOverlays(): void {
  void import('./Dialog');
  void import('./ConfirmDialog');
  void import('./BottomSheet');
}
