import type { RemoteBundle } from '@mall/shared';

type RemoteModule = { bundle: RemoteBundle; expose: string };

/** Remote modules a host screen renders on its first screen (host/src/pages/Home: checkout's product cards). */
export const FIRST_SCREEN_MODULES: Record<string, RemoteModule[]> = {
  '/': [{ bundle: 'checkout', expose: './ProductCard' }],
};
