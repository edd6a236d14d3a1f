// The bench's no-federation baseline: the host's calls to the federation runtime, answered by
// plain dynamic imports of the remotes' exposed modules, so one ordinary webpack build holds it all.
const EXPOSED: Record<string, () => Promise<unknown>> = {
  'mfe_checkout/routes': () => import('../../../mfe-checkout/src/routes'),
  'mfe_checkout/ProductCard': () => import('../../../mfe-checkout/src/fragments/ProductCard/ProductCard'),
  'mfe_checkout/AddToCart': () => import('../../../mfe-checkout/src/fragments/AddToCart/AddToCart'),
  'mfe_checkout/RePayment': () => import('../../../mfe-checkout/src/fragments/RePayment/RePayment'),
  'mfe_orders/routes': () => import('../../../mfe-orders/src/routes'),
  'mfe_aftersales/routes': () => import('../../../mfe-aftersales/src/routes'),
  'mfe_aftersales/ApplyModal': () => import('../../../mfe-aftersales/src/fragments/ApplyModal/ApplyModal'),
  'mfe_reviews/routes': () => import('../../../mfe-reviews/src/routes'),
  'mfe_account/routes': () => import('../../../mfe-account/src/routes'),
  'mfe_account/AddressModal': () => import('../../../mfe-account/src/fragments/AddressModal/AddressModal'),
  'mfe_account/RegionPicker': () => import('../../../mfe-account/src/fragments/RegionPicker/RegionPicker'),
  'mfe_account/TaxCodeForm': () => import('../../../mfe-account/src/fragments/TaxCodeForm/TaxCodeForm'),
};

export const EXPOSED_IDS = Object.keys(EXPOSED);

export function registerRemotes(): void {}

export async function loadRemote<T>(id: string): Promise<T> {
  const load = EXPOSED[id];
  if (!load) throw new Error(`the baseline does not know ${id}: add it to bench/baseline/federation-shim.ts`);
  return (await load()) as T;
}
