/** Order operations: the buttons of an order (list row, detail, mobile sheet) and their dialogs. */
export { OrderActions, reviewPath, type OrderActionsProps } from './OrderActions';
export { visibleActions, OPERATIONS, type ActionPlacement, type OrderAction } from './operations';
