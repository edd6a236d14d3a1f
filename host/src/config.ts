import * as v from 'valibot';
import { DEFAULT_REMOTE_PORTS, REMOTE_BUNDLES, type RemoteBundle } from '@mall/shared';

/**
 * The run-time config the host's server fills from the environment, so a remote redeploys (or the
 * API moves) without a host rebuild. Inlined into index.html by the server; fetched otherwise.
 */
export const StorefrontConfig = v.object({
  /** '' = same origin, through the host's API proxy. */
  apiBase: v.string(),
  product: v.string(),
  /** Manifest URL of each remote. */
  remotes: v.object(
    Object.fromEntries(REMOTE_BUNDLES.map((b) => [b, v.string()])) as Record<RemoteBundle, v.StringSchema<undefined>>,
  ),
});
export type StorefrontConfig = v.InferOutput<typeof StorefrontConfig>;

export const CONFIG_PATH = '/storefront-config.json';

export function defaultConfig(hostname = 'localhost'): StorefrontConfig {
  const remotes = Object.fromEntries(
    REMOTE_BUNDLES.map((b) => [b, `http://${hostname}:${DEFAULT_REMOTE_PORTS[b]}/mf-manifest.json`]),
  ) as Record<RemoteBundle, string>;
  return { apiBase: '', product: 'mall', remotes };
}

declare global {
  interface Window {
    __STOREFRONT_CONFIG__?: unknown;
  }
}

export async function loadConfig(): Promise<StorefrontConfig> {
  const inline = v.safeParse(StorefrontConfig, window.__STOREFRONT_CONFIG__);
  if (inline.success) return inline.output;
  try {
    const response = await fetch(CONFIG_PATH, { credentials: 'same-origin' });
    const parsed = v.safeParse(StorefrontConfig, await response.json());
    if (parsed.success) return parsed.output;
  } catch {
    // dev server without the config route: local defaults
  }
  return defaultConfig(window.location.hostname);
}
