import * as contract from '@mall/shared/contract';
import type { AnyCall } from '@mall/shared/contract';

const isCall = (value: unknown): value is AnyCall =>
  typeof value === 'object' && value !== null && typeof (value as AnyCall).path === 'string' && typeof (value as AnyCall).method === 'string';

/** Every call the contract exports, read from its namespaces (a call exported twice is listed twice). */
export const contractCalls = (): AnyCall[] =>
  Object.values(contract).flatMap((group) => (typeof group === 'object' && group !== null ? Object.values(group).filter(isCall) : []));
