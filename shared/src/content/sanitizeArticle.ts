import DOMPurify from 'dompurify';

/**
 * Article HTML comes from the content service (editors, imports): it is cleaned by DOMPurify, a
 * well-kept sanitizer, before React renders it, never injected raw. Only plain HTML survives
 * (no script, style, forms, frames or event handlers); links to other sites open in a new tab.
 */
export function sanitizeArticle(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of clean.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href)) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
  const holder = document.createElement('div');
  holder.append(clean);
  return holder.innerHTML;
}
