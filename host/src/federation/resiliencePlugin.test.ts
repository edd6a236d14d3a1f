import resiliencePlugin, { fetchWithRetry } from './resiliencePlugin';
import { isUnavailableRemote } from '@mall/shared';

const ok = () => new Response('{}', { status: 200 });

describe('fetching a remote manifest', () => {
  it('retries a network failure and a 5xx, then succeeds', async () => {
    const doFetch = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(new Response('', { status: 503 })).mockResolvedValueOnce(ok());
    const response = await fetchWithRetry('http://remote/mf-manifest.json', {}, 2, 0, doFetch);
    expect(response.status).toBe(200);
    expect(doFetch).toHaveBeenCalledTimes(3);
  });

  it('gives up after the retries with the last error', async () => {
    const doFetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchWithRetry('http://remote/mf-manifest.json', {}, 2, 0, doFetch)).rejects.toThrow('Failed to fetch');
    expect(doFetch).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 404: a missing manifest is final', async () => {
    const doFetch = jest.fn().mockResolvedValue(new Response('', { status: 404 }));
    const response = await fetchWithRetry('http://remote/mf-manifest.json', {}, 2, 0, doFetch);
    expect(response.status).toBe(404);
    expect(doFetch).toHaveBeenCalledTimes(1);
  });
});

describe('a remote that still cannot load', () => {
  it('is handed back as an unavailable remote instead of an exception', async () => {
    const plugin = resiliencePlugin();
    const result = await plugin.errorLoadRemote!({ id: 'mfe_orders/routes', error: new Error('boom'), lifecycle: 'onLoad', from: 'runtime', origin: {} as never });
    expect(isUnavailableRemote(result)).toBe(true);
    expect(result).toMatchObject({ id: 'mfe_orders/routes', reason: 'boom' });
  });

  it('leaves other lifecycles to the runtime', async () => {
    const plugin = resiliencePlugin();
    await expect(plugin.errorLoadRemote!({ id: 'x', error: new Error('boom'), lifecycle: 'beforeRequest', from: 'runtime', origin: {} as never })).resolves.toBeUndefined();
  });
});
