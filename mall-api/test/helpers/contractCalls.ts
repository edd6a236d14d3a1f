import * as contract from '@mall/shared/contract';
import type { AnyCall } from '@mall/shared/contract';

export interface NamedCall {
  /** `<domain>Calls.<name>`, as the contract exports it. */
  name: string;
  call: AnyCall;
}

const isCall = (value: unknown): value is AnyCall =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyCall).path === 'string' &&
  typeof (value as AnyCall).method === 'string' &&
  typeof (value as AnyCall).request === 'object' &&
  typeof (value as AnyCall).response === 'object';

/**
 * Every call of the contract, read from its exports (each domain's `…Calls` namespace), so a call
 * added to the contract is covered by the tests that iterate them on the day it is added.
 * A call exported twice (APPLY_CALL_BY_TYPE lists calls again) is listed once.
 */
export function contractCalls(): NamedCall[] {
  const seen = new Set<AnyCall>();
  const calls: NamedCall[] = [];
  for (const [domain, exports] of Object.entries(contract)) {
    if (!domain.endsWith('Calls') || typeof exports !== 'object' || exports === null) continue;
    for (const [name, value] of Object.entries(exports)) {
      if (!isCall(value) || seen.has(value)) continue;
      seen.add(value);
      calls.push({ name: `${domain}.${name}`, call: value });
    }
  }
  return calls.sort((a, b) => a.name.localeCompare(b.name));
}
