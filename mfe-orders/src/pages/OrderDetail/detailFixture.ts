import type { OrderAddress, OrderDetail } from '@mall/shared/contract';
import { order, orderLine } from '../../testing/orders';

export { orderLine };

const eur = (value: number) => ({ value, currency: 'EUR' });

export const address = (patch: Partial<OrderAddress> = {}): OrderAddress => ({
  firstName: 'Anna',
  lastName: 'Berg',
  personPhone: '+49 30 1234567',
  email: 'anna@example.com',
  company: null,
  poiName: 'Lindenstraße',
  houseNo: '12',
  detailAddress: null,
  postalCode: '10115',
  city: 'Berlin',
  province: 'Berlin',
  country: 'Germany',
  regionShortName: 'DE',
  taxCode: null,
  eori: null,
  ...patch,
});

/** An order as the detail call answers it: paid, awaiting shipment, one line, nothing special. */
export function orderDetail(id: number, patch: Partial<OrderDetail> = {}): OrderDetail {
  const base = order(id);
  return {
    ...base,
    taxRate: 19,
    buyer: { id: 1, user: { nickname: 'Anna', username: 'anna' } },
    timeline: { orderedTime: '2024-05-03T09:30:00.000Z', paidTime: '2024-05-03T09:35:00.000Z', depositPaidTime: null },
    tradeContract: {
      id: id + 5000,
      notFirstTime: true,
      selectedAddress: address(),
      billingAddress: address({ company: 'Berg GmbH', taxCode: 'DE123456789' }),
      paymentOrderList: [
        {
          paymentRecordBOList: [
            { recordStatus: 'PAY_FAIL', payChannel: 'KLARNA', businessPayChannelCode: null, paidTime: null, amount: eur(349.9) },
            { recordStatus: 'PAY_SUCCESS', payChannel: 'PAYPAL_PAY_PC', businessPayChannelCode: null, paidTime: '2024-05-03T09:35:00.000Z', amount: eur(349.9) },
          ],
        },
      ],
    },
    buyerEmail: 'anna@example.com',
    buyerPhone: null,
    invoiceUrl: null,
    tradeBenefitInfoTOS: [],
    activityList: [],
    pointsEnabled: false,
    earnGrowthValue: null,
    ...patch,
  };
}
