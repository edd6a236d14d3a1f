import { registerGlobalPlugins } from '@module-federation/runtime/core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Makes a host runtime plugin apply to the remotes' runtime instances too (they are created after the
 * host's and consume the same singletons): registered as a global plugin when the host's instance
 * starts, once. A global plugin's `beforeInit` runs again for every remote's instance, and the runtime
 * warns on the console for each repeated registration.
 */
export function forEveryInstance(plugin: ModuleFederationRuntimePlugin): ModuleFederationRuntimePlugin {
  let registered = false;
  plugin.beforeInit = (args) => {
    if (!registered) {
      registered = true;
      registerGlobalPlugins([plugin]);
    }
    return args;
  };
  return plugin;
}
