import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { requestHeader } from './origin';

/** The proxies trusted by default: this machine (the host's same-origin proxy runs beside mall-api). */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.0/8', '::1/128'];

/** 127.0.0.1 for '::ffff:127.0.0.1', lower case, no zone; null when it is not an IP address. */
function plain(address: string | undefined): string | null {
  if (!address) return null;
  let a = address.trim().toLowerCase();
  if (a.startsWith('[') && a.includes(']')) a = a.slice(1, a.indexOf(']'));
  a = a.replace(/%.*$/, '');
  if (a.startsWith('::ffff:') && isIP(a.slice(7)) === 4) a = a.slice(7);
  return isIP(a) ? a : null;
}

/** The proxies list (addresses or CIDR ranges, e.g. "10.0.0.0/8, ::1") as a BlockList. */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.trim().split('/');
    const ip = plain(address);
    if (!ip) continue;
    const type = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(ip, type);
    else list.addSubnet(ip, Number(bits), type);
  }
  return list;
}

const isTrusted = (list: BlockList, ip: string) => list.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');

/**
 * IPv6 clients usually hold a whole /64: one of them must not get a fresh limit per address, so
 * an IPv6 address counts by its /64 prefix.
 */
function limitKey(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/**
 * The address of the client behind the request, as rate limits count it. The peer of the socket,
 * unless it is a trusted proxy: then the X-Forwarded-For chain is read from the right (each proxy
 * appends the address it saw) and the first address not a trusted proxy is the client. Entries a
 * client wrote itself sit left of that and are never reached, so they cannot buy a fresh limit.
 */
export function clientAddress(c: Context, trustedProxies: BlockList): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const peer = plain(incoming?.socket?.remoteAddress) ?? 'unknown';
  if (peer === 'unknown' || !isTrusted(trustedProxies, peer)) return limitKey(peer);
  const forwarded = (requestHeader(c, 'x-forwarded-for') ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  let client = peer;
  for (let i = forwarded.length - 1; i >= 0; i -= 1) {
    const ip = plain(forwarded[i]);
    // Not an address: a client's own invention; the last proxy's word (client) stands.
    if (!ip) break;
    client = ip;
    if (!isTrusted(trustedProxies, ip)) break;
  }
  return limitKey(client);
}
