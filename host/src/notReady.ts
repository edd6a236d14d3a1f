/** Where the server's markup is not hydrated yet (issue 29): the frame or a region the app has not taken over. */
export const NOT_HYDRATED = '[data-hydrating]';

/**
 * A form the server drew, submitted before the app has hydrated it, would send the page away as a
 * plain GET of its fields (issue 29): kept back, as its button shows it is not ready yet. In the
 * capture phase on the document, ahead of React's own listeners on #root.
 */
export function holdEarlySubmits(doc: Document = document): void {
  doc.addEventListener(
    'submit',
    (event) => {
      if (event.target instanceof Element && event.target.closest(NOT_HYDRATED)) event.preventDefault();
    },
    true,
  );
}

/** How long a tap on a control not hydrated yet is kept for its replay: later, the buyer has moved on. */
export const REPLAY_WITHIN_MS = 10_000;

const CONTROL = 'button, [role="button"], input[type="checkbox"], input[type="radio"], summary';

/**
 * A tap on a button of the server's markup before the app has hydrated it is replayed on the same
 * node once it is (issue 29: hydration keeps the server's nodes). React listens only from
 * hydrateRoot on, and drops a tap on content it has not hydrated; so it is taken here, in the
 * capture phase on the document, ahead of React's listeners on #root. Only the last tap, within
 * REPLAY_WITHIN_MS, and not on a control that was disabled or went away meanwhile. Links are not
 * held: they work as plain links.
 */
export function replayEarlyTaps(doc: Document = document, now: () => number = Date.now): void {
  let held: { control: HTMLElement; at: number } | null = null;
  let watching: MutationObserver | null = null;
  const replayWhenReady = () => {
    if (!held || (held.control.isConnected && held.control.closest(NOT_HYDRATED))) return;
    const { control, at } = held;
    held = null;
    watching?.disconnect();
    watching = null;
    const disabled = control instanceof HTMLButtonElement || control instanceof HTMLInputElement ? control.disabled : false;
    if (control.isConnected && !disabled && now() - at <= REPLAY_WITHIN_MS) control.click();
  };
  doc.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROL) : null;
      if (!control?.closest(NOT_HYDRATED)) return;
      event.preventDefault();
      event.stopPropagation();
      held = { control, at: now() };
      if (watching) return;
      watching = new MutationObserver(replayWhenReady);
      watching.observe(doc.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-hydrating'] });
    },
    true,
  );
}
