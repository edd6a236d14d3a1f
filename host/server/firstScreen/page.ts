import { FIRST_SCREEN_DATA_ID, FRAME_DATA_ID, PAGE_HEAD_ATTRIBUTE, VISITOR_DATA_ID, type FrameData, type VisitorData } from '@mall/shared';
import type { PageHead } from '@mall/shared/ssr';
import type { FirstScreen } from './index';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The page's title, description and canonical URL (on `origin`, the address crawlers reached) in
 * place of the shell's, each marked as the page's own (PAGE_HEAD_ATTRIBUTE, whose value is the
 * shell's text, '' for none): the app puts the shell's back when it leaves the page.
 */
function withPageHead(page: string, head: PageHead, origin: string): string {
  const shellTitle = /<title>([^<]*)<\/title>/.exec(page);
  const shellDescription = /<meta name="description" content="([^"]*)"\s*\/?>/.exec(page);
  const shell = (found: RegExpExecArray | null) => `${PAGE_HEAD_ATTRIBUTE}="${(found?.[1] ?? '').replace(/"/g, '&quot;')}"`;
  const tags =
    `<title ${shell(shellTitle)}>${escapeText(head.title)}</title>` +
    `<meta name="description" content="${escapeAttribute(head.description)}" ${shell(shellDescription)}>` +
    `<link rel="canonical" href="${escapeAttribute(new URL(head.canonicalPath, origin).href)}" ${PAGE_HEAD_ATTRIBUTE}="">`;
  const withoutShell = [shellTitle, shellDescription].reduce((html, found) => (found ? html.replace(found[0], '') : html), page);
  return withoutShell.replace('</head>', () => `${tags}</head>`);
}

/** JSON inside a (non-executed) script element: '<' escaped so no value can close the element. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * renderToString puts the resources it hoists (<link rel="preload" as="image">) before the markup, and
 * renderToMarkup the texts it formatted (a JSON data element, no '<' inside): split off for the head.
 */
export function splitHoisted(html: string): { hoisted: string; markup: string } {
  const hoisted = /^(?:<link [^>]*>|<script type="application\/json" data-formatted>[^<]*<\/script>)*/.exec(html)?.[0] ?? '';
  return { hoisted, markup: html.slice(hoisted.length) };
}

/**
 * index.html with a server-rendered first screen: its language on <html>, the stylesheets that style
 * it and the image preloads React hoisted out of the markup in the head, the markup as the app's
 * root's content, which the app hydrates (issue 29), the data after it (type application/json:
 * data, not a script, so the CSP has nothing to allow). A page that names its head (a listing) gets
 * its title, description and canonical URL on `origin`.
 */
export function firstScreenPage(page: string, screen: FirstScreen, stylesheets: string[], origin = 'http://localhost'): string {
  const { hoisted, markup } = splitHoisted(screen.html);
  const head = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('') + hoisted;
  // Its links work as plain links before the app has hydrated them; its buttons show they are not ready (data-hydrating).
  const body = `<div id="root">${markup}</div><script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${inlineJson(screen.data)}</script>`;
  const withHead = screen.head ? withPageHead(page, screen.head, origin) : page;
  const withLanguage = withHead.replace(/<html lang=[^ >]*/, `<html lang="${escapeAttribute(screen.language)}"`);
  const rootTag = /<div id=("?)root\1><\/div>/;
  if (!rootTag.test(withLanguage)) throw new Error('index.html has no empty #root');
  // Replacer functions: a '$' in a seller's text must not be read as a replacement pattern.
  return withLanguage.replace('</head>', () => `${head}</head>`).replace(rootTag, () => body);
}

/** A page with a data element at the end of its body (type application/json: data, not a script). */
function withPageData(page: string, id: string, value: unknown): string {
  if (!page.includes('</body>')) throw new Error('index.html has no </body>');
  return page.replace('</body>', () => `<script type="application/json" id="${id}">${inlineJson(value)}</script></body>`);
}

/**
 * A page the server sends (with or without a first screen) with the frame's data at the end of its
 * body, as JSON the app reads at start instead of asking mall-api. Without the data, the page as it was.
 */
export function withFrameData(page: string, frame: FrameData | null): string {
  return frame ? withPageData(page, FRAME_DATA_ID, frame) : page;
}

/** A page with the visitor's data (who is logged in, the cart's count); without it, the page as it was. */
export function withVisitorData(page: string, visitor: VisitorData | null): string {
  return visitor ? withPageData(page, VISITOR_DATA_ID, visitor) : page;
}
