import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { forEveryInstance } from './everyInstance';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/**
 * Says why a remote was refused (issue 29, item 6): a singleton the runtime cannot hand out at the
 * range the remote declared (`strictVersion`, e.g. a checkout built against @mall/shared 0.3 on a
 * host at 0.2) makes the runtime throw while loading that remote, and the resilience plugin turns it
 * into the remote's contained notice with Retry. The throw itself is swallowed there, so this logs it.
 * Registered for the remotes' runtime instances too, where their share requests are resolved.
 */
export default function sharedVersionPlugin(log: (message: string) => void = (message) => console.warn(message)): ModuleFederationRuntimePlugin {
  return forEveryInstance({
    name: 'storefront-shared-version',
    resolveShare(args: ResolveShareArgs) {
      const resolve = args.resolver;
      const { pkgName, shareInfo } = args;
      args.resolver = () => {
        try {
          return resolve();
        } catch (error) {
          const consumer = shareInfo.from ?? 'a remote';
          log(`[storefront] ${consumer} refused: it needs ${pkgName} ${String(shareInfo.shareConfig?.requiredVersion)}, the page runs ${args.version}. ${error instanceof Error ? error.message : String(error)}`);
          throw error;
        }
      };
      return args;
    },
  });
}
