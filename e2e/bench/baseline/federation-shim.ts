// The bench's no-federation baseline: the host's calls to the federation runtime, answered by
// plain dynamic imports of the remotes' exposed modules, so one ordinary webpack build holds it all.
const EXPOSED: Record<string, () => Promise<unknown>> = {
  'mfe_checkout/routes': () => import('../../../mfe-checkout/src/routes'),
  'mfe_checkout/ProductCard': () => import('../../../mfe-checkout/src/fragments/ProductCard/ProductCard'),
  'mfe_checkout/AddToCart': () => import('../../../mfe-checkout/src/fragments/AddToCart/AddToCart'),
  'mfe_orders/routes': () => import('../../../mfe-orders/src/routes'),
  'mfe_aftersales/routes': () => import('../../../mfe-aftersales/src/routes'),
  'mfe_reviews/routes': () => import('../../../mfe-reviews/src/routes'),
  'mfe_account/routes': () => import('../../../mfe-account/src/routes'),
};

export const EXPOSED_IDS = Object.keys(EXPOSED);

export function registerRemotes(): void {}

export async function loadRemote<T>(id: string): Promise<T> {
  const load = EXPOSED[id];
  if (!load) throw new Error(`the baseline does not know ${id}: add it to bench/baseline/federation-shim.ts`);
  return (await load()) as T;
}
