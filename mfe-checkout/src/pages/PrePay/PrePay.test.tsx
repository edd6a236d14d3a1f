import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, useToastStore } from '@mall/shared';
import { testBuyer } from '@mall/shared/testing';
import type { TradeContractDetail } from '@mall/shared/contract';
import { failure, fakeApi, renderScreen } from '../../testing/screen';
import { PrePay } from './PrePay';

const DETAIL = '/sapi/mall-order/web/order/queryAndValidateTradeContractDetailById';
const CHANNELS = '/sapi/mall-pay/payment/payChannel';
const FIRST_PAY = '/sapi/mall-pay/payment/firstPay';
const eur = (value: number) => ({ value, currency: 'EUR' });

const detail = (patch: Partial<TradeContractDetail> = {}): TradeContractDetail => ({
  tradeContractId: 900, tradeId: 900, buyerId: 1, payUniqueKey: 'PU-900', tradeOrderIds: [901], payDeadlineMillis: null, validResult: '1', invalidReasons: [],
  tradeType: 'NORMAL_SALE_B2C', isPoint: false, isBalance: false, countryCode: 'DE', currency: 'EUR', selectedAddress: null, billingAddress: null,
  shippingAddressId: null, billingAddressId: null, needPayAmt: eur(120), skuAmt: eur(120), shippingAmtExcludeShopDiscount: eur(0), shippingDiscountAmt: eur(0),
  serviceChargeAmt: eur(0), insuranceAmt: eur(0), totalTaxAmt: eur(19.16), taxRate: 19, pointDeductionAmt: eur(0), renderTradeOrderTOList: [],
  shopDiscountAmt: eur(0), platformCouponDiscountAmt: eur(0), pointDiscountAmount: eur(0), discountCode: null, pointDiscount: null, preSale: null, ...patch,
});
const mockpay = {
  channel: 'MOCKPAY', provider: 'MOCKPAY', channelName: 'MOCKPAY (test payment)', icon: '/media/payments/MOCKPAY.svg', anonymous: true, excludeCountry: [], sort: 1,
  paymentMethods: [], configMap: [], configured: true, isCardAggregator: false, cardStyle: false, savedCard: false,
};
const paid = {
  nextStep: 'SUCCESS', paymentRecordId: 78, recordStatus: 'PAY_SUCCESS', channel: 'MOCKPAY', redirectUrl: null, needConfirm: false, redirectInfo: null,
  channelToken: null, contractId: 900, tradeOrderIds: [901], buyerId: 1, amount: eur(120), replayed: false,
};

describe('the pre-pay page', () => {
  beforeEach(() => {
    useSession.getState().setUser(testBuyer());
    useToastStore.getState().clear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('pays an order placed earlier after checking its contract again', async () => {
    const api = fakeApi({ [DETAIL]: detail(), [CHANNELS]: { countryCode: 'DE', payChannelGroups: [{ groupName: 'test', payChannels: [mockpay] }] }, [FIRST_PAY]: paid });
    const view = await renderScreen(<PrePay />, { url: '/buyer/pre-pay?tradeId=900&buyerId=1&contractId=900', path: '/buyer/pre-pay' });
    await userEvent.click(await screen.findByRole('button', { name: /Pay 120,00/ }));
    await waitFor(() => expect(view.location().pathname).toBe('/buyer/pay-result'));
    expect(api.bodiesOf(DETAIL)).toEqual([{ id: 900 }, { id: 900 }]);
    expect(api.bodiesOf(FIRST_PAY)).toEqual([expect.objectContaining({ payChannel: 'MOCKPAY', contractId: 900 })]);
  });

  it("looks the channels up by the market's country, not the shipping region the contract names (a German buyer shipping to Austria)", async () => {
    const austria = { firstName: 'Anna', lastName: 'Berg', personPhone: '1701234567', email: 'anna@example.com', company: null, poiName: 'Ring', houseNo: '1', detailAddress: null, postalCode: '1010', city: 'Wien', province: null, country: 'Austria', regionShortName: 'AT', taxCode: null, eori: null };
    const api = fakeApi({ [DETAIL]: detail({ countryCode: 'AT', selectedAddress: austria }), [CHANNELS]: { countryCode: 'DE', payChannelGroups: [{ groupName: 'test', payChannels: [mockpay] }] } });
    await renderScreen(<PrePay />, { url: '/buyer/pre-pay?tradeId=900&buyerId=1&contractId=900', path: '/buyer/pre-pay' });
    await screen.findByRole('button', { name: /Pay 120,00/ });
    expect(api.bodiesOf(CHANNELS)).toEqual([expect.objectContaining({ countryCode: 'DE' })]);
  });

  it("a line sold out since the order was placed (firstPay's ITEM_SOLD_OUT) warns 'item solt out' and goes to /cart", async () => {
    fakeApi({
      [DETAIL]: detail(),
      [CHANNELS]: { countryCode: 'DE', payChannelGroups: [{ groupName: 'test', payChannels: [mockpay] }] },
      [FIRST_PAY]: () => failure(409, 'ITEM_SOLD_OUT', 'checkout.itemSoldOut'),
    });
    const view = await renderScreen(<PrePay />, { url: '/buyer/pre-pay?tradeId=900&buyerId=1&contractId=900', path: '/buyer/pre-pay' });
    await userEvent.click(await screen.findByRole('button', { name: /Pay 120,00/ }));
    await waitFor(() => expect(view.location().pathname).toBe('/cart'));
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['item solt out']);
  });

  it("a contract that became unpayable ('0') warns 'Please confirm the required fields' and pays nothing", async () => {
    let valid: '0' | '1' = '1';
    const api = fakeApi({ [DETAIL]: () => detail({ validResult: valid, invalidReasons: valid === '0' ? ['PAID'] : [] }), [CHANNELS]: { countryCode: 'DE', payChannelGroups: [{ groupName: 'test', payChannels: [mockpay] }] }, [FIRST_PAY]: paid });
    await renderScreen(<PrePay />, { url: '/buyer/pre-pay?tradeId=900&buyerId=1&contractId=900', path: '/buyer/pre-pay' });
    const button = await screen.findByRole('button', { name: /Pay 120,00/ });
    valid = '0';
    await userEvent.click(button);
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['Please confirm the required fields']));
    expect(api.bodiesOf(FIRST_PAY)).toEqual([]);
    expect(await screen.findByText('It has been paid already.')).toBeInTheDocument();
  });
});
