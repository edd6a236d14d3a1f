import { join } from 'node:path';

interface CacheGroup { test: RegExp; name: string; chunks: string }
interface Config { optimization: { splitChunks?: { cacheGroups: Record<string, CacheGroup> } }; plugins: Array<{ constructor: { name: string } }> }
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createConfig } = require('../webpack/index.cjs') as {
  createConfig: (o: { dirname: string; name: string; port: number; isHost?: boolean; exposes?: Record<string, string> }) => (env: unknown, argv: { mode: string }) => Config;
};

const ROOT = join(__dirname, '..', '..');
const pnpmPath = (pkg: string, file: string) => `${ROOT}/node_modules/.pnpm/${pkg.replace('/', '+')}@1.0.0/node_modules/${pkg}/${file}`;

function hostChunkOf(path: string): string | undefined {
  const config = createConfig({ dirname: join(ROOT, 'host'), name: 'host', port: 8080, isHost: true })({}, { mode: 'production' });
  const groups = Object.values(config.optimization.splitChunks?.cacheGroups ?? {});
  return groups.find((group) => group.test.test(path))?.name;
}

describe("the host's first-screen chunks", () => {
  it('put react and react-dom in one framework chunk, and the libraries every page loads in one libs chunk', () => {
    expect(hostChunkOf(pnpmPath('react', 'cjs/react.production.js'))).toBe('framework');
    expect(hostChunkOf(pnpmPath('react-dom', 'cjs/react-dom-client.production.js'))).toBe('framework');
    expect(hostChunkOf(pnpmPath('react-router', 'dist/production/index.mjs'))).toBe('libs');
    expect(hostChunkOf(pnpmPath('@tanstack/query-core', 'build/modern/query.js'))).toBe('libs');
    expect(hostChunkOf(pnpmPath('i18next', 'dist/esm/i18next.js'))).toBe('libs');
  });

  it("leave a lazy screen's libraries out, so the home page does not carry them", () => {
    expect(hostChunkOf(pnpmPath('@radix-ui/react-dialog', 'dist/index.mjs'))).toBeUndefined();
    expect(hostChunkOf(pnpmPath('dompurify', 'dist/purify.es.mjs'))).toBeUndefined();
    // The login and signup forms' library: only the screens with a form load it.
    expect(hostChunkOf(pnpmPath('react-hook-form', 'dist/index.esm.mjs'))).toBeUndefined();
    expect(hostChunkOf(pnpmPath('@hookform/resolvers', 'valibot/dist/valibot.mjs'))).toBeUndefined();
    // A name that only starts like a listed one is another package.
    expect(hostChunkOf(pnpmPath('react-remove-scroll', 'dist/es2015/index.js'))).toBeUndefined();
  });
});

describe('a production remote', () => {
  const remote = (mode: string) =>
    createConfig({ dirname: join(ROOT, 'mfe-reviews'), name: 'mfe_reviews', port: 8084, exposes: { './routes': './src/routes.tsx' } })({}, { mode });
  const federation = (config: Config) => config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin') as unknown as { _options: { experiments: { externalRuntime?: boolean } } };

  it("runs on the host's federation runtime and has no page of its own; in development it keeps both", () => {
    const production = remote('production');
    expect(federation(production)._options.experiments.externalRuntime).toBe(true);
    expect(production.plugins.some((p) => p.constructor.name === 'HtmlWebpackPlugin')).toBe(false);
    const development = remote('development');
    expect(federation(development)._options.experiments.externalRuntime).toBeUndefined();
    expect(development.plugins.some((p) => p.constructor.name === 'HtmlWebpackPlugin')).toBe(true);
  });
});
