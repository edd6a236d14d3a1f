import { useImperativeHandle } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayChannel } from '@mall/shared/contract';
import { fakeApi, renderScreen } from '../testing/screen';
import { loadPaymentAdapter, type PaymentAdapter, type PaymentContext, type PaymentFormContext, type PaymentFormProps } from '../payments';
import { toPayOptions } from './channelOptions';
import type { PayFlowPorts } from './payFlow';
import { PaymentSection } from './PaymentSection';
import { usePayment } from './usePayment';

jest.mock('../payments', () => ({ ...jest.requireActual('../payments'), loadPaymentAdapter: jest.fn() }));
const loadAdapter = jest.mocked(loadPaymentAdapter);

const FIRST_PAY = '/sapi/mall-pay/payment/firstPay';
const eur = (value: number) => ({ value, currency: 'EUR' });

const channel = (code: PayChannel['channel'], patch: Partial<PayChannel> = {}): PayChannel => ({
  channel: code, provider: 'ADYEN', channelName: code, icon: `/media/payments/${code}.svg`, anonymous: true, excludeCountry: [], sort: 1,
  paymentMethods: [], configMap: [], configured: true, isCardAggregator: false, cardStyle: false, savedCard: false, ...patch,
});
const adyenKeys = { clientKey: 'test_CLIENT', environment: 'test', merchantAccount: 'FurnitureMall' };
const actionAnswer = {
  nextStep: 'ACTION', paymentRecordId: 77, recordStatus: 'PAY_PENDING', channel: 'ADYEN_PC', redirectUrl: null, needConfirm: false,
  redirectInfo: { clientSecret: null, approveUrl: null, action: { type: 'threeDS2' }, merchantSerialNo: 'PSP1', resultCode: 'ChallengeShopper' },
  channelToken: null, contractId: 900, tradeOrderIds: [901], buyerId: 1, amount: eur(100), replayed: false,
};
const target = { contractId: 900, buyerId: 1, tradeOrderIds: [901], isPoint: false };

/** A provider adapter whose form reports the context it was given. */
function fakeAdapter(patch: Partial<PaymentAdapter> = {}) {
  const seen: { form: PaymentFormContext[]; action: PaymentContext[] } = { form: [], action: [] };
  function Form({ context, ref }: PaymentFormProps) {
    seen.form.push(context);
    useImperativeHandle(ref, () => ({ validate: async () => ({ valid: true as const, extras: {} }) }));
    return <p>provider form</p>;
  }
  const adapter: PaymentAdapter = {
    provider: 'adyen',
    payButton: jest.fn((_channel: string, _method?: string) => 'storefront' as const),
    Form,
    hasForm: () => true,
    handleAction: jest.fn(async (_action, ctx: PaymentContext) => {
      seen.action.push(ctx);
      return { status: 'pending' as const, stayOnPage: true };
    }),
    confirmClientSecret: jest.fn(async () => ({ status: 'success' as const })),
    ...patch,
  };
  loadAdapter.mockResolvedValue(adapter);
  return { adapter, seen };
}

function Section({ channels, prepare, contractId }: { channels: PayChannel[]; prepare: PayFlowPorts['prepare']; contractId?: number }) {
  const payment = usePayment({ prepare, stepBack: () => undefined });
  return (
    <PaymentSection
      active
      options={toPayOptions([{ groupName: 'all', payChannels: channels }])}
      amount={eur(100)}
      payment={payment}
      formContext={{ amount: eur(100), countryCode: 'DE', locale: 'de-DE', site: 'EU', ...(contractId !== undefined ? { contractId } : {}) }}
    />
  );
}

const show = (props: Parameters<typeof Section>[0]) => renderScreen(<Section {...props} />, { url: '/checkout', path: '/checkout' });

describe('the payment section hands the adapters what they read', () => {
  afterEach(() => jest.restoreAllMocks());

  it("gives the chosen channel's public keys from the channel config to its form", async () => {
    const { seen } = fakeAdapter();
    await show({ channels: [channel('ADYEN_PC', { publicKeys: adyenKeys })], prepare: async () => ({ validResult: '1', target }) });
    expect(await screen.findByText('provider form')).toBeInTheDocument();
    expect(seen.form.at(-1)).toMatchObject({ channel: 'ADYEN_PC', keys: adyenKeys });
  });

  it('lets a form place the contract first (prepareContract), or names it when it exists', async () => {
    const { seen } = fakeAdapter();
    const prepare = jest.fn(async () => ({ validResult: '1' as const, target }));
    const view = await show({ channels: [channel('KLARNA', { provider: 'KLARNA' })], prepare });
    await screen.findByText('provider form');
    const context = seen.form.at(-1)!;
    expect(context.contractId).toBeUndefined();
    await expect(context.prepareContract!()).resolves.toBe(900);
    expect(prepare).toHaveBeenCalledTimes(1);
    view.unmount();

    await show({ channels: [channel('KLARNA', { provider: 'KLARNA' })], prepare, contractId: 900 });
    await screen.findByText('provider form');
    expect(seen.form.at(-1)!.contractId).toBe(900);
  });

  it("gives an action the attempt's idempotency key (the one firstPay carried) and the contract", async () => {
    const { seen } = fakeAdapter();
    const api = fakeApi({ [FIRST_PAY]: actionAnswer });
    await show({ channels: [channel('ADYEN_PC', { publicKeys: adyenKeys })], prepare: async () => ({ validResult: '1', target }) });
    await screen.findByText('provider form');
    await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(seen.action).toHaveLength(1));
    const [body] = api.bodiesOf(FIRST_PAY) as Array<{ idempotencyKey: string }>;
    expect(seen.action[0]).toMatchObject({
      idempotencyKey: body!.idempotencyKey,
      contractId: 900,
      keys: adyenKeys,
      order: { contractId: 900, paymentRecordId: 77, orderIds: [901] },
    });
  });

  it("asks the adapter who shows the pay button with the channel and method: the provider's own button hides the storefront's", async () => {
    const { adapter } = fakeAdapter({ payButton: jest.fn((_channel: string, method?: string) => (method === 'applepay' ? ('provider' as const) : ('storefront' as const))) });
    await show({
      channels: [channel('ADYEN_PC', { paymentMethods: [{ type: 'applepay', name: 'Apple Pay' }, { type: 'ideal', name: 'iDEAL' }] })],
      prepare: async () => ({ validResult: '1', target }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with Apple Pay' }));
    await screen.findByText('provider form');
    expect(adapter.payButton).toHaveBeenLastCalledWith('ADYEN_PC', 'applepay');
    expect(screen.queryByRole('button', { name: /^Pay \d/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'iDEAL' }));
    expect(await screen.findByRole('button', { name: /^Pay \d/ })).toBeInTheDocument();
    expect(adapter.payButton).toHaveBeenLastCalledWith('ADYEN_PC', 'ideal');
  });

  it('Apple Pay pays from a modal with a button for that method, not from a wallet button in the accordion (spec §2)', async () => {
    fakeAdapter({ payButton: jest.fn(() => 'provider' as const) });
    await show({ channels: [channel('ADYEN_PC', { paymentMethods: [{ type: 'applepay', name: 'Apple Pay' }] })], prepare: async () => ({ validResult: '1', target }) });
    const open = await screen.findByRole('button', { name: 'Pay with Apple Pay' });
    // Nothing of the wallet sits in the accordion itself.
    expect(screen.queryByText('provider form')).not.toBeInTheDocument();
    await userEvent.click(open);
    const modal = await screen.findByRole('dialog', { name: 'Pay with Apple Pay' });
    expect(modal).toHaveTextContent('Confirm 100,00 € with Apple Pay on this device.');
    expect(within(modal).getByText('provider form')).toBeInTheDocument();
  });

  it("shows each method's own mark beside its name, hidden from assistive technology (the name says it)", async () => {
    fakeAdapter();
    await show({ channels: [channel('ADYEN_PC', { paymentMethods: [{ type: 'ideal', name: 'iDEAL' }, { type: 'clearpay', name: 'Clearpay' }] })], prepare: async () => ({ validResult: '1', target }) });
    const ideal = await screen.findByRole('button', { name: 'iDEAL' });
    const mark = ideal.closest('h3')!.querySelector('svg.checkout-pay-mark')!;
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark).toHaveTextContent('iDEAL');
    expect(screen.getByRole('button', { name: 'Clearpay' }).closest('h3')!.querySelector('svg.checkout-pay-mark')).toHaveTextContent('clearpay');
    // No remote image for a method with a mark of its own.
    expect(document.querySelector('img[src*="/media/payments/"]')).toBeNull();
  });
});
