// One webpack + Module Federation setup for the host and every remote, so the bundles build alike
// and the singletons are declared in one place.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const webpack = require('webpack');

const SHARED_RUNTIME = '@mall/shared/runtime';
/** Every remote's entry, beside its manifest: the host's browser loads remotes by it (host/src/federation/builds.ts). */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * Shared as singletons across the host and all remotes (DESIGN.md). Of @mall/shared only its
 * `runtime` entry (stores, i18n, API client, query keys: what must be one instance); the rest of it
 * (UI primitives, rules, the contract) is built into each bundle, so a bundle shows the primitives it
 * was built with (issue 29, item 6).
 */
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'zustand', 'i18next', 'react-i18next', '@tanstack/react-query', SHARED_RUNTIME];

/**
 * A shared module is not tree-shaken by default: react-router alone is 62 KB gzip whole. For these
 * packages every bundle provides and consumes the same tree-shaken build holding the union of the
 * exports the storefront uses (src/federation.test.ts keeps every import within these lists), so
 * each stays one instance across the host and the remotes.
 */
const TREE_SHAKEN_EXPORTS = {
  // Router, its navigation context and useNavigationType: a region's own root under the host's router (issue 29).
  'react-router-dom': ['BrowserRouter', 'Link', 'MemoryRouter', 'NavLink', 'Navigate', 'Outlet', 'Route', 'Router', 'Routes', 'UNSAFE_NavigationContext', 'matchPath', 'useLocation', 'useNavigate', 'useNavigationType', 'useParams', 'useSearchParams'],
  'react-i18next': ['initReactI18next', 'useTranslation'],
  '@tanstack/react-query': ['QueryClient', 'QueryClientProvider', 'keepPreviousData', 'useInfiniteQuery', 'useMutation', 'useQuery', 'useQueryClient'],
};

/**
 * The range of @mall/shared a bundle declares in its package.json (`workspace:^0.2.0` -> `^0.2.0`).
 * A bare `workspace:*` declares nothing usable: a bundle must name the range it was written against.
 */
function declaredSharedRange(fromDir) {
  const { dependencies = {}, name } = require(path.join(fromDir, 'package.json'));
  const range = String(dependencies['@mall/shared'] ?? '').replace(/^workspace:/, '');
  if (!/^[\^~]?\d+\.\d+\.\d+/.test(range)) throw new Error(`${name}: declare the @mall/shared range it needs, e.g. "workspace:^0.2.0" (found "${range}")`);
  return range;
}

/**
 * requiredVersion from the installed package's own package.json (ours say "catalog:"); for
 * @mall/shared/runtime, the range the bundle declares, checked strictly: a remote built against an
 * incompatible shared is refused by the federation runtime (the host shows that remote's contained
 * notice with Retry) instead of running on a runtime it does not know.
 */
function sharedConfig(fromDir) {
  const shared = {};
  for (const name of SINGLETONS) {
    if (name === SHARED_RUNTIME) {
      const { version } = require(require.resolve('@mall/shared/package.json', { paths: [fromDir] }));
      shared[name] = { singleton: true, strictVersion: true, requiredVersion: declaredSharedRange(fromDir), version };
      continue;
    }
    const pkg = require(require.resolve(`${name}/package.json`, { paths: [fromDir] }));
    shared[name] = { singleton: true, requiredVersion: `^${pkg.version}`, version: pkg.version };
    const usedExports = TREE_SHAKEN_EXPORTS[name];
    if (usedExports) shared[name].treeShaking = { mode: 'runtime-infer', usedExports };
  }
  return shared;
}

/**
 * The host's first screen in a few larger chunks instead of one per shared library (issue 16: `/`
 * loaded 19 host scripts, most of them a singleton's fallback of 0.4-3 KB in a chunk of its own).
 * Only packages every page of the host loads anyway: a lazy screen's libraries (Radix, dompurify,
 * react-hook-form) stay in their own chunks, or `/` would carry them.
 */
const HOST_FIRST_SCREEN_CHUNKS = {
  framework: ['react', 'react-dom', 'scheduler'],
  libs: [
    // cookie and set-cookie-parser: react-router's own imports, a chunk of their own otherwise.
    'react-router', 'react-router-dom', 'cookie', 'set-cookie-parser', 'i18next', 'react-i18next', 'use-sync-external-store', '@tanstack/query-core', '@tanstack/react-query',
    'zustand', 'valibot', 'ky',
    // No Radix here: no part of it is on `/` (the dialog's, tabs' and accordion's load with the screens that use them, issue 29).
  ],
};

/** A splitChunks test matching a module inside one of the packages (pnpm's paths end in node_modules/<name>/). */
function inPackages(names) {
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, (c) => (c === '/' ? '[\\\\/]' : `\\${c}`)));
  return new RegExp(`[\\\\/]node_modules[\\\\/](?:${escaped.join('|')})[\\\\/]`);
}

/** The paths the host (and the dev server) send on to mall-api: every call of the contract starts with one (src/apiPrefixes.test.ts). */
const API_PREFIXES = ['/sapi', '/api', '/auth', '/item', '/combined_item', '/freeOrder', '/giftCards', '/media', '/mockpay', '/health', '/catalogue'];

/**
 * One id per build of a remote, the same in its browser and server manifests (`metaData.buildInfo.
 * buildVersion`, which the federation manifest reads from MF_BUILD_VERSION): both configs of one
 * `webpack` run share this process. The host's server names the build its renderer drew with.
 */
function buildId(dirname) {
  const { version } = require(path.join(dirname, 'package.json'));
  process.env.MF_BUILD_VERSION ??= `${version}+${Date.now().toString(36)}`;
  return process.env.MF_BUILD_VERSION;
}

/**
 * A remote's server renderer (issue 29): a Node build exposing only `./ssr`, written to dist/server/
 * and served from the remote's own origin beside its browser build. Everything it needs is bundled
 * (no share scope: it returns HTML strings, no React element crosses to the host). Its chunks load
 * over HTTP through @module-federation/node's runtime plugin, which lives in this build only.
 */
function createServerConfig(o, production) {
  return {
    name: 'server',
    context: o.dirname,
    // The container plugin adds the only entry this build needs (remoteEntry.js).
    entry: {},
    mode: production ? 'production' : 'development',
    devtool: false,
    target: 'async-node',
    output: {
      path: path.join(o.dirname, 'dist', 'server'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: `${o.name}_ssr`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        swcRule(production),
        // The browser build links the styles; on the server a stylesheet import is nothing.
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset/inline' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.MALL_BUILD_ID': JSON.stringify(buildId(o.dirname)) }),
      new ModuleFederationPlugin({
        name: o.name,
        filename: REMOTE_ENTRY_FILE,
        library: { type: 'commonjs-module', name: o.name },
        exposes: { './ssr': o.ssr },
        remotes: {},
        shared: {},
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin', { paths: [o.dirname] })],
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
      }),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimize: false },
    performance: { hints: false },
  };
}

/** swc for TypeScript and JSX, the same in every build. */
function swcRule(production) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * @param {object} o
 * @param {string} o.dirname  the bundle's folder
 * @param {string} [o.ssr]    a remote's server renderer module (issue 29): built beside the browser build in production
 * @param {string} o.name     federation name (host, mfe_checkout, ...)
 * @param {number} o.port     dev-server port
 * @param {Record<string,string>} [o.exposes]
 * @param {boolean} [o.isHost]
 * @param {string[]} [o.runtimePlugins]
 */
function createConfig(o) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const remoteOnHostRuntime = production && !o.isHost;
    const browser = {
      context: o.dirname,
      entry: { main: './src/index.ts' },
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(o.dirname, 'dist'),
        publicPath: o.isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: o.name,
        // A module whose evaluation threw (a shared singleton refused at the version it needs) is not
        // kept half-initialised: the next require throws again, so a Retry or a second load of the
        // exposed module gets the error, not a module without its exports (issue 29).
        strictModuleExceptionHandling: true,
        // dist/server/ is the server build's (built beside this one in the same run).
        clean: o.ssr ? { keep: /^server[\\/]/ } : true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          swcRule(production),
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
          { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 2048 } } },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: o.name,
          filename: REMOTE_ENTRY_FILE,
          exposes: o.exposes ?? {},
          remotes: {},
          shared: sharedConfig(o.dirname),
          // One offline remote must not break start-up: use what is already loaded first.
          shareStrategy: 'loaded-first',
          runtimePlugins: o.runtimePlugins ?? [],
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // Leave the runtime's Node.js loading code out of a browser bundle. A production remote
          // carries no federation runtime of its own: it runs on the host's (externalRuntime reads
          // globalThis._FEDERATION_RUNTIME_CORE, which host/src/federation/provideRuntimePlugin.ts
          // sets), so a page holds one copy however many remotes it loads (remoteEntry.js 27.3 ->
          // 10.2 KB gzip, the host's main 27.3 -> 27.8 KB). In development every remote keeps its own
          // runtime, so it still runs standalone on its own port.
          experiments: { optimization: { target: 'web', ...(o.isHost ? { disableSnapshot: true } : {}) }, ...(remoteOnHostRuntime ? { externalRuntime: true } : {}) },
        }),
        new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:10].css' : '[name].css' }),
        // The federation runtime's debug logs are off in a production build: decided here, not by a
        // localStorage read on every page (patches/@module-federation__sdk, issue 29); development keeps the switch.
        ...(production ? [new webpack.DefinePlugin({ FEDERATION_DEBUG: 'false' })] : []),
        // A production remote has no page of its own: without the host it has no federation runtime.
        ...(remoteOnHostRuntime ? [] : [new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), title: o.title ?? 'Furniture Mall', publicPath: '/' })]),
        // A brotli copy (max quality, made once per build) beside each script, style and picture, which
        // the host's and the remotes' servers send to browsers that accept br: the host's first-screen
        // scripts are 13 % smaller than at gzip -9 (207 -> 180 KB for `/`, issue 16). Source maps and
        // the host's index.html (rewritten per page by its server) are left to gzip.
        ...(production
          ? [new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|svg|json)$/,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
              // However small: a small chunk is still one of a first screen's (the product card's texts, 389 B).
              threshold: 0,
              minRatio: 0.9,
            })]
          : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: production ? 'deterministic' : 'named',
        ...(o.isHost
          ? {
              splitChunks: {
                cacheGroups: {
                  ...Object.fromEntries(
                    Object.entries(HOST_FIRST_SCREEN_CHUNKS).map(([name, packages], i) => [
                      name,
                      { test: inPackages(packages), name, chunks: 'async', enforce: true, priority: 40 - i },
                    ]),
                  ),
                  // @mall/shared's styles in one file. @mall/shared is reached twice (the host provides it
                  // and has a fallback for consuming it), and each way got a CSS chunk of its own with the
                  // same content: the server linked one, and the app then loaded the other again.
                  sharedStyles: { type: 'css/mini-extract', test: /[\\/]shared[\\/]src[\\/]/, name: 'shared', chunks: 'async', enforce: true },
                },
              },
            }
          : {}),
        // webpack's own minimizer plugin with swc's minifier instead of terser, at terser's settings
        // (two compress passes): a remote's production build took 48 -> 20 s of CPU, and its scripts
        // came out 0.3 % smaller gzipped (mfe-orders, 2026-11-24).
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } })],
      },
      performance: { hints: false },
      devServer: {
        port: o.port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // xfwd: mall-api compares a call's Origin with the X-Forwarded-Host it came through (and counts the client by X-Forwarded-For).
        proxy: [{ context: API_PREFIXES, target: process.env.MALL_API_URL ?? 'http://127.0.0.1:8090', changeOrigin: true, xfwd: true }],
        static: o.isHost ? [{ directory: path.join(o.dirname, 'public'), publicPath: '/' }] : [],
      },
    };
    if (!o.ssr || !production) return browser;
    buildId(o.dirname);
    browser.name = 'browser';
    return [browser, createServerConfig(o, production)];
  };
}

module.exports = { REMOTE_ENTRY_FILE, createConfig, sharedConfig, declaredSharedRange, SHARED_RUNTIME, inPackages, SINGLETONS, API_PREFIXES, TREE_SHAKEN_EXPORTS, HOST_FIRST_SCREEN_CHUNKS };
