import { testBuyer } from '@mall/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { changeLanguage, i18n, useMarket, useSession } from '@mall/shared';
import { afterSalesCalls } from '@mall/shared/contract';
import { fakeApi, renderScreen } from '../../testing/screen';
import { reverseDetail } from '../../testing/reverseOrders';
import { ReverseLogistics } from './ReverseLogistics';

const DETAIL = afterSalesCalls.queryReverseById.path;
const WAYBILL = afterSalesCalls.queryWaybill.path;
const parcel = (id: number, operaterType: 'USER' | 'SELLER', serviceCode: string, status: 'SEND_DELIVERY' | 'CANCEL' = 'SEND_DELIVERY') => ({
  id,
  fulfillmentProgressStatus: status,
  serviceCode,
  fulfillmentServiceProvider: { id: 1, entityName: 'DHL Paket', entityCode: 'DHL' },
  operaterType,
  createdAt: '2024-06-13T08:00:00.000Z',
});
const renderPage = (language?: 'en' | 'zh-CN') => renderScreen(<ReverseLogistics />, { url: '/buyer/m-logistics?reverseOrderId=7', path: '/buyer/m-logistics', language });

beforeEach(() => {
  useSession.getState().setUser(testBuyer());
  useMarket.setState({ locale: 'en-GB' });
});
afterEach(() => jest.restoreAllMocks());

describe('ReverseLogistics', () => {
  it('shows the return tab with carrier, tracking number with copy and the timeline; the exchange tab has none yet', async () => {
    const api = fakeApi({
      [DETAIL]: reverseDetail(7, { fulfillmentProgressList: [parcel(1, 'USER', 'JJD0001'), parcel(2, 'USER', 'OLD0001', 'CANCEL')] }),
      [WAYBILL]: [
        { formatTime: '2024-06-13 11:00:00', context: 'Parcel handed over to DHL Paket', originTime: '2024-06-13T11:00:00.000Z' },
        { formatTime: '2024-06-13 08:00:00', context: 'Shipment information received by DHL Paket', originTime: '2024-06-13T08:00:00.000Z' },
      ],
    });
    await renderPage();
    const timeline = await screen.findByRole('list', { name: 'Tracking history' });
    // Times in the buyer's language through Intl, not the server's "2024-06-13 11:00:00".
    expect(within(timeline).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^13 Jun 2024, \d{2}:00Parcel handed over to DHL Paket$/),
      expect.stringMatching(/^13 Jun 2024, \d{2}:00Shipment information received by DHL Paket$/),
    ]);
    expect(screen.getByRole('tab', { name: 'Return shipping' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Copy tracking number JJD0001' })).toBeInTheDocument();
    // Only SEND_DELIVERY entries are logistics.
    expect(screen.queryByText('OLD0001')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === WAYBILL)).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Exchange shipping' }));
    expect(await screen.findByText('No logistics information yet')).toBeInTheDocument();
  });

  it('asks mall-api again in the language the buyer switches to (it words the scans in it)', async () => {
    const scan = () => ({ formatTime: '2024-06-13 11:00:00', context: i18n.language === 'de' ? 'Paket an DHL Paket übergeben' : 'Parcel handed over to DHL Paket', originTime: '2024-06-13T11:00:00.000Z' });
    const api = fakeApi({ [DETAIL]: reverseDetail(7, { fulfillmentProgressList: [parcel(1, 'USER', 'JJD0001')] }), [WAYBILL]: () => [scan()] });
    await renderPage();
    expect(await screen.findByText('Parcel handed over to DHL Paket')).toBeInTheDocument();
    try {
      await act(() => changeLanguage('de'));
      expect(await screen.findByText('Paket an DHL Paket übergeben')).toBeInTheDocument();
      expect(api.calls.filter((c) => c.path === WAYBILL)).toHaveLength(2);
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('says 暂时没有物流信息 when the carrier has nothing yet', async () => {
    fakeApi({ [DETAIL]: reverseDetail(7, { fulfillmentProgressList: [parcel(1, 'SELLER', 'NEW0001')] }), [WAYBILL]: [] });
    await renderPage('zh-CN');
    expect(await screen.findByText('暂时没有物流信息')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '换货物流' })).toHaveAttribute('aria-selected', 'true');
  });
});
