import { FIRST_SCREEN_DATA_ID, FIRST_SCREEN_ID, FRAME_DATA_ID, VISITOR_DATA_ID, type FrameData, type VisitorData } from '@mall/shared';
import type { FirstScreen } from './index';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON inside a (non-executed) script element: '<' escaped so no value can close the element. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

// The server copy's controls: a button, field or list there has no handler until the app is ready.
const CONTROL = /<(button|input|select|textarea)(?=[\s>/])/g;

/**
 * The server's copy usable before the app is there (issue 29): its links are plain links, which work
 * at once (a tap on a product navigates, however early); its controls are disabled, so they show they
 * are not ready yet instead of swallowing a tap or what the buyer types.
 */
export const controlsNotReady = (markup: string): string => markup.replace(CONTROL, '<$1 disabled');

/**
 * index.html with a server-rendered first screen: its language on <html>, the stylesheets that style
 * it and the image preloads React hoisted out of the markup in the head, the markup before the app's root, the
 * data after it (type application/json: data, not a script, so the CSP has nothing to allow).
 */
export function firstScreenPage(page: string, screen: FirstScreen, stylesheets: string[]): string {
  // renderToString puts the resources it hoists (<link rel="preload" as="image">) before the markup.
  const hoisted = /^(?:<link [^>]*>)*/.exec(screen.html)?.[0] ?? '';
  const markup = screen.html.slice(hoisted.length);
  const head = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('') + hoisted;
  // Busy until the app's live copy takes its place (its links work meanwhile, its controls wait).
  const body = `<div id="${FIRST_SCREEN_ID}" aria-busy="true">${controlsNotReady(markup)}</div><div id="root"></div><script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${inlineJson(screen.data)}</script>`;
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
