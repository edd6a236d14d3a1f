import type { Order, OrderOperation } from '@mall/shared/contract';

/** What every operation's dialog receives from OrderActions. */
export interface ActionDialogProps {
  order: Order;
  /** The operation that opened it (e.g. pay vs secondary_pay, viewInvoice vs buyerCheckVATInvoice). */
  operation: OrderOperation;
  /** Closed by the buyer or after it finished. */
  onClose(): void;
  /** The order changed on the server: refresh the list / detail. */
  onChanged(): void;
}
