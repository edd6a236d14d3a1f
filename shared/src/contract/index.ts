/**
 * The mall API contract: every call once, grouped by domain. The storefront's client and mall-api
 * both read it; types are inferred from the schemas.
 */
export * from './define';
export * from './envelope';
export * from './common';
export * from './productPictures';
export * as authCalls from './auth';
export * as itemCalls from './item';
export * as cartCalls from './cart';
export * as merchantCalls from './merchant';
export * as contentCalls from './content';
export * as regionCalls from './region';
export * as orderCalls from './order';
export * as afterSalesCalls from './aftersales';
export * as sellerAfterSalesCalls from './sellerAfterSales';
export * as reviewCalls from './review';
export * as sellerReviewCalls from './sellerReviews';
export * as sellerOrderCalls from './sellerOrders';
export * as customerCalls from './customer';
export * as addressCalls from './address';
export * as orderActionCalls from './orderAction';
export * as checkoutCalls from './checkout';
export * as paymentCalls from './payment';
export { paymentNameOf, type PaymentName, type PaymentNameKey } from './paymentNames';
export { PAYMENT_NAMES_EN } from './paymentNameTexts/en';
export { PAYMENT_NAMES_DE } from './paymentNameTexts/de';
export { PAYMENT_NAMES_ZH } from './paymentNameTexts/zh-CN';
export * as cardCalls from './card';
export * as marketingCalls from './marketing';
export * as mediaCalls from './media';
export * as accountCalls from './account';
export * as pointsCalls from './points';
export * as catalogueCalls from './catalogue';
export { SESSION_COOKIE } from './auth';
export type { User } from './auth';
export type { ProductCard, ItemDetail } from './item';
export type { Dimensions, MaterialCare, DeliveryEstimate, ItemDelivery, PreSaleSku, ItemFacts } from './itemFacts';
export type { NewCartLine, CartLine, CartGroup, CartSummary, CartList } from './cart';
export type { MerchantEntry, MerchantStatus, AuditStatus, MerchantApplication } from './merchant';
export type { Article } from './content';
export type { Region, District, SiteConfig } from './region';
export type {
  Order,
  OrderLine,
  OrderDetail,
  OrderAddress,
  OrderDisplayStatus,
  OrderOperation,
  OrderSearchStatus,
  OrderTimespan,
  TradeType,
  LineCoupon,
  OrderPaymentRecord,
  OrderStatusCount,
} from './order';
export type { ReverseOrderSummary, ReverseOrderLine, ReverseOrderType, ReverseOrderStatus, ReverseOperation, ReverseReason, ReverseApplication, ReverseOrderCreated, ReverseOrderDetail, ReverseMoved, ReverseFulfilment, Carrier, WaybillEntry, DerivativeSku, OperaterType } from './aftersales';
export type { ReviewLine, CommentStatus, Comment, CommentDetail, NewComment, ReviewableLine, PublicReview, ItemReviews } from './review';
export type { MembershipLevel, CustomerMembership, Benefit, PaidServicePeriod } from './customer';
export type { ProfileInput } from './account';
export type { LedgerEntry, CustomerTask, GrowthEventType, PointsSource } from './points';
// Each domain's own type exports (one line each; the owner adds names to its line).
export type { Address, AddressInput, AddressInputOutput, AddressType, AddressDistrict, CallSuffix, AddressGender, TaxFileRef, StreetPrediction, PlaceDetails } from './address';
export type { FulfilmentPackage, FulfillmentProgressStatus, LogisticsEntry, Voucher } from './orderAction';
export type {
  AppliedDiscountCode,
  ContractAddress,
  ContractAddressInput,
  PointDiscountModel,
  PreSaleDue,
  RenderTradeContract,
  RenderTradeOrder,
  RenderTradeOrderLine,
  SubmitTradeContractAnswer,
  TradeContractDetail,
} from './checkout';
export type {
  AuthorityContent,
  ChannelPublicKeys,
  PayChannel,
  PayChannelCode,
  PayChannelGroup,
  PaymentMethodType,
  PaymentProvider,
  PaymentRecordInfo,
  PendingConfirmation,
  PaymentRecordStatus,
  FirstPayAnswer,
  FirstPayStep,
  RedirectInfo,
} from './payment';
export type { NewCard, SavedCard, CardSetupExtra } from './card';
export type { PrizeContent, Winning, FreeOrderVerdict, GiftCard, PrizeKind } from './marketing';
export type { CombinedItemSet } from './item';
export type { UpArticle, UpArticleCode } from './content';
export type { ImagePurpose, UploadedImage } from './media';
export type { SellerOrder, OrderMoved } from './sellerOrders';
export type { CategoryNode, CategoryLink, ListingCard, ListingSort, Facets, Listing } from './catalogue';
