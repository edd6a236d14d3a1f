import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoader, type FrameData, type Language, type RemoteBundle, type VisitorData } from '@mall/shared';
import type { ProductCard } from '@mall/shared/contract';
import { renderToMarkup, serverTexts } from '@mall/shared/ssr';
import type { QueryClient } from '@tanstack/react-query';
import { Layout } from '../../src/layout/Layout';
import { HomeFrame, ProductGrid } from '../../src/pages/Home/Home';
import { RemoteFallback } from '../../src/federation/RemoteFallback';
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
}

/**
 * Markup a remote drew, in the host's frame (issue 29): the host never renders a remote's components,
 * only places the HTML its renderer sent. The wrapper takes no box (`display: contents`).
 */
export function RemoteRegionMarkup({ bundle, html }: { bundle: string; html: string }) {
  return <div className="shell-remote-region" data-region={bundle} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A remote's region: its markup, or the app's loader where the remote drew nothing (the browser draws it). */
export const regionContent = (bundle: string, html: string | null): ReactNode => (html === null ? <PageLoader /> : <RemoteRegionMarkup bundle={bundle} html={html} />);

/** The notice the app shows for a remote that cannot load, with Retry: the remote is away (its pages load in no browser either). */
export function unavailableContent(bundle: RemoteBundle): ReactNode {
  return <RemoteFallback bundle={bundle} onRetry={() => undefined} />;
}

/**
 * The home: the shell's hero and grid, each card drawn by checkout (its fragment); the loader without
 * them; checkout's contained notice while checkout is away, as the app shows it.
 */
export function homeContent(items: ProductCard[], cards: string[] | null | 'unavailable'): ReactNode {
  if (cards === 'unavailable') return <HomeFrame>{unavailableContent('checkout')}</HomeFrame>;
  const byItem = new Map(items.map((item, index) => [item.itemId, cards?.[index] ?? '']));
  const Card = ({ item }: { item: ProductCard }) => <RemoteRegionMarkup bundle="checkout" html={byItem.get(item.itemId) ?? ''} />;
  return <HomeFrame>{cards ? <ProductGrid items={items} Card={Card} /> : <PageLoader />}</HomeFrame>;
}

/** The page's markup: the app's own frame (top bar, footer) around the route's content. */
export function renderPage(content: ReactNode, { language, ...options }: RenderOptions): string {
  return renderToMarkup(
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={content} />
      </Route>
    </Routes>,
    { i18n: texts(language), ...options },
  );
}
