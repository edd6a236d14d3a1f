import { createRoot } from 'react-dom/client';
import { configureApi, createQueryClient, initI18n, provideFragmentLoader, registerNamespace } from '@mall/shared';
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
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(<App queryClient={createQueryClient()} />);
}

void start();
