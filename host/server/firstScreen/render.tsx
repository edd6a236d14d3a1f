import { renderToMarkup, serverTexts } from '@mall/shared/ssr';
import type { FrameData, Language, VisitorData } from '@mall/shared';
import type { QueryClient } from '@tanstack/react-query';
import { AppTree, HOST_SCREENS } from '../../src/App';
import { RemoteScreen } from '../../src/federation/remoteScreenLoader';
import type { ServedRegions } from '../../src/federation/servedRegions';
import shellDe from '../../src/i18n/de';
import shellEn from '../../src/i18n/en';
import shellZh from '../../src/i18n/zh-CN';

// The shell's own texts: a remote's region comes drawn, in its own texts, by the remote's renderer.
const texts = serverTexts({ shell: { en: shellEn, 'zh-CN': shellZh, de: shellDe } });

export interface RenderOptions {
  language: Language;
  /** The viewport guessed from the request (the app's layouts differ below 768 px). */
  mobile: boolean;
  /** The path with its query string. */
  location: string;
  /** The frame's data (the footer's columns and articles, the site's settings), if the server has it. */
  frame: FrameData | null;
  /** The visitor's data (who is logged in, the cart's count): their own page, as they will see it. */
  visitor: VisitorData | null;
  seed?: (client: QueryClient) => void;
  /** The time zone the page's dates are written in (the page says it). */
  timeZone?: string;
}

/** The host's screens the server draws and where remotes' regions mount, loaded once (the app's own tree renders them without suspending). */
export const hostScreensReady = Promise.all([HOST_SCREENS.Home.preload(), RemoteScreen.preload()]);

/**
 * The page's markup (issue 29): the app's own tree, as the browser renders it while hydrating, with
 * each remote's region as that remote's renderer drew it (the host never renders another team's
 * components, it places their markup where the app mounts them).
 */
export function renderPage(served: ServedRegions, { language, ...options }: RenderOptions): string {
  return renderToMarkup(<AppTree served={served} />, { i18n: texts(language), ...options });
}
