/** The browser tests run the storefront on their own ports, so they never meet a running `npm start`. */
export const E2E_PORTS = { host: 18080, api: 18090, checkout: 18081, orders: 18082, aftersales: 18083, reviews: 18084, account: 18085 } as const;
export const HOST_URL = `http://localhost:${E2E_PORTS.host}`;
export const remoteOrigin = (bundle: 'checkout' | 'orders' | 'aftersales' | 'reviews' | 'account') => `http://localhost:${E2E_PORTS[bundle]}`;
