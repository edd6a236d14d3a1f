import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { fakeApi } from '@mall/shared/testing';
import { useSession } from '@mall/shared';
import { type MerchantEntry as Entry, type User } from '@mall/shared/contract';
import { MerchantEntry } from './MerchantEntry';
import { renderShell } from '../testing';

const buyer: User = {
  id: 3, nickname: 'Mia', username: null, email: 'm@b.de', mobile: null, prefix: null, isTourist: false,
  extra: { firstName: null, lastName: null, city: null, gender: null },
};
const entry = (patch: Partial<Entry>): Entry => ({
  isShow: true, isShowSettled: true, isShowBackground: true, merchantStatus: null, auditStatus: null, backOfficeUrl: 'https://seller.example/bo', ...patch,
});

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

async function show(patch: Partial<Entry>, who: User | null = buyer, openBackOffice = jest.fn()) {
  api = fakeApi({ '/sapi/mall-customer/merchant/entry': entry(patch) });
  act(() => useSession.getState().setUser(who));
  await renderShell(<MerchantEntry openBackOffice={openBackOffice} />, {
    route: '/',
    path: '/',
    extraRoutes: [<Route key="a" path="/merchant/audit" element={<p>audit page</p>} />, <Route key="b" path="/merchant/apply" element={<p>apply page</p>} />],
  });
  return openBackOffice;
}

describe('the merchant entry in the top bar', () => {
  it('is not shown to a logged-out visitor, and the server is not even asked', async () => {
    await show({}, null);
    expect(screen.queryByRole('button', { name: 'Sell with us' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('is not shown when the server flag says no', async () => {
    await show({ isShow: false });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends an applicant under audit to /merchant/audit', async () => {
    await show({ auditStatus: 'audit' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sell with us' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/merchant/audit');
  });

  it('sends someone without a passed audit to /merchant/apply', async () => {
    await show({ auditStatus: 'reject' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sell with us' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/merchant/apply');
  });

  it('opens the back-office for a seller', async () => {
    const open = await show({ merchantStatus: 'seller', auditStatus: 'pass' });
    await userEvent.click(await screen.findByRole('button', { name: 'Seller back-office' }));
    expect(open).toHaveBeenCalledWith('https://seller.example/bo');
  });

  it('tells a frozen merchant what is still allowed', async () => {
    const open = await show({ merchantStatus: 'frozen', auditStatus: 'pass' });
    await userEvent.click(await screen.findByRole('button', { name: 'Seller back-office' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('you can only query, and ship and handle returns and refunds of past orders');
    expect(open).not.toHaveBeenCalled();
  });

  it('tells a cleared merchant the shop is stopped or removed', async () => {
    await show({ merchantStatus: 'clear', auditStatus: 'pass' });
    await userEvent.click(await screen.findByRole('button', { name: 'Seller back-office' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('stopped or removed');
  });
});
