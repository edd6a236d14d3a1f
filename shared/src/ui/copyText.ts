/** Copies `text` to the clipboard; resolves false when the browser allows neither way. */
export async function copyText(text: string): Promise<boolean> {
  // Typed as always there, but missing on plain http and in older in-app browsers.
  const clipboard = globalThis.navigator?.clipboard as Clipboard | undefined;
  try {
    if (clipboard) {
      await clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (insecure origin, no permission, unfocused document): try the old way below.
  }
  return copyWithTextarea(text);
}

/** The pre-Clipboard-API way, still the only one on plain http and in some in-app browsers. */
function copyWithTextarea(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  // Off-screen but rendered: a display:none textarea cannot be selected.
  textarea.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0;';
  document.body.appendChild(textarea);
  // Focus then select: some browsers copy only the selection of the focused element.
  textarea.focus({ preventScroll: true });
  textarea.select();
  textarea.setSelectionRange(0, text.length); // iOS ignores select() alone
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    textarea.remove();
    previousFocus?.focus();
  }
  return copied;
}
