/**
 * Every route of the storefront and the bundle that owns it (DESIGN.md). The host mounts remote
 * screens from this table; each remote's standalone dev shell mounts its own rows from it.
 *
 * access: `public` anyone; `session` a logged-in buyer or a guest (tourist) with a session;
 * `buyer` a logged-in buyer (guests and logged-out visitors are asked to log in and come back).
 */
export type Bundle = 'host' | 'checkout' | 'orders' | 'aftersales' | 'reviews' | 'account';
export type RemoteBundle = Exclude<Bundle, 'host'>;
export type Access = 'public' | 'session' | 'buyer';

export interface RouteRow {
  path: string;
  bundle: Bundle;
  /** The key of the screen in the bundle's exposed `./routes` module. */
  screen: string;
  access: Access;
  /** Buyer-centre pages show the buyer sidebar (hidden for guests, spec). */
  sidebar?: boolean;
}

export const ROUTES: readonly RouteRow[] = [
  { path: '/', bundle: 'host', screen: 'Home', access: 'public' },
  { path: '/login', bundle: 'host', screen: 'Login', access: 'public' },
  { path: '/signup', bundle: 'host', screen: 'Signup', access: 'public' },
  { path: '/merchant/apply', bundle: 'host', screen: 'MerchantApply', access: 'buyer' },
  { path: '/merchant/audit', bundle: 'host', screen: 'MerchantAudit', access: 'buyer' },
  { path: '/help/article/:id', bundle: 'host', screen: 'HelpArticle', access: 'public' },
  /** The design system's reference page: every component in every state; public, linked from nowhere. */
  { path: '/design', bundle: 'host', screen: 'DesignSystem', access: 'public' },

  { path: '/cart', bundle: 'checkout', screen: 'Cart', access: 'public' },
  { path: '/checkout', bundle: 'checkout', screen: 'Checkout', access: 'session' },
  { path: '/buyer/pay-result', bundle: 'checkout', screen: 'PayResult', access: 'session' },
  { path: '/buyer/pre-pay', bundle: 'checkout', screen: 'PrePay', access: 'session' },
  { path: '/buyer/cards', bundle: 'checkout', screen: 'SavedCards', access: 'buyer', sidebar: true },
  { path: '/product/:urlKey', bundle: 'checkout', screen: 'Product', access: 'public' },
  { path: '/buyer/prizes', bundle: 'checkout', screen: 'Winnings', access: 'buyer', sidebar: true },
  /** A category's listing: /c/<slugs from the room down> (issue 32). */
  { path: '/c/*', bundle: 'checkout', screen: 'Listing', access: 'public' },
  { path: '/search', bundle: 'checkout', screen: 'Search', access: 'public' },

  { path: '/buyer/orders', bundle: 'orders', screen: 'OrderList', access: 'buyer', sidebar: true },
  { path: '/buyer/order/detail/:id', bundle: 'orders', screen: 'OrderDetail', access: 'session', sidebar: true },
  { path: '/confirm-success', bundle: 'orders', screen: 'ConfirmSuccess', access: 'session' },
  { path: '/buyer/my-coupons', bundle: 'orders', screen: 'MyCoupons', access: 'buyer', sidebar: true },
  { path: '/buyer/index', bundle: 'orders', screen: 'BuyerHome', access: 'buyer', sidebar: true },

  { path: '/buyer/as', bundle: 'aftersales', screen: 'AfterSalesList', access: 'buyer', sidebar: true },
  { path: '/buyer/as-apply', bundle: 'aftersales', screen: 'AfterSalesApply', access: 'session', sidebar: true },
  // Guests follow their own applications too (access session); the host hides their sidebar (spec).
  { path: '/buyer/as/detail/:id', bundle: 'aftersales', screen: 'AfterSalesDetail', access: 'session', sidebar: true },
  { path: '/buyer/send-back-items', bundle: 'aftersales', screen: 'SendBackItems', access: 'session' },
  { path: '/buyer/m-logistics', bundle: 'aftersales', screen: 'ReverseLogistics', access: 'session' },

  { path: '/buyer/comments', bundle: 'reviews', screen: 'ReviewList', access: 'buyer', sidebar: true },
  { path: '/buyer/comment-add', bundle: 'reviews', screen: 'ReviewForm', access: 'buyer', sidebar: true },
  { path: '/buyer/comment', bundle: 'reviews', screen: 'ReviewForm', access: 'buyer', sidebar: true },
  { path: '/buyer/comment-plus/:id', bundle: 'reviews', screen: 'ReviewFollowUp', access: 'buyer', sidebar: true },
  { path: '/buyer/comment-detail/:id', bundle: 'reviews', screen: 'ReviewDetail', access: 'buyer', sidebar: true },

  { path: '/buyer/profile', bundle: 'account', screen: 'Profile', access: 'buyer', sidebar: true },
  { path: '/buyer/address', bundle: 'account', screen: 'AddressBook', access: 'buyer', sidebar: true },
  { path: '/user/member', bundle: 'account', screen: 'Membership', access: 'buyer', sidebar: true },
  { path: '/user/member/equity', bundle: 'account', screen: 'Membership', access: 'buyer', sidebar: true },
  { path: '/user/member/score', bundle: 'account', screen: 'Membership', access: 'buyer', sidebar: true },
  { path: '/user/super-member', bundle: 'account', screen: 'Membership', access: 'buyer', sidebar: true },
  { path: '/buyer/security', bundle: 'account', screen: 'Security', access: 'buyer', sidebar: true },
  { path: '/buyer/account-closing', bundle: 'account', screen: 'AccountClosing', access: 'buyer', sidebar: true },
  { path: '/cancellation-success', bundle: 'account', screen: 'CancellationSuccess', access: 'public' },
  { path: '/agree-detail/destroy', bundle: 'account', screen: 'ClosingNotice', access: 'public' },
  { path: '/signup-success', bundle: 'account', screen: 'SignupSuccess', access: 'buyer' },
];

export const REMOTE_BUNDLES: readonly RemoteBundle[] = ['checkout', 'orders', 'aftersales', 'reviews', 'account'];

/** The federation name of each remote, as in its webpack config and manifest. */
export const federationName = (bundle: RemoteBundle): string => `mfe_${bundle}`;

/** Default origins for local runs; the host's run-time config overrides them. */
export const DEFAULT_REMOTE_PORTS: Record<RemoteBundle, number> = {
  checkout: 8081,
  orders: 8082,
  aftersales: 8083,
  reviews: 8084,
  account: 8085,
};

export const routesOf = (bundle: Bundle): RouteRow[] => ROUTES.filter((r) => r.bundle === bundle);

/** A screen's path as the route table writes it (throws for a screen the table does not have: a typo, found at start). */
export function screenPath(bundle: Bundle, screen: string): string {
  const row = ROUTES.find((route) => route.bundle === bundle && route.screen === screen);
  if (!row) throw new Error(`the route table has no ${bundle} ${screen}`);
  return row.path;
}

/** Route builders: one place that knows how a path is written. */
export const paths = {
  home: () => '/',
  login: (redirect?: string) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'),
  signup: () => '/signup',
  cart: () => '/cart',
  checkout: (tradeContractId?: number) => (tradeContractId ? `/checkout?tradeContractId=${tradeContractId}` : '/checkout'),
  orders: (query: Record<string, string | number> = { status: 'all', pageNo: 1, from: 'order' }) =>
    `/buyer/orders?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  orderDetail: (id: number) => `/buyer/order/detail/${id}`,
  confirmSuccess: (orderId: number) => `/confirm-success?orderId=${orderId}`,
  myCoupons: () => '/buyer/my-coupons',
  buyerHome: () => '/buyer/index',
  addressBook: () => '/buyer/address',
  payResult: (query: Record<string, string | number>) =>
    `/buyer/pay-result?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  prePay: (query: Record<string, string | number>) =>
    `/buyer/pre-pay?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  savedCards: () => '/buyer/cards',
  /** A product page; `skuUrlSuffix` (an order line's) selects the sku. */
  product: (urlKey: string, skuUrlSuffix?: string | null) => `/product/${encodeURIComponent(urlKey)}${skuUrlSuffix ?? ''}`,
  /** A category's listing (issue 32); its path's slugs are URL-safe already (the contract's CategoryPath). */
  category: (path: string) => `/c/${path}`,
  /** The search page for a text (issue 32). */
  search: (text: string) => `/search?${new URLSearchParams({ q: text })}`,
  winnings: () => '/buyer/prizes',
  helpArticle: (id: number) => `/help/article/${id}`,
  afterSalesDetail: (id: number) => `/buyer/as/detail/${id}`,
  afterSalesList: () => '/buyer/as',
  afterSalesApply: (query: { tradeOrderId: number; tradeOrderLineId: readonly number[]; asType?: string }) =>
    `/buyer/as-apply?${new URLSearchParams({
      tradeOrderId: String(query.tradeOrderId),
      tradeOrderLineId: query.tradeOrderLineId.join(','),
      ...(query.asType ? { asType: query.asType } : {}),
    })}`,
  sendBackItems: (reverseOrderId: number) => `/buyer/send-back-items?reverseOrderId=${reverseOrderId}`,
  reverseLogistics: (reverseOrderId: number) => `/buyer/m-logistics?reverseOrderId=${reverseOrderId}`,
  reviews: (status: 'unComment' | 'comment' = 'unComment') => `/buyer/comments?status=${status}`,
  profile: () => '/buyer/profile',
  merchantApply: () => '/merchant/apply',
  merchantAudit: () => '/merchant/audit',
  member: () => '/user/member',
  memberEquity: () => '/user/member/equity',
  memberScore: () => '/user/member/score',
  superMember: () => '/user/super-member',
  profileEdit: () => '/buyer/profile?edit=1',
  security: () => '/buyer/security',
  accountClosing: () => '/buyer/account-closing',
  cancellationSuccess: () => '/cancellation-success',
  closingNotice: () => '/agree-detail/destroy',
  signupSuccess: () => '/signup-success',
} as const;

/** Only same-site paths may be a post-login redirect (no open redirect to another origin). */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
