import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideFragmentLoader, RemoteFragment, type RePaymentProps } from './fragments';
import { renderWithI18n } from './testing';

const props: RePaymentProps = { tradeOrderIds: [7], operation: 'pay', onClose: () => {} };

afterEach(() => provideFragmentLoader(undefined));

describe('RemoteFragment', () => {
  it('renders the fragment the loader returns, with the props given', async () => {
    const loader = jest.fn(async () => ({ default: (p: RePaymentProps) => <p>paying {p.tradeOrderIds.join(',')}</p> }));
    provideFragmentLoader(loader);
    await renderWithI18n(<RemoteFragment id="checkout/RePayment" props={props} />);
    expect(await screen.findByText('paying 7')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('checkout', './RePayment', false);
  });

  it("holds the fragment's place with the fallback given while its code loads (issue 30: a skeleton as tall as it)", async () => {
    let load: (module: unknown) => void = () => {};
    provideFragmentLoader(() => new Promise((resolve) => (load = resolve)));
    await renderWithI18n(<RemoteFragment id="checkout/RePayment" props={props} fallback={<p>as tall as the payment</p>} />);
    expect(screen.getByText('as tall as the payment')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => load({ default: () => <p>paying</p> }));
    expect(await screen.findByText('paying')).toBeInTheDocument();
    expect(screen.queryByText('as tall as the payment')).toBeNull();
  });

  it('says honestly when the fragment cannot load, and retry loads it afresh', async () => {
    const loader = jest
      .fn()
      .mockResolvedValueOnce({ unavailable: true, id: 'mfe_checkout/RePayment', reason: 'offline' })
      .mockResolvedValueOnce({ default: () => <p>back</p> });
    provideFragmentLoader(loader);
    await renderWithI18n(<RemoteFragment id="checkout/RePayment" props={props} />);
    expect(await screen.findByText('This part of the page could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('back')).toBeInTheDocument();
    expect(loader).toHaveBeenLastCalledWith('checkout', './RePayment', true);
  });

  it('contains a fragment that crashes instead of blanking the page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    provideFragmentLoader(async () => ({
      default: () => {
        throw new Error('boom');
      },
    }));
    await renderWithI18n(<RemoteFragment id="checkout/RePayment" props={props} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');
  });

  it('without a loader (no host) shows the notice', async () => {
    await renderWithI18n(<RemoteFragment id="account/AddressModal" props={{ open: true, kind: 'shipping', onClose() {}, onSaved() {} }} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
