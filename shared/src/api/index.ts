import { createApiClient, type ApiClient, type ApiClientOptions } from './client';

export { createApiClient } from './client';
export type { ApiClient, ApiClientOptions } from './client';
export { ApiError, isApiError } from './errors';

/**
 * The storefront's one client. `shared` is a federation singleton, so the host configures it once
 * from its run-time config and every remote calls through the same instance.
 */
let client: ApiClient = createApiClient({ baseUrl: '', product: 'mall' });

export function configureApi(options: ApiClientOptions): void {
  client = createApiClient(options);
}

export const api: ApiClient = {
  call: (call, input, init) => client.call(call, input, init),
};
