import { originOf, portsFrom, type Remote } from './storefront';

/** The browser tests run the storefront on their own ports, so they never meet a running `npm start`. */
// E2E_PORT_BASE lets several runs share a machine (each takes base..base+10).
export const E2E_PORTS = portsFrom(Number(process.env.E2E_PORT_BASE ?? 18080));
export const HOST_URL = originOf(E2E_PORTS.host);
export const remoteOrigin = (bundle: Remote) => originOf(E2E_PORTS[bundle]);
