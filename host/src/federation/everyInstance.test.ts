import { ModuleFederation } from '@module-federation/runtime/core';
import sameBuildSharePlugin from './sameBuildSharePlugin';
import sharedVersionPlugin from './sharedVersionPlugin';

describe("the host's plugins on the remotes' runtime instances", () => {
  it('apply to every remote started after the host, registered once: no warning on the console per remote', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    try {
      // As the host's build starts its instance with them (host/webpack.config.cjs runtimePlugins).
      new ModuleFederation({ name: 'host', remotes: [], plugins: [sameBuildSharePlugin(), sharedVersionPlugin()] });
      // Two remotes' instances, as their remoteEntry.js files create them.
      const remotes = ['mfe_checkout', 'mfe_orders'].map((name) => new ModuleFederation({ name, remotes: [] }));
      for (const remote of remotes) {
        expect(remote.options.plugins.map((p) => p.name)).toEqual(expect.arrayContaining(['storefront-same-build-share', 'storefront-shared-version']));
      }
      const said = [...warn.mock.calls, ...log.mock.calls].map((call) => call.join(' '));
      expect(said.filter((line) => /has been registered/.test(line))).toEqual([]);
    } finally {
      warn.mockRestore();
      log.mockRestore();
    }
  });
});
