/** Where the server's markup is not hydrated yet (issue 29): the frame or a region the app has not taken over. */
export const NOT_HYDRATED = '[data-hydrating]';

/**
 * A form the server drew, submitted before the app has hydrated it, would send the page away as a
 * plain GET of its fields (issue 29): kept back, as its button shows it is not ready yet; except a
 * form whose method is GET (issue 32: the search), for which that is the plain behaviour meant. In the
 * capture phase on the document, ahead of React's own listeners on #root.
 */
export function holdEarlySubmits(doc: Document = document): void {
  doc.addEventListener(
    'submit',
    (event) => {
      // A form that says method="get" (the top bar's search) is a plain link with fields: it goes as drawn.
      if (event.target instanceof HTMLFormElement && event.target.getAttribute('method')?.toLowerCase() === 'get') return;
      if (event.target instanceof Element && event.target.closest(NOT_HYDRATED)) event.preventDefault();
    },
    true,
  );
}

/** How long a tap or choice on a control not hydrated yet is kept for its replay: later, the buyer has moved on. */
export const REPLAY_WITHIN_MS = 10_000;

/** What a tap is held on: a button or a control whose state a tap changes. */
export const CONTROL = 'button, [role="button"], input[type="checkbox"], input[type="radio"], summary';

/** Where the page's early script (host/server/earlyTaps.ts) keeps what it heard until this module takes over. */
export const EARLY_TAPS_GLOBAL = '__mallEarlyTaps';
type EarlyTaps = { taps: Array<{ control: HTMLElement; at: number }>; stop: () => void };

/** The taps the early script heard (it stops listening: this module's listeners take over), or none. */
function takeOverEarlyTaps(): EarlyTaps['taps'] {
  const early = (globalThis as { [EARLY_TAPS_GLOBAL]?: EarlyTaps })[EARLY_TAPS_GLOBAL];
  if (!early) return [];
  early.stop();
  delete (globalThis as { [EARLY_TAPS_GLOBAL]?: EarlyTaps })[EARLY_TAPS_GLOBAL];
  return early.taps;
}

type Held = { control: HTMLElement; at: number; replay: () => void };

/**
 * Keeps the buyer's last early action on a control of the server's markup and replays it on the same
 * node once the app has hydrated it (issue 29: hydration keeps the server's nodes). Only the last,
 * within REPLAY_WITHIN_MS, and not on a control that was disabled or went away meanwhile.
 */
function holdForReplay(doc: Document, now: () => number): (control: HTMLElement, replay: () => void, at?: number) => void {
  let held: Held | null = null;
  let watching: MutationObserver | null = null;
  const replayWhenReady = () => {
    if (!held || (held.control.isConnected && held.control.closest(NOT_HYDRATED))) return;
    const { control, at, replay } = held;
    held = null;
    watching?.disconnect();
    watching = null;
    const disabled = 'disabled' in control ? Boolean(control.disabled) : false;
    if (control.isConnected && !disabled && now() - at <= REPLAY_WITHIN_MS) replay();
  };
  return (control, replay, at = now()) => {
    held = { control, at, replay };
    if (watching) return;
    watching = new MutationObserver(replayWhenReady);
    watching.observe(doc.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-hydrating'] });
  };
}

/**
 * A tap given again, whole: press, focus, release, click. A control may act on any of them (a tab on
 * the press, Radix's menus on the pointer's press, a button on the click); a click alone left an early
 * tap on the order list's tabs lost.
 */
function tapAgain(control: HTMLElement): void {
  const tap = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1, view: control.ownerDocument.defaultView };
  const Pointer = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
  control.dispatchEvent(new Pointer('pointerdown', { ...tap, isPrimary: true }));
  control.dispatchEvent(new MouseEvent('mousedown', tap));
  control.focus({ preventScroll: true });
  control.dispatchEvent(new Pointer('pointerup', { ...tap, buttons: 0, isPrimary: true }));
  control.dispatchEvent(new MouseEvent('mouseup', { ...tap, buttons: 0 }));
  control.click();
}

/**
 * A tap on a button, or a choice in a select (the language switch), of the server's markup before
 * the app has hydrated it is replayed once it is. React listens only from hydrateRoot on, drops a tap
 * on content it has not hydrated and puts a select back to its state's value when hydrating it; so
 * both are taken here, in the capture phase on the document, ahead of React's listeners on #root.
 * Links are not held: they work as plain links.
 */
export function replayEarlyTaps(doc: Document = document, now: () => number = Date.now): void {
  const hold = holdForReplay(doc, now);
  doc.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROL) : null;
      if (!control?.closest(NOT_HYDRATED)) return;
      event.preventDefault();
      event.stopPropagation();
      hold(control, () => tapAgain(control));
    },
    true,
  );
  const holdChoice = (select: HTMLSelectElement) => {
    const chosen = select.value;
    hold(select, () => {
      select.value = chosen;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };
  // 'input' comes first, and React, hearing it, hydrates the select at once and puts its value back
  // before 'change' comes: the choice is read at 'input', and both are kept from React.
  for (const type of ['input', 'change']) {
    doc.addEventListener(
      type,
      (event) => {
        const select = event.target;
        if (!(select instanceof HTMLSelectElement) || !select.closest(NOT_HYDRATED)) return;
        event.stopPropagation();
        if (type === 'input') holdChoice(select);
      },
      true,
    );
  }
  // A tap before this script ran, heard by the page's early script: the last is held as if heard here.
  const early = takeOverEarlyTaps().at(-1);
  if (early) hold(early.control, () => tapAgain(early.control), early.at);
  // A choice made before this script ran (the page was drawn, its scripts still on their way) was
  // heard by no one: the select differs from the option the server drew selected.
  for (const select of doc.querySelectorAll<HTMLSelectElement>(`${NOT_HYDRATED} select`)) {
    const drawn = Array.from(select.options).find((option) => option.defaultSelected);
    if (drawn && select.value !== drawn.value) holdChoice(select);
  }
}

type TextField = HTMLInputElement | HTMLTextAreaElement;
const UNTYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image', 'hidden']);
const isTextField = (target: EventTarget | null): target is TextField =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !UNTYPED.has(target.type));

/**
 * Gives the app a field's typed text the way React reads a change: React keeps the value it last saw
 * in a tracker that the element's own `value` setter updates; the drawn value is set through it, the
 * typed one through the prototype's setter (the tracker still holds the drawn one), then the event.
 */
function handToApp(field: TextField, typed: string): void {
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Text typed into a field of the server's markup before the app hydrated it is handed to the app once
 * it has (issue 29): React takes the field as drawn and its state never saw the keys, so Enter then
 * searched for nothing (React 19's own replay of such changes is behind a flag). The last text of each
 * field is kept, from the first script on (a field typed into before it differs from its drawn value).
 */
export function replayEarlyTyping(doc: Document = document): void {
  const typed = new Map<TextField, string>();
  let watching: MutationObserver | null = null;
  const handOver = () => {
    for (const [field, text] of typed) {
      if (field.isConnected && field.closest(NOT_HYDRATED)) continue;
      typed.delete(field);
      if (field.isConnected) handToApp(field, text);
    }
    if (typed.size === 0) {
      watching?.disconnect();
      watching = null;
    }
  };
  const keep = (field: TextField) => {
    typed.set(field, field.value);
    if (watching) return;
    watching = new MutationObserver(handOver);
    watching.observe(doc.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-hydrating'] });
  };
  doc.addEventListener(
    'input',
    (event) => {
      if (isTextField(event.target) && event.target.closest(NOT_HYDRATED)) keep(event.target);
    },
    true,
  );
  for (const field of doc.querySelectorAll<TextField>(`${NOT_HYDRATED} input, ${NOT_HYDRATED} textarea`)) {
    if (isTextField(field) && field.value !== field.defaultValue) keep(field);
  }
}
