import { testBuyer } from '@mall/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMarket, useSession } from '@mall/shared';
import { afterSalesCalls } from '@mall/shared/contract';
import { fakeApi, renderScreen, serverError } from '../../testing/screen';
import { SendBackItems } from './SendBackItems';

const CARRIERS = afterSalesCalls.listCarriers.path;
const POST_BACK = afterSalesCalls.postBackReverse.path;
const carriers = [
  { id: 1, entityName: 'DHL Paket', entityCode: 'DHL' },
  { id: 2, entityName: 'DPD', entityCode: 'DPD' },
];
const renderPage = (language?: 'en' | 'zh-CN' | 'de') =>
  renderScreen(<SendBackItems />, { url: '/buyer/send-back-items?reverseOrderId=7', path: '/buyer/send-back-items', language });

beforeEach(() => {
  useSession.getState().setUser(testBuyer());
  useMarket.setState({ locale: 'en-GB' });
});
afterEach(() => jest.restoreAllMocks());

async function chooseCarrier(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /Logistics company/ }));
  const sheet = await screen.findByRole('dialog', { name: 'Logistics companies' });
  await user.click(await within(sheet).findByRole('button', { name }));
}

describe('SendBackItems (return items page)', () => {
  it('asks for the carrier and the tracking number, letters and digits only', async () => {
    const api = fakeApi({ [CARRIERS]: carriers, [POST_BACK]: { id: 7, reverseTradeOrderStatus: 'WAITING_FOR_QC_DONE' } });
    const view = await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('please enter logistics company')).toBeInTheDocument();
    expect(screen.getByText('please enter the tracking number')).toBeInTheDocument();
    // The carrier is a field like the others: label above, the error below with its icon, tied to the control.
    const carrierButton = screen.getByRole('button', { name: 'Logistics company Choose a logistics company' });
    expect(carrierButton).toHaveAttribute('aria-invalid', 'true');
    expect(carrierButton).toHaveAccessibleDescription('please enter logistics company');
    expect(screen.getByText('please enter logistics company').closest('.mall-field__error')?.querySelector('svg')).not.toBeNull();
    await chooseCarrier('DPD');
    await waitFor(() => expect(screen.queryByText('please enter logistics company')).not.toBeInTheDocument());
    const tracking = screen.getByLabelText('Tracking number');
    await user.type(tracking, 'JJD-0001');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('enter the correct tracking number')).toBeInTheDocument();
    expect(api.bodiesOf(POST_BACK)).toEqual([]);
    await user.clear(tracking);
    await user.type(tracking, 'JJD0001');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(view.location().pathname).toBe('/buyer/as/detail/7'));
    expect(api.bodiesOf(POST_BACK)).toEqual([
      { id: 7, fulfillmentProgressList: [{ serviceCode: 'JJD0001', fulfillmentServiceProvider: { id: 2 } }], returnMode: 'SELF_DELIVERY' },
    ]);
  });

  it('says a failed call failed and keeps what was typed (the original swallowed it)', async () => {
    fakeApi({ [CARRIERS]: carriers, [POST_BACK]: serverError() });
    const view = await renderPage();
    await chooseCarrier('DHL Paket');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tracking number'), 'JJD0001');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('Tracking number')).toHaveValue('JJD0001');
    expect(screen.getByRole('button', { name: /DHL Paket/ })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/buyer/send-back-items');
  });

  it('shows the messages in Chinese', async () => {
    fakeApi({ [CARRIERS]: carriers });
    await renderPage('zh-CN');
    await userEvent.setup().click(await screen.findByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入物流公司')).toBeInTheDocument();
    expect(screen.getByText('请输入物流单号')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('物流单号'), 'JJD 0001');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入正确的物流单号')).toBeInTheDocument();
    expect(screen.getByLabelText('物流单号')).toHaveValue('JJD 0001');
  });
});
