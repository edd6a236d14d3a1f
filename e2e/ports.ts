import { originOf, portsFrom, type Remote } from './storefront';

/** The browser tests run the storefront on their own ports, so they never meet a running `npm start`. */
export const E2E_PORTS = portsFrom(18080);
export const HOST_URL = originOf(E2E_PORTS.host);
export const remoteOrigin = (bundle: Remote) => originOf(E2E_PORTS[bundle]);
