import { DEFAULT_REMOTE_PORTS, REMOTE_BUNDLES, type RemoteBundle } from '@mall/shared/routes';

/**
 * The run-time config, from the environment at start: REMOTE_CHECKOUT_URL ... REMOTE_ACCOUNT_URL
 * (manifest URLs), STOREFRONT_API_BASE ('' = this origin through the proxy), MALL_PRODUCT.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const remoteHost = env.REMOTE_HOST ?? 'localhost';
  const remotes = Object.fromEntries(
    REMOTE_BUNDLES.map((bundle: RemoteBundle) => [
      bundle,
      env[`REMOTE_${bundle.toUpperCase()}_URL`] ?? `http://${remoteHost}:${DEFAULT_REMOTE_PORTS[bundle]}/mf-manifest.json`,
    ]),
  ) as Record<RemoteBundle, string>;
  return { apiBase: env.STOREFRONT_API_BASE ?? '', product: env.MALL_PRODUCT ?? 'mall', remotes };
}
