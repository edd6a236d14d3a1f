import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { UnavailableRemote } from '@mall/shared';

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryError>[0];

export const MANIFEST_RETRIES = 2;
export const RETRY_DELAY_MS = 300;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries a manifest or chunk fetch that failed on the network or with a 5xx (a 4xx is final). */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  retries = MANIFEST_RETRIES,
  delayMs = RETRY_DELAY_MS,
  doFetch: typeof fetch = (input, options) => fetch(input, options),
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      const response = await doFetch(url, init);
      if (response.ok || response.status < 500) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    if (attempt < retries) await wait(delayMs * (attempt + 1));
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

/**
 * One run-time concern per hook: retry the manifest fetch and the remote entry, then, if the remote
 * still cannot load, hand back an UnavailableRemote instead of throwing, so the host shows a
 * contained fallback and the shell and the other bundles keep working.
 */
export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-resilience',
    async fetch(url, init) {
      return fetchWithRetry(url, init);
    },
    // The runtime offers one recovery attempt for a remote entry script that failed to load. (Its
    // declared type nests a promise the runtime only awaits once, hence the cast.)
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs) => {
      delete globalLoading[uniqueKey];
      await wait(RETRY_DELAY_MS);
      return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
    }) as unknown as LoadEntryError,
    async errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const fallback: UnavailableRemote = {
        unavailable: true,
        id,
        reason: error instanceof Error ? error.message : String(error),
      };
      return fallback;
    },
  };
}
