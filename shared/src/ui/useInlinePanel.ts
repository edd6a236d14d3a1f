import { useEffect, useRef, useState } from 'react';

/**
 * A panel shown in place of the button that opens it (the region picker inside a form). The button
 * is gone while the panel is open, so closing the panel would leave focus on nothing; `close` puts
 * it back on the (re-rendered) opener. `dismiss` closes without moving focus, for closes the buyer
 * did not ask for from inside the panel (e.g. another country was chosen in its own field).
 */
export function useInlinePanel<T extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const opener = useRef<T>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    opener.current?.focus();
  }, [open]);
  return {
    open,
    opener,
    show: () => setOpen(true),
    close: () => {
      refocus.current = true;
      setOpen(false);
    },
    dismiss: () => setOpen(false),
  };
}
