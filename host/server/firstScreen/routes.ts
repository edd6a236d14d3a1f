import { ROUTES } from '@mall/shared/routes';

const pathOf = (bundle: string, screen: string): string => {
  const row = ROUTES.find((route) => route.bundle === bundle && route.screen === screen);
  if (!row) throw new Error(`the route table has no ${bundle} ${screen}`);
  return row.path;
};

/** The routes whose first screen the server renders, as the route table writes them. */
export const PRODUCT_PATH = pathOf('checkout', 'Product');
export const ORDER_LIST_PATH = pathOf('orders', 'OrderList');
export const ORDER_DETAIL_PATH = pathOf('orders', 'OrderDetail');
export const CHECKOUT_PATH = pathOf('checkout', 'Checkout');
export const CART_PATH = pathOf('checkout', 'Cart');
