/**
 * The props of every fragment a bundle exposes to others, by `<bundle>/<Name>` (the remote's
 * `./<Name>` expose). The owning bundle implements them; embedding bundles depend only on these.
 * Each owner may extend its own entry; keep changes backwards compatible for the embedders.
 */
export interface FragmentCatalogue {
  /** mfe-account: create or edit a shipping or billing address (issue 4). */
  'account/AddressModal': AddressModalProps;
  /** mfe-account: the delivery-region picker (province, city, region, street). */
  'account/RegionPicker': RegionPickerProps;
  /** mfe-account: the tax-code form of a billing address. */
  'account/TaxCodeForm': TaxCodeFormProps;
  /** mfe-aftersales: the after-sales apply form for chosen order lines (issue 3). */
  'aftersales/ApplyModal': ApplyModalProps;
  /** mfe-checkout: pay an existing order again (pay / secondary_pay operations, issue 5). */
  'checkout/RePayment': RePaymentProps;
  /** mfe-checkout: "you may also like" product cards (/item/recommend), e.g. on /confirm-success (issue 15). */
  'checkout/Recommendations': RecommendationsProps;
  /** mfe-reviews: an item's rating summary and latest reviews, on the product page (issue 30 item 6). */
  'reviews/ProductReviews': ProductReviewsProps;
}

export interface ProductReviewsProps {
  itemId: number;
  /** How many reviews the item's page counted (its rating): the section's place is reserved for them (ProductReviewsSkeleton). */
  reviewCount: number;
}

export type AddressKind = 'shipping' | 'billing';

export interface AddressModalProps {
  open: boolean;
  kind: AddressKind;
  /** The saved address to edit (its id); absent to create one. */
  addressId?: number;
  /** Values to start a new address from (e.g. billing prefilled from shipping). */
  initial?: Record<string, unknown>;
  onClose(): void;
  /** After a successful save, with the saved address's id. */
  onSaved(addressId: number): void;
}

export interface RegionPickerValue {
  /** District codes from the top level down (province, city, region[, street]). */
  codes: string[];
  names: string[];
  /** The levels' ids, same order (optional: the picker finds them from the codes when absent). */
  ids?: number[];
}

export interface RegionPickerProps {
  /** The market (region id) whose district tree is picked from. */
  regionId: number;
  levels?: 3 | 4;
  mustComplete?: boolean;
  value?: RegionPickerValue;
  onConfirm(value: RegionPickerValue): void;
  onCancel?(): void;
}

export interface TaxCodeFormProps {
  regionId: number;
  /** A corporate buyer (company set on the billing address). */
  corporate: boolean;
  value?: { taxCode?: string; fileId?: string; fileName?: string };
  onChange(value: { taxCode?: string; fileId?: string; fileName?: string }, valid: boolean): void;
  /**
   * Messages (common `validation.*` keys) to show on the code and the file, e.g. from the enclosing
   * form's check or the server's answer. Without it the form shows its own check once touched.
   */
  errors?: { taxCode?: string; rfcFile?: string };
}

export interface ApplyModalProps {
  open: boolean;
  tradeOrderId: number;
  /** The order lines applied for, with the most that may be applied for on each (and its product name, to label it). */
  lines: Array<{ tradeOrderLineId: number; quantity: number; name?: string }>;
  /** Cancel before delivery (every cancellable line, full quantity) or a normal after-sales request. */
  mode: 'cancelBeforeDelivery' | 'afterSales';
  onClose(): void;
  /** After the reverse order(s) are created. */
  onApplied(reverseOrderIds: number[]): void;
}

export interface RePaymentProps {
  /** The orders paid together (a merged group pays as one). */
  tradeOrderIds: number[];
  /** The operation that started it. */
  operation: 'pay' | 'secondary_pay';
  /** Closed without leaving the page (e.g. 'wait for the payment result'). */
  onClose(): void;
}

export interface RecommendationsProps {
  /** Recommend around this item (it is left out); omitted: the mall's picks. */
  itemId?: number;
  /** How many cards (default 4). */
  size?: number;
}
