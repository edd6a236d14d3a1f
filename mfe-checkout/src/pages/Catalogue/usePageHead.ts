import { createContext, useContext, useEffect } from 'react';
import { PAGE_HEAD_ATTRIBUTE } from '@mall/shared';
import type { PageHead } from '@mall/shared/ssr';

export type { PageHead };

/**
 * On the server, what the page says of itself is handed to the renderer (effects do not run there),
 * which sends it to the host for the document's head (issue 32). In the browser there is none.
 */
export const ServerPageHead = createContext<((head: PageHead) => void) | null>(null);

/**
 * A head element (the description or canonical link) and what to put back when the page leaves (null:
 * take it away). One the server wrote for this page carries the shell's text in its mark ('' for none).
 */
function headElement<K extends 'meta' | 'link'>(tag: K, selector: string, read: (element: HTMLElementTagNameMap[K]) => string, init: (element: HTMLElementTagNameMap[K]) => void) {
  const found = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (found) {
    const shell = found.getAttribute(PAGE_HEAD_ATTRIBUTE);
    found.removeAttribute(PAGE_HEAD_ATTRIBUTE);
    return { element: found, before: shell === null ? read(found) : shell || null };
  }
  const element = document.createElement(tag);
  init(element);
  document.head.append(element);
  return { element, before: null };
}

/** The title before this page: the shell's, also when the server wrote this page's in its place. */
function titleBefore(): string {
  const element = document.head.querySelector('title');
  const shell = element?.getAttribute(PAGE_HEAD_ATTRIBUTE) ?? null;
  element?.removeAttribute(PAGE_HEAD_ATTRIBUTE);
  return shell ?? document.title;
}

/**
 * Sets the document's title, description and canonical URL while the page is shown, and puts back
 * what was there before it when it leaves (the shell's, when the server wrote this page's head).
 * `null` while the page has nothing to name. On the server it hands the head to the renderer.
 */
export function usePageHead(head: PageHead | null) {
  const { title = '', description = '', canonicalPath = '' } = head ?? {};
  const ready = head !== null;
  const server = useContext(ServerPageHead);
  if (server && head) server(head);
  useEffect(() => {
    // Until the page knows what it shows (its category's name), the head stays as it was.
    if (!ready) return;
    const before = titleBefore();
    document.title = title;
    const meta = headElement('meta', 'meta[name="description"]', (element) => element.content, (element) => (element.name = 'description'));
    meta.element.content = description;
    const link = headElement('link', 'link[rel="canonical"]', (element) => element.getAttribute('href') ?? '', (element) => (element.rel = 'canonical'));
    link.element.href = new URL(canonicalPath, window.location.origin).href;
    return () => {
      document.title = before;
      for (const { element, before: was } of [meta, link]) {
        if (was === null) element.remove();
        else if (element instanceof HTMLMetaElement) element.content = was;
        else element.setAttribute('href', was);
      }
    };
  }, [ready, title, description, canonicalPath]);
}
