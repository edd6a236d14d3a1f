import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { forEveryInstance } from './everyInstance';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/**
 * Whether the consume takes the tree-shaken build, as the runtime decides it before resolving
 * (runtime-core's shouldUseTreeShaking; the status values are the SDK's TreeShakingStatus): once
 * any package is tree-shaken every consume carries a record, and only a calculated one or one
 * inferred at run time (shared/webpack's TREE_SHAKEN_EXPORTS) asks for it.
 */
function usesTreeShakenBuild(treeShaking: ResolveShareArgs['shareInfo']['treeShaking']): boolean {
  if (!treeShaking || treeShaking.status === TREE_SHAKING_NO_USE) return false;
  return treeShaking.status === TREE_SHAKING_CALCULATED || treeShaking.mode === 'runtime-infer';
}
const TREE_SHAKING_NO_USE = 0;
const TREE_SHAKING_CALCULATED = 2;

/**
 * Answers a singleton's share request without the runtime's semver check when the check cannot
 * fail: one version is registered and it is the very version the consumer was built against
 * (`^x.y.z` of x.y.z; shared/webpack writes requiredVersion so). Every bundle is built from this
 * workspace's lockfile, so that is every request; yet the runtime proved each with its semver
 * matcher, about 30 ms of a cold visit's main thread, 120 ms on a 4x-throttled phone (issue 16).
 * Any other request (another version registered, another version asked for) goes to the runtime's
 * own resolver, which checks and warns as before. The host registers it for the remotes' runtime
 * instances too (they consume the same singletons, and are created after the host's).
 */
export default function sameBuildSharePlugin(): ModuleFederationRuntimePlugin {
  return forEveryInstance({
    name: 'storefront-same-build-share',
    resolveShare(args: ResolveShareArgs) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const versions = shareScopeMap[scope]?.[pkgName];
      const shared = versions?.[version];
      const { singleton, requiredVersion } = shareInfo.shareConfig ?? {};
      if (singleton && shared && Object.keys(versions).length === 1 && requiredVersion === `^${version}`) {
        // What the runtime's resolver answers for the one version, less the check.
        args.resolver = () => ({ shared, useTreesShaking: usesTreeShakenBuild(shareInfo.treeShaking) });
      }
      return args;
    },
  });
}
