import type { ReverseOperation } from '@mall/shared/contract';
import { afterSalesCalls } from '@mall/shared/contract';

/** What a button does: a confirmed call, a form, or a view. */
export type ReverseActionKind = 'sendBack' | 'confirmExchange' | 'logistics' | 'rejectReason' | 'cancel';

interface ReverseActionRow {
  kind: ReverseActionKind;
  /** The one that stands out: it is the buyer's turn. */
  primary?: boolean;
  /** Asks first (spec: cancel the application and confirm the replacement). */
  confirm?: boolean;
}

/**
 * Server-driven (spec §4): a button exists because operationList lists the operation; this table
 * says what it does. Its order is the order of the buttons: the buyer's turn first, cancel last.
 */
export const REVERSE_ACTIONS: Readonly<Record<ReverseOperation, ReverseActionRow>> = {
  buyerPostBack: { kind: 'sendBack', primary: true },
  buyerConfirmExchange: { kind: 'confirmExchange', primary: true, confirm: true },
  checkReverseLogistics: { kind: 'logistics' },
  viewRejectReason: { kind: 'rejectReason' },
  buyerCancelReverse: { kind: 'cancel', confirm: true },
};

const ORDER = Object.keys(REVERSE_ACTIONS) as ReverseOperation[];
const isKnown = (operation: string): operation is ReverseOperation => (afterSalesCalls.REVERSE_OPERATIONS as readonly string[]).includes(operation);

/** The buttons for an operationList: known operations only (a newer server may list more), in the table's order. */
export function actionsOf(operationList: ReadonlyArray<{ operation: string }>): ReverseOperation[] {
  const listed = new Set(operationList.map((o) => o.operation).filter(isKnown));
  return ORDER.filter((operation) => listed.has(operation));
}
