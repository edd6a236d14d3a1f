import { useEffect } from 'react';

export interface PageHead {
  title: string;
  description: string;
  /** The page's one address for search engines: path and the query that makes it another page (not filters). */
  canonicalPath: string;
}

/** The <meta name="description"> or <link rel="canonical"> in the head, made when the page has none. */
function headElement<K extends 'meta' | 'link'>(tag: K, selector: string, init: (element: HTMLElementTagNameMap[K]) => void) {
  const found = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (found) return { element: found, made: false };
  const element = document.createElement(tag);
  init(element);
  document.head.append(element);
  return { element, made: true };
}

/**
 * Sets the document's title, description and canonical URL while the page is shown, and puts back
 * what was there when it leaves. In the browser: the storefront has no head mechanism for a region
 * the server draws (the listing is not server-drawn yet), so crawlers that run scripts read these.
 * `null` while the page has nothing to name.
 */
export function usePageHead(head: PageHead | null) {
  const { title = '', description = '', canonicalPath = '' } = head ?? {};
  const ready = head !== null;
  useEffect(() => {
    // Until the page knows what it shows (its category's name), the head stays as it was.
    if (!ready) return;
    const before = document.title;
    document.title = title;
    const meta = headElement('meta', 'meta[name="description"]', (element) => (element.name = 'description'));
    const beforeDescription = meta.element.content;
    meta.element.content = description;
    const link = headElement('link', 'link[rel="canonical"]', (element) => (element.rel = 'canonical'));
    const beforeHref = link.element.getAttribute('href');
    link.element.href = new URL(canonicalPath, window.location.origin).href;
    return () => {
      document.title = before;
      meta.element.content = beforeDescription;
      if (link.made) link.element.remove();
      else if (beforeHref !== null) link.element.setAttribute('href', beforeHref);
      if (meta.made) meta.element.remove();
    };
  }, [ready, title, description, canonicalPath]);
}
