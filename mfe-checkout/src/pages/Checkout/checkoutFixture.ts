// Checkout's answers as mall-api gives them: the screen's tests and the host server's (its first screen) read the same.
import type { Address, PayChannel, RenderTradeContract } from '@mall/shared/contract';

export const eur = (value: number) => ({ value, currency: 'EUR' });

export const address = (id: number, patch: Partial<Address> = {}): Address => ({
  id, addressType: 'SHIPPING', callSuffix: null, gender: null, firstName: 'Anna', lastName: 'Berg', personName: 'Anna Berg',
  personPhone: '1701234567', areaCode: '+49', areaCodeId: 1, email: 'anna@example.com', company: null,
  poiName: 'Hauptstraße', houseNo: '5', detailAddress: null, postalCode: '10115', city: 'Berlin', province: 'Berlin',
  country: 'Germany', countryId: 5, region: { id: 5, regionName: 'Germany', regionShortName: 'DE' }, regionName: 'Germany', regionShortName: 'DE',
  districtList: [], addressLongitude: null, addressLatitude: null, taxCode: null, rfcFile: null, eori: null, hearFrom: '',
  isDefault: false, subscribe: false, saveToBilling: false, agreeSave: true, addressStatus: 'ENABLED', site: 'EU',
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', ...patch,
});

export const orderAddress = { firstName: 'Anna', lastName: 'Berg', personPhone: '1701234567', email: 'anna@example.com', company: null, poiName: 'Hauptstraße', houseNo: '5', detailAddress: null, postalCode: '10115', city: 'Berlin', province: 'Berlin', country: 'Germany', regionShortName: 'DE', taxCode: null, eori: null };

export const contract = (patch: Partial<RenderTradeContract> = {}): RenderTradeContract => ({
  tradeContractId: null, tradeType: 'NORMAL_SALE_B2C', isPoint: false, isBalance: false, countryCode: 'DE', currency: 'EUR',
  selectedAddress: orderAddress, billingAddress: null, shippingAddressId: 11, billingAddressId: null,
  needPayAmt: eur(219.9), skuAmt: eur(200), shippingAmtExcludeShopDiscount: eur(39.8), shippingDiscountAmt: eur(19.9),
  serviceChargeAmt: eur(0), insuranceAmt: eur(0), totalTaxAmt: eur(35.11), taxRate: 19, pointDeductionAmt: eur(0),
  shopDiscountAmt: eur(0), platformCouponDiscountAmt: eur(0), pointDiscountAmount: eur(0), discountCode: null, pointDiscount: null, preSale: null,
  renderTradeOrderTOList: [
    {
      tradeOrderId: null, shop: { id: 1, siteName: 'Nordic Living' }, seller: { id: 15 }, skuAmt: eur(200), shippingAmt: eur(19.9),
      shippingDiscountAmt: eur(19.9), serviceChargeAmt: eur(0), insuranceAmt: eur(0), taxAmt: eur(31.93), pointDeductionAmt: eur(0), needPayAmt: eur(200),
      shopDiscountAmt: eur(0), platformCouponDiscountAmt: eur(0), pointDiscountAmount: eur(0), preSale: null,
      renderTradeOrderLineTOList: [
        {
          cartLineId: 1, tradeOrderLineId: null, skuName: 'Oslo sofa', tradeQty: 2, sku: { id: 100, salePrc: eur(100), item: { id: 10, urlKey: 'oslo' } },
          skuImage: '/x.svg', attributes: [{ attrKey: 'Colour', attrVal: 'Oak' }], expectDate: '2026-12-01', available: true, priceChanged: false, insurance: null,
          tradeOrderLinePrice: { needPaySkuAmt: eur(200), skuAmt: eur(200), skuDiscountTotalAmt: eur(0), pointDeductionAmt: eur(0), taxAmt: eur(31.93) },
        },
      ],
    },
  ],
  ...patch,
});

export const channel = (code: PayChannel['channel'], patch: Partial<PayChannel> = {}): PayChannel => ({
  channel: code, provider: 'MOCKPAY', channelName: code === 'MOCKPAY' ? 'MOCKPAY (test payment)' : code, icon: `/media/payments/${code}.svg`,
  anonymous: true, excludeCountry: [], sort: 1, paymentMethods: [], configMap: [], configured: true, isCardAggregator: false,
  cardStyle: false, savedCard: false, ...patch,
});
export const channels = (list: PayChannel[]) => ({ countryCode: 'DE', payChannelGroups: [{ groupName: 'all', payChannels: list }] });
