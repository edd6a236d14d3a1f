import { useRef } from 'react';

/**
 * Radix returns focus on close only to its own Trigger; our dialogs are mostly opened from elsewhere
 * (an order action button, a menu item), so remember whatever had focus on open and return to it.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) return; // gone (e.g. the row it lived in was removed): leave it to Radix
      event.preventDefault();
      target.focus();
    },
  };
}
