import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { toast, useMarket, useSession } from '@mall/shared';
import { orderActionCalls, orderCalls } from '@mall/shared/contract';
import { testBuyer } from '@mall/shared/testing';
import { fakeApi, renderScreen, serverError } from '../../testing/screen';
import { OrderDetail } from '../../pages/OrderDetail/OrderDetail';
import { OrderActions } from '../OrderActions';
import { order } from '../../testing/orders';
import { detailOf, ops, renderActions } from '../testing';

const DETAIL = orderCalls.orderDetail.path;
const SEND = orderActionCalls.sendInvoiceEmail.path;

beforeEach(() => {
  useSession.getState().setUser(testBuyer());
  useMarket.setState({ locale: 'en-GB' });
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.clear());
});

const invoiced = order(12, { displayStatus: 'COMPLETE', operationList: ops('viewInvoice', 'sendInvoiceEmail') });
const files = [{ name: 'Invoice T2024000012.pdf', url: '/media/invoices/12.pdf' }];
/** Spec: the resend names the order as its detail shows it: {id, shop{id}, invoiceUrl, buyer{user{nickname}}}. */
const specFields = (shown: ReturnType<typeof detailOf>) => ({ id: 12, shop: { id: shown.shop.id }, invoiceUrl: files, buyer: { user: { nickname: shown.buyer.user.nickname } } });

async function openInvoice(detail = detailOf(invoiced, { invoiceUrl: files }), send: unknown = { channel: 'EMAIL', address: 'anna@example.com' }) {
  const api = fakeApi({ [DETAIL]: detail, [SEND]: send });
  await renderActions(invoiced);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'View invoice' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invoice' });
  return { api, user, dialog };
}

describe('view invoice', () => {
  it('lists the invoice files, opening in a new tab', async () => {
    const { dialog } = await openInvoice();
    const link = await within(dialog).findByRole('link', { name: 'Open invoice 1' });
    expect(link).toHaveAttribute('href', '/media/invoices/12.pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says the invoice is pending when there is none yet', async () => {
    const { dialog } = await openInvoice(detailOf(invoiced, { invoiceUrl: null }));
    expect(await within(dialog).findByText(/not issued yet/)).toBeInTheDocument();
  });

  it('offers no resend form unless the order offers sendInvoiceEmail', async () => {
    const { dialog } = await openInvoice(detailOf(order(12, { operationList: ops('viewInvoice') }), { invoiceUrl: files }));
    await within(dialog).findByRole('link');
    expect(within(dialog).queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('the detail fetched for the invoice', () => {
  it('serves the order detail page afterwards: the detail is fetched once', async () => {
    const api = fakeApi({ [DETAIL]: detailOf(invoiced, { invoiceUrl: files }), [SEND]: {} });
    // The list row, then the order's detail page, in one storefront (one query client).
    function ListThenDetail() {
      return useLocation().pathname === '/buyer/orders' ? <OrderActions order={invoiced} placement="row" /> : <OrderDetail />;
    }
    const view = await renderScreen(<ListThenDetail />, { url: '/buyer/orders', path: ['/buyer/orders', '/buyer/order/detail/:id'] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'View invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice' });
    await within(dialog).findByRole('link', { name: 'Open invoice 1' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invoice' })).not.toBeInTheDocument());

    await act(async () => view.navigate('/buyer/order/detail/12'));
    expect(await screen.findByRole('heading', { name: 'Order details' })).toBeInTheDocument();
    expect(api.bodiesOf(DETAIL)).toEqual([{ id: 12 }]);
  });
});

describe('invoice resend form', () => {
  it('asks for the e-mail when the order has one: required, then a correct e-mail, keeping what was typed', async () => {
    const { api, user, dialog } = await openInvoice();
    const field = await within(dialog).findByLabelText('E-mail');
    expect(field).toHaveValue('anna@example.com');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('please enter email')).toBeInTheDocument();
    await user.type(field, 'anna@example');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('please enter a correct email')).toBeInTheDocument();
    expect(field).toHaveValue('anna@example');
    expect(api.bodiesOf(SEND)).toHaveLength(0);
  });

  it('sends and says invoice sent to {address}, please check', async () => {
    const { api, user, dialog } = await openInvoice(undefined, { channel: 'EMAIL', address: 'a.berg@example.com' });
    const field = await within(dialog).findByLabelText('E-mail');
    await user.clear(field);
    await user.type(field, 'a.berg@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('invoice sent to a.berg@example.com, please check')).toBeInTheDocument();
    expect(api.bodiesOf(SEND)).toEqual([{ ...specFields(detailOf(invoiced, { invoiceUrl: files })), buyerEmail: 'a.berg@example.com' }]);
  });

  it('asks for the phone when the order has no e-mail: required, then a correct phone', async () => {
    const shown = detailOf(invoiced, { invoiceUrl: files, buyerEmail: null, buyerPhone: '+49 30 1234567' });
    const { api, user, dialog } = await openInvoice(shown, {
      channel: 'PHONE',
      address: '+49 30 7654321',
    });
    const field = await within(dialog).findByLabelText('Phone');
    expect(field).toHaveValue('+49 30 1234567');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('please enter phone')).toBeInTheDocument();
    await user.type(field, 'call me');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('please enter a correct phone')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '+49 30 7654321');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('invoice sent to +49 30 7654321, please check')).toBeInTheDocument();
    expect(api.bodiesOf(SEND)).toEqual([{ ...specFields(shown), buyerPhone: '+49 30 7654321' }]);
  });

  it("shows the server's refusal on the field", async () => {
    const refusal = () =>
      Response.json(
        { success: false, error: { code: 'VALIDATION', message: 'bad', fields: [{ field: 'buyerEmail', message: 'invoice.emailInvalid' }] } },
        { status: 400 },
      );
    const { user, dialog } = await openInvoice(undefined, refusal);
    await within(dialog).findByLabelText('E-mail');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('please enter a correct email')).toBeInTheDocument();
  });

  it('a failed send says operation failed, please retry', async () => {
    const { user, dialog } = await openInvoice(undefined, () => serverError());
    await within(dialog).findByLabelText('E-mail');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('operation failed, please retry')).toBeInTheDocument();
  });
});
