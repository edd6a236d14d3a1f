import * as v from 'valibot';
import { FirstScreenData, FrameData } from '../firstScreen';
import { VisitorData } from '../visitorData';
import { SUPPORTED_LANGUAGES } from '../i18n';

/**
 * What the host's server asks a remote's server renderer (issue 29): one route's first screen for one
 * visitor. It crosses a worker's message port, so it is plain data: the visitor's headers for the
 * visitor's own calls, the frame's and the visitor's data the host already has.
 */
export const RemoteRenderRequest = v.object({
  path: v.string(),
  /** The query string ('' or '?...'): the screens read it too (the product page's ?skuId=, the order list's tab). */
  search: v.string(),
  language: v.picklist(SUPPORTED_LANGUAGES),
  /** The viewport guessed from the request (the app's layouts differ below 768 px). */
  mobile: v.boolean(),
  /** The visitor's cookie and forwarded address, sent with the visitor's own calls (none: nobody's). */
  headers: v.record(v.string(), v.string()),
  apiBase: v.string(),
  product: v.string(),
  /** How long the renderer may wait for mall-api (the host's budget for the whole region is a little more). */
  timeoutMs: v.number(),
  frame: v.nullable(FrameData),
  visitor: v.nullable(VisitorData),
  /** The time zone the page's dates are written in (the page says it; the browser hydrates with it). */
  timeZone: v.optional(v.string()),
});
export type RemoteRenderRequest = v.InferOutput<typeof RemoteRenderRequest>;

/**
 * What a page says of itself in the document's head: its title, description and canonical path (with
 * the query that makes it another page), a path of this site (never '//' or '/\': another site's URL).
 */
export const PageHead = v.object({ title: v.string(), description: v.string(), canonicalPath: v.pipe(v.string(), v.maxLength(2_000), v.regex(/^\/(?![/\\])/)) });
export type PageHead = v.InferOutput<typeof PageHead>;

/**
 * A region the remote drew: its markup, and the data it drew from, which the host puts into the page
 * for the app (the first screen's `item`, the visitor's own parts: order list, order, cart, checkout).
 */
export const RemoteRegion = v.object({
  html: v.string(),
  firstScreen: v.optional(v.object({ answeredAt: v.optional(v.number()), item: FirstScreenData.entries.item, catalogue: FirstScreenData.entries.catalogue })),
  /** The page's head (a listing's, issue 32), which the host writes into the document's head. */
  head: v.optional(PageHead),
  visitor: v.optional(v.partial(v.pick(VisitorData, ['orderList', 'orderDetail', 'cart', 'checkout']))),
});
export type RemoteRegion = v.InferOutput<typeof RemoteRegion>;

/** Fragments other teams' pages embed, drawn on the server: one markup per set of props. */
export const RemoteFragmentsRequest = v.object({
  fragment: v.string(),
  props: v.array(v.unknown()),
  language: v.picklist(SUPPORTED_LANGUAGES),
  mobile: v.boolean(),
});
export type RemoteFragmentsRequest = v.InferOutput<typeof RemoteFragmentsRequest>;

/** What a remote's exposed `./ssr` module is. */
export interface RemoteServerRenderer {
  /** The build this renderer is (the same id as its browser build's manifest). */
  buildId: string;
  /** The route paths (as the route table writes them) whose first screen it draws. */
  paths: readonly string[];
  /** The region of one route, or null: not this visitor's to see on the server, or its data did not come (the app then draws it). */
  render(request: RemoteRenderRequest): Promise<RemoteRegion | null>;
  /** Its fragments' markup, one per props, or null for a fragment it does not draw on the server. */
  renderFragments?(request: RemoteFragmentsRequest): Promise<string[] | null>;
}
