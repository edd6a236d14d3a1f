import { FIRST_SCREEN_DATA_ID, FRAME_DATA_ID, VISITOR_DATA_ID, type FrameData, type VisitorData } from '@mall/shared';
import type { FirstScreen } from './index';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON inside a (non-executed) script element: '<' escaped so no value can close the element. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** renderToString puts the resources it hoists (<link rel="preload" as="image">) before the markup: split off for the head. */
export function splitHoisted(html: string): { hoisted: string; markup: string } {
  const hoisted = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? '';
  return { hoisted, markup: html.slice(hoisted.length) };
}

/**
 * index.html with a server-rendered first screen: its language on <html>, the stylesheets that style
 * it and the image preloads React hoisted out of the markup in the head, the markup as the app's
 * root's content, which the app hydrates (issue 29), the data after it (type application/json:
 * data, not a script, so the CSP has nothing to allow).
 */
export function firstScreenPage(page: string, screen: FirstScreen, stylesheets: string[]): string {
  const { hoisted, markup } = splitHoisted(screen.html);
  const head = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('') + hoisted;
  // Its links work as plain links before the app has hydrated them; its buttons show they are not ready (data-hydrating).
  const body = `<div id="root">${markup}</div><script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${inlineJson(screen.data)}</script>`;
  const withLanguage = page.replace(/<html lang=[^ >]*/, `<html lang="${escapeAttribute(screen.language)}"`);
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
