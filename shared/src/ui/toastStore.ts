import type { ReactNode } from 'react';
import { create } from 'zustand';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface ToastOptions {
  /** Milliseconds before the toast leaves by itself; `Infinity` keeps it until dismissed. */
  duration?: number;
  /** Reusing an id replaces that toast instead of stacking a copy (e.g. repeated "copy successful"). */
  id?: string;
}

export interface ToastItem {
  id: string;
  kind: ToastKind;
  message: ReactNode;
  duration: number;
  /** Changes on every show, so showing the same id again restarts its timer. */
  serial: number;
}

export const DEFAULT_TOAST_DURATION = 3000;
/** More than this on screen at once is noise; the oldest goes first. */
const MAX_TOASTS = 4;

interface ToastState {
  toasts: ToastItem[];
  show(kind: ToastKind, message: ReactNode, options?: ToastOptions): string;
  dismiss(id: string): void;
  clear(): void;
}

let sequence = 0;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show(kind, message, options = {}) {
    const serial = ++sequence;
    const id = options.id ?? `toast-${serial}`;
    const item: ToastItem = { id, kind, message, duration: options.duration ?? DEFAULT_TOAST_DURATION, serial };
    set((state) => ({ toasts: [...state.toasts.filter((other) => other.id !== id), item].slice(-MAX_TOASTS) }));
    return id;
  },
  dismiss(id) {
    set((state) => ({ toasts: state.toasts.filter((item) => item.id !== id) }));
  },
  clear() {
    set({ toasts: [] });
  },
}));

/** Callable outside React (after a mutation, in an error handler); the host's one <Toaster/> shows it. */
export const toast = {
  success: (message: ReactNode, options?: ToastOptions) => useToastStore.getState().show('success', message, options),
  info: (message: ReactNode, options?: ToastOptions) => useToastStore.getState().show('info', message, options),
  warning: (message: ReactNode, options?: ToastOptions) => useToastStore.getState().show('warning', message, options),
  error: (message: ReactNode, options?: ToastOptions) => useToastStore.getState().show('error', message, options),
  dismiss: (id: string) => useToastStore.getState().dismiss(id),
  clear: () => useToastStore.getState().clear(),
};
