import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { seedFrameData, seedVisitorQueries, visitorStores, type FrameData, type VisitorData } from '../firstScreen';
import { collectFormatted, FORMATTED_ATTRIBUTE } from '../format';
import { ServerMediaContext } from '../ui/serverMedia';
import { MOBILE_QUERY } from '../ui/useMediaQuery';
import { regionIdentifierPrefix } from '../region/identifierPrefix';
import { withStoreState } from './storeState';

export interface ServerRenderOptions {
  i18n: I18n;
  /** The viewport guessed from the request (the app's layouts differ below 768 px). */
  mobile: boolean;
  /** The path with its query string. */
  location: string;
  frame: FrameData | null;
  visitor: VisitorData | null;
  /** Puts the region's own data into the queries under the screens' keys. */
  seed?: (client: QueryClient) => void;
  /**
   * A remote's region: drawn as a root of its own, as the browser hydrates it (`hydrateRegion`), its
   * `useId` ids prefixed with the bundle's name. Not for the host's frame or a fragment's markup.
   */
  region?: string;
  /** The time zone the visitor's dates are written in (their cookie's, else the mall's): the page says it, the browser keeps it. */
  timeZone?: string;
}

/**
 * The texts the render formatted, as data for the page's head (format.ts: the browser reuses them
 * rather than build its first Intl formatter while hydrating). Put before the markup, as React puts
 * the resources it hoists: the host's server moves both into the head. '<' escaped: no text can
 * close the element.
 */
function formattedElement(texts: Record<string, string>): string {
  if (Object.keys(texts).length === 0) return '';
  return `<script type="application/json" ${FORMATTED_ATTRIBUTE}>${JSON.stringify(texts).replace(/</g, '\\u003c')}</script>`;
}

/**
 * Markup as the app draws it, for one visitor, with the app's providers around it: their language,
 * the viewport, the route, the queries seeded with what the server fetched (queries it did not fetch
 * render as the app's own loading or empty state: no effects run here, nothing is fetched) and the
 * stores showing them. React escapes every text and attribute (product names come from sellers).
 * The host's frame and each remote's region are drawn with it, each from its own copy of @mall/shared.
 */
export function renderToMarkup(element: ReactNode, { i18n, mobile, location, frame, visitor, seed, region, timeZone }: ServerRenderOptions): string {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  seedFrameData(queryClient, frame, i18n.language);
  seedVisitorQueries(queryClient, visitor);
  seed?.(queryClient);
  try {
    const { result: markup, texts } = collectFormatted(() => withStoreState(visitorStores(frame, visitor), () =>
      renderToString(
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <ServerMediaContext.Provider value={(query) => (query === MOBILE_QUERY ? mobile : false)}>
              <StaticRouter location={location}>{element}</StaticRouter>
            </ServerMediaContext.Provider>
          </QueryClientProvider>
        </I18nextProvider>,
        region ? { identifierPrefix: regionIdentifierPrefix(region) } : undefined,
      ),
    ), timeZone);
    return formattedElement(texts) + markup;
  } finally {
    queryClient.clear();
  }
}
