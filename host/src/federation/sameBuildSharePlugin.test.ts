import sameBuildSharePlugin from './sameBuildSharePlugin';

type Args = Parameters<NonNullable<ReturnType<typeof sameBuildSharePlugin>['resolveShare']>>[0];
/** The plugin's answer to a request: the resolver the runtime will call. */
const resolve = (args: Args) => (sameBuildSharePlugin().resolveShare!(args) as Args).resolver;

const reactShared = { version: '19.3.1', from: 'host' };
function request(overrides: { versions?: Record<string, object>; requiredVersion?: string | false; singleton?: boolean; treeShaking?: object } = {}): Args {
  return {
    shareScopeMap: { default: { react: overrides.versions ?? { '19.3.1': reactShared } } },
    scope: 'default',
    pkgName: 'react',
    version: '19.3.1',
    shareInfo: {
      shareConfig: { singleton: overrides.singleton ?? true, requiredVersion: overrides.requiredVersion ?? '^19.3.1' },
      ...(overrides.treeShaking ? { treeShaking: overrides.treeShaking } : {}),
    },
    // The runtime's own resolver: its semver check is what a same-build request must not reach.
    resolver: () => {
      throw new Error("the runtime's semver check ran");
    },
    GlobalFederation: {},
  } as unknown as Args;
}

describe('answering a share request the build already guarantees', () => {
  it("hands over the one registered singleton built at the consumer's own version, without the runtime's check", () => {
    expect(resolve(request())()).toEqual({ shared: reactShared, useTreesShaking: false });
    // As webpack's runtime passes it once some other package is tree-shaken: a record, status unknown.
    expect(resolve(request({ treeShaking: { mode: 'server-calc', status: 1 } }))()).toEqual({ shared: reactShared, useTreesShaking: false });
    // A package tree-shaken to the exports the storefront uses (react-router-dom, ...) takes that build.
    expect(resolve(request({ treeShaking: { mode: 'runtime-infer', usedExports: ['Link'] } }))()).toEqual({ shared: reactShared, useTreesShaking: true });
  });

  it("leaves every other request to the runtime's resolver, which checks the version", () => {
    const others = [
      request({ requiredVersion: '^18.2.0' }),
      request({ requiredVersion: false }),
      request({ singleton: false }),
      request({ versions: { '19.3.1': reactShared, '18.2.0': { version: '18.2.0', from: 'old-remote' } } }),
    ];
    for (const args of others) expect(() => resolve(args)()).toThrow("the runtime's semver check ran");
  });
});
