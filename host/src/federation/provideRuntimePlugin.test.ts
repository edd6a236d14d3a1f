import * as runtimeCore from '@module-federation/runtime/core';
import provideRuntimePlugin, { RUNTIME_GLOBAL } from './provideRuntimePlugin';

describe('the host providing its federation runtime to the remotes', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[RUNTIME_GLOBAL];
  });

  it('puts its runtime-core where a remote built with externalRuntime reads it, before any remote loads', () => {
    const plugin = provideRuntimePlugin();
    const args = { options: { name: 'host' } } as unknown as Parameters<NonNullable<typeof plugin.beforeInit>>[0];
    expect(plugin.beforeInit?.(args)).toBe(args);
    const provided = (globalThis as Record<string, unknown>)[RUNTIME_GLOBAL] as typeof runtimeCore;
    // The very module the host runs on (one copy), with what a remote's bundler runtime calls.
    expect(provided).toBe(runtimeCore);
    expect(typeof provided.ModuleFederation).toBe('function');
  });
});
