import './styles.css';

/**
 * A macrotask boundary. The app's modules are in the chunks this one loaded with it, but running them
 * all at once made one long task of react-dom's, @mall/shared's and the app's set-up (84 ms on an
 * unthrottled core, 4 times that on Lighthouse's phone, issue 16). Between the steps below the
 * browser may paint and take input.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // Not in the task that ran the last of these chunks' scripts.
  await nextTask();
  // "eager": in this chunk, loaded with it (no request after a request), evaluated only here.
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const shared = await import(/* webpackMode: "eager" */ '@mall/shared');
  await nextTask();
  const [{ startTransition }, { App }, { loadConfig }, { registerStorefrontRemotes }, { load }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ './App'),
    import(/* webpackMode: "eager" */ './config'),
    import(/* webpackMode: "eager" */ './federation/remotes'),
    import(/* webpackMode: "eager" */ './federation/useRemoteModule'),
  ]);
  shared.registerNamespace('shell', {
    en: () => import('./i18n/en'),
    'zh-CN': () => import('./i18n/zh-CN'),
    de: () => import('./i18n/de'),
  });
  const config = await loadConfig();
  shared.configureApi({ baseUrl: config.apiBase, product: config.product });
  // The remote builds the server drew this page with: the page loads exactly those (issue 29: no flip to a newer one).
  const firstScreen = shared.readFirstScreenData();
  // Begun early: a page with a part of its own (orders, cart, checkout) loads that part's schemas.
  const visitor = shared.readVisitorData();
  registerStorefrontRemotes(config, firstScreen?.remoteBuilds);
  // Remotes embed each other's fragments through the host's federation runtime.
  shared.provideFragmentLoader(load);
  await shared.initI18n(undefined, ['common', 'shell']);
  const root = shared.appRootElement();
  if (!root) throw new Error('#root missing from index.html');
  const queryClient = shared.createQueryClient();
  // The data the server rendered the first screen with (issue 16): not fetched a second time.
  shared.seedFirstScreenData(queryClient, firstScreen?.path === window.location.pathname ? firstScreen : null);
  // The footer's articles and the site's settings, which the server puts into every page.
  shared.seedFrameData(queryClient, shared.readFrameData());
  // Who is logged in and the cart's count, which the server asked mall-api for with the visitor's cookie.
  shared.seedVisitorData(queryClient, await visitor);
  // The first render as a transition: React renders it in slices between which the browser may
  // paint and take input, not in one long task (issue 16: the render was a 270 ms task on a
  // throttled phone). The server's first screen is on view meanwhile.
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(<App queryClient={queryClient} />));
}

void start();
