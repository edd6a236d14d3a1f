import { createRoot } from 'react-dom/client';
import { appRootElement, configureApi, createQueryClient, initI18n, provideFragmentLoader, readFirstScreenData, registerNamespace, seedFirstScreenData } from '@mall/shared';
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
  createRoot(root).render(<App queryClient={queryClient} />);
}

void start();
