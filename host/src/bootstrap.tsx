import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  appRootElement, configureApi, createQueryClient, initI18n, provideFragmentLoader, readFirstScreenData, readFrameData, readVisitorData, registerNamespace,
  seedFirstScreenData, seedFrameData, seedVisitorData,
} from '@mall/shared';
import { App } from './App';
import { loadConfig } from './config';
import { registerStorefrontRemotes } from './federation/remotes';
import { load } from './federation/useRemoteModule';
import './styles.css';

registerNamespace('shell', {
  en: () => import('./i18n/en'),
  'zh-CN': () => import('./i18n/zh-CN'),
  de: () => import('./i18n/de'),
});

async function start() {
  const config = await loadConfig();
  configureApi({ baseUrl: config.apiBase, product: config.product });
  registerStorefrontRemotes(config);
  // Remotes embed each other's fragments through the host's federation runtime.
  provideFragmentLoader(load);
  await initI18n(undefined, ['common', 'shell']);
  const root = appRootElement();
  if (!root) throw new Error('#root missing from index.html');
  const queryClient = createQueryClient();
  // The data the server rendered the first screen with (issue 16): not fetched a second time.
  const firstScreen = readFirstScreenData();
  seedFirstScreenData(queryClient, firstScreen?.path === window.location.pathname ? firstScreen : null);
  // The footer's articles and the site's settings, which the server puts into every page.
  seedFrameData(queryClient, readFrameData());
  // Who is logged in and the cart's count, which the server asked mall-api for with the visitor's cookie.
  seedVisitorData(queryClient, readVisitorData());
  // The first render as a transition: React renders it in slices between which the browser may
  // paint and take input, not in one long task (issue 16: the render was a 270 ms task on a
  // throttled phone). The server's first screen is on view meanwhile.
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(<App queryClient={queryClient} />));
}

void start();
