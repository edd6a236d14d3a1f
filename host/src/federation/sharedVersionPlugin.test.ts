import { ModuleFederation } from '@module-federation/runtime/core';
import sharedVersionPlugin from './sharedVersionPlugin';

/** A page whose host provides @mall/shared/runtime 0.2.0 (loaded), consumed by `consumer` at `requiredVersion`. */
function page(log: (message: string) => void) {
  const runtime = { marker: 'host copy' };
  const host = new ModuleFederation({
    name: 'host_version_test',
    remotes: [],
    shared: {
      '@mall/shared/runtime': { version: '0.2.0', lib: () => runtime, shareConfig: { singleton: true, requiredVersion: '^0.2.0', strictVersion: true } },
    },
    plugins: [sharedVersionPlugin(log)],
  });
  return { host, runtime };
}

const consume = (host: ModuleFederation, requiredVersion: string) =>
  host.loadShareSync('@mall/shared/runtime', { customShareInfo: { shareConfig: { singleton: true, requiredVersion, strictVersion: true }, from: 'mfe_checkout' } as never });

describe("a remote's declared range of @mall/shared (issue 29, item 6)", () => {
  it('hands a remote within the range the host\'s one copy, logging nothing', () => {
    const log = jest.fn();
    const { host, runtime } = page(log);
    expect(consume(host, '^0.2.0')()).toBe(runtime);
    expect(log).not.toHaveBeenCalled();
  });

  it('refuses a remote built against an incompatible shared, saying which and why', () => {
    const log = jest.fn();
    const { host } = page(log);
    expect(() => consume(host, '^0.3.0')).toThrow(/does not satisfy/);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/mfe_checkout refused: it needs @mall\/shared\/runtime \^0\.3\.0, the page runs 0\.2\.0/));
  });
});
