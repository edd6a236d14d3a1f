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
  const [{ startTransition }, { App }, { loadConfig }, { registerStorefrontRemotes }, { load }, { hydrateFirstScreen }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ './App'),
    import(/* webpackMode: "eager" */ './config'),
    import(/* webpackMode: "eager" */ './federation/remotes'),
    import(/* webpackMode: "eager" */ './federation/useRemoteModule'),
    import(/* webpackMode: "eager" */ './hydrate'),
  ]);
  shared.registerNamespace('shell', {
    en: () => import('./i18n/en'),
    'zh-CN': () => import('./i18n/zh-CN'),
    de: () => import('./i18n/de'),
  });
  const config = await loadConfig();
  shared.configureApi({ baseUrl: config.apiBase, product: config.product });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  // The page the server drew (issue 29): its markup is #root's content, drawn for this path.
  const firstScreen = shared.readFirstScreenData();
  const drawn = firstScreen?.path === window.location.pathname && root.firstElementChild ? firstScreen : null;
  // Begun early: a page with a part of its own (orders, cart, checkout) loads that part's schemas.
  const visitorRead = shared.readVisitorData();
  // The remote builds the server drew this page with: the page loads exactly those (issue 29: no flip to a newer one).
  registerStorefrontRemotes(config, firstScreen?.remoteBuilds);
  // Remotes embed each other's fragments through the host's federation runtime.
  shared.provideFragmentLoader(load);
  // The language the server drew the page in (its cookie or the browser's), so the texts are the same.
  await shared.initI18n(drawn && shared.isLanguage(drawn.language) ? drawn.language : undefined, ['common', 'shell']);
  const queryClient = shared.createQueryClient();
  // The data the server rendered the first screen with (issue 16): not fetched a second time.
  shared.seedFirstScreenData(queryClient, drawn);
  // The footer's articles and the site's settings, which the server puts into every page.
  const frame = shared.readFrameData();
  shared.seedFrameData(queryClient, frame, shared.i18n.language);
  // Who is logged in and the cart's count, which the server asked mall-api for with the visitor's cookie.
  const visitor = await visitorRead;
  shared.seedVisitorData(queryClient, visitor);
  // The page's dates in the zone the server wrote them in, for its whole life (the same texts hydrated).
  shared.writeDatesIn(drawn?.timeZone);
  // A visitor with a session gets pages of dates drawn by the server: it is told their zone, from a
  // chunk of its own (a first visit has no session, and its JS is within 170 KB). A page drawn before
  // it knows (the first after logging in) is written in the mall's zone, and says so to the browser.
  if (visitor?.user) void import('./session/tellTimeZone');
  if (!drawn) {
    // The first render as a transition: React renders it in slices between which the browser may
    // paint and take input, not in one long task (issue 16: a 270 ms task on a throttled phone).
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(<App queryClient={queryClient} />));
    return;
  }
  // Hydrate, don't replace (issue 29): React adopts the server's nodes.
  await hydrateFirstScreen(root, { queryClient, drawn, frame, visitor });
}

void start();
