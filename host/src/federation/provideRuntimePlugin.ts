import * as runtimeCore from '@module-federation/runtime/core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Where a remote built with `experiments.externalRuntime` looks for the federation runtime. */
export const RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * Hands the host's own federation runtime to every remote, so a page carries one copy of it instead of
 * one per remote (the remotes are built with `experiments.externalRuntime`: their remoteEntry.js reads
 * `globalThis._FEDERATION_RUNTIME_CORE`). This replaces the plugin's `provideExternalRuntime`, whose
 * provider is CommonJS and put a second, CommonJS copy of runtime-core next to the host's ES module one
 * (main 27.3 -> 49.4 KB gzip); this import is the very module the host's bundler runtime runs on.
 */
export default function provideRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-provide-runtime',
    beforeInit(args) {
      (globalThis as Record<string, unknown>)[RUNTIME_GLOBAL] = runtimeCore;
      return args;
    },
  };
}
