import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadStripe } from '@stripe/stripe-js/pure';
import { provideFragmentLoader, toast, Toaster, useMarket, useSession, type RegionPickerProps } from '@mall/shared';
import { testBuyer } from '@mall/shared/testing';
import { fakeApi, failure, renderScreen } from '../../testing/screen';
import { fakeStripe } from '../../payments/testing/fakeStripe';
import { forgetStripe } from '../../payments/stripe/stripe';
import { SavedCards } from './SavedCards';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
const load = jest.mocked(loadStripe);

const LIST = '/api/trantor/flow/customer_QueryCardByCustomerFlow';
const CREATE = '/api/trantor/flow/customer_CreateCardFlow';
const ONE = '/api/trantor/func/customer_QueryOneCardFunc';
const REGIONS = '/sapi/mall-content/web/mdRegionBO/page';
/** The spec's district call: the card form asks whether the market's first level has entries. */
const LEVELS = '/sapi/mall-content/web/mdDistrictBO/page';
/** A market without a district tree: province, city and district are typed. */
const noTree = { data: [], total: 0 };

const visa = { id: 1, isDefault: true, tailNumber: '4242', bankNetBO: { bankNetName: 'Visa', bankNetLogo: '/media/payments/visa.svg' }, payCenterToken: 'pm_1', expiryMonth: 4, expiryYear: 2031, cardHolderName: 'Anna Berg' };
const regions = { data: [{ id: 5, regionName: 'Germany', regionShortName: 'DE', regionStatus: 'ENABLED', currency: 'EUR', locale: 'de-DE', dialCode: '+49', addressLevels: 3 }], total: 1 };

async function show(language: 'en' | 'zh-CN' = 'en') {
  return renderScreen(
    <>
      <SavedCards />
      <Toaster />
    </>,
    { url: '/buyer/cards', path: '/buyer/cards', language },
  );
}

async function fillHolder() {
  const dialog = await screen.findByRole('dialog');
  const type = (label: string, text: string) => userEvent.type(within(dialog).getByLabelText(label), text);
  await type('Cardholder name', 'Anna Berg');
  await type('Mobile', '+49 30 1234567');
  await type('State / province', 'Berlin');
  await type('City', 'Berlin');
  await type('District', 'Mitte');
  await type('Street', 'Invalidenstraße');
  await type('House number', '12');
  await type('Postcode', '10115');
}
describe('saved cards', () => {
  beforeEach(() => {
    forgetStripe();
    load.mockReset();
    toast.clear();
    act(() => {
      useSession.getState().setUser(testBuyer());
      useMarket.getState().setMarket({ country: 'DE', cardProviderPublishableKey: '' });
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('lists the bound cards: brand, last digits, holder, expiry, default', async () => {
    const api = fakeApi({ [LIST]: [visa, { ...visa, id: 2, isDefault: false, tailNumber: '4444', bankNetBO: { bankNetName: 'Mastercard', bankNetLogo: '' } }] });
    await show();
    expect(await screen.findByText('Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByText('Mastercard ending in 4444')).toBeInTheDocument();
    expect(screen.getAllByText(/Anna Berg · 04\/31/)).toHaveLength(2);
    expect(screen.getAllByText('Default')).toHaveLength(1);
    expect(api.bodiesOf(LIST)).toEqual([{ isBind: 1 }]);
  });

  it('says so when there are no cards, and offers a retry when the list fails', async () => {
    fakeApi({ [LIST]: [] });
    const view = await show();
    expect(await screen.findByText('You have no saved cards yet.')).toBeInTheDocument();
    view.unmount();
    jest.restoreAllMocks();
    fakeApi({ [LIST]: () => failure(500, 'INTERNAL') });
    await show();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('titles the modal 添加卡片 and refuses empty required fields with 请填写, keeping what was typed', async () => {
    const api = fakeApi({ [LIST]: [], [REGIONS]: regions, [LEVELS]: noTree });
    await show('zh-CN');
    await userEvent.click(await screen.findByRole('button', { name: '添加卡片' }));
    const dialog = await screen.findByRole('dialog', { name: '添加卡片' });
    await userEvent.type(within(dialog).getByLabelText('持卡人姓名'), 'Anna');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存卡片' }));
    // mobile, province, city, district, street, house number, postcode
    expect(await within(dialog).findAllByText('请填写')).toHaveLength(7);
    expect(within(dialog).getByLabelText('持卡人姓名')).toHaveValue('Anna');
    expect(api.bodiesOf(CREATE)).toEqual([]);
  });

  it("draws the add-card form with the design system's controls: countries in the buyer's language, a labelled save checkbox", async () => {
    fakeApi({ [LIST]: [], [REGIONS]: regions, [LEVELS]: noTree });
    await show('zh-CN');
    await userEvent.click(await screen.findByRole('button', { name: '添加卡片' }));
    const dialog = await screen.findByRole('dialog', { name: '添加卡片' });
    const country = await within(dialog).findByRole('combobox', { name: '国家' });
    expect(country).toHaveClass('mall-input');
    expect(await within(country).findByRole('option', { name: '德国' })).toBeInTheDocument();
    const save = within(dialog).getByRole('checkbox', { name: '保存此卡用于以后的支付' });
    expect(save).toBeChecked();
    expect(save).toHaveClass('mall-check__input');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存卡片' }));
    const error = (await within(dialog).findAllByText('请填写'))[0]!;
    expect(error.closest('.mall-field__error')?.querySelector('svg')).not.toBeNull();
  });

  it('creates the card, polls payCenterToken once a second until it is there, says 添加成功 and refreshes the list', async () => {
    let polls = 0;
    const api = fakeApi({
      [LIST]: () => (api.bodiesOf(CREATE).length ? [visa] : []),
      [REGIONS]: regions,
      [LEVELS]: noTree,
      [CREATE]: { id: 9, extra: JSON.stringify({ clientSecret: 'mock_seti_9', provider: 'MOCKPAY', publishableKey: null }) },
      [ONE]: () => ({ id: 9, payCenterToken: ++polls < 3 ? null : 'pm_9', status: polls < 3 ? 'SETUP_PENDING' : 'BOUND', tailNumber: '4242' }),
    });
    await show('zh-CN');
    await userEvent.click(await screen.findByRole('button', { name: '添加卡片' }));
    await screen.findByRole('dialog');
    jest.useFakeTimers({ advanceTimers: true });
    await fillHolderZh();
    await userEvent.click(screen.getByRole('button', { name: '保存卡片' }));
    await waitFor(() => expect(api.bodiesOf(CREATE)).toHaveLength(1));
    expect(api.bodiesOf(CREATE)[0]).toEqual({
      cardHolderName: 'Anna Berg', mobile: '+49 30 1234567', email: 'anna@example.com', country: 'DE',
      address: { province: 'Berlin', city: 'Berlin', region: 'Mitte' }, street: 'Invalidenstraße', houseNumber: '12', zipCode: '10115',
      isSave: true, city: 'Berlin', state: 'Berlin',
    });
    expect(await screen.findByText('添加成功', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.bodiesOf(ONE)).toEqual([{ id: 9 }, { id: 9 }, { id: 9 }]);
    expect(await screen.findByText('Visa 尾号 4242')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 15_000);

  it("warns 'Setup timeout, please retry later' after 5 polls without a token", async () => {
    const api = fakeApi({
      [LIST]: [],
      [REGIONS]: regions,
      [LEVELS]: noTree,
      [CREATE]: { id: 9, extra: JSON.stringify({ clientSecret: 'mock', provider: 'MOCKPAY', publishableKey: null }) },
      [ONE]: { id: 9, payCenterToken: null, status: 'SETUP_PENDING', tailNumber: null },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Add card' }));
    jest.useFakeTimers({ advanceTimers: true });
    await fillHolder();
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Setup timeout, please retry later', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(api.bodiesOf(ONE)).toHaveLength(5);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  }, 15_000);

  it('confirms the setup with Stripe using the clientSecret and the hosted card field, then polls', async () => {
    const fake = fakeStripe();
    load.mockResolvedValue(fake.stripe as never);
    act(() => useMarket.getState().setMarket({ cardProviderPublishableKey: 'pk_test_site' }));
    const api = fakeApi({
      [LIST]: [],
      [REGIONS]: regions,
      [LEVELS]: noTree,
      [CREATE]: { id: 9, extra: JSON.stringify({ clientSecret: 'seti_9_secret', provider: 'STRIPE', publishableKey: 'pk_test_site' }) },
      [ONE]: { id: 9, payCenterToken: 'pm_9', status: 'BOUND', tailNumber: '4242' },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(fake.elements.cardCvc?.mount).toHaveBeenCalled());
    // the hosted fields are required too
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Card number is required')).toBeInTheDocument();
    fake.fillCard();
    await fillHolder();
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Card added', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(fake.stripe.confirmCardSetup).toHaveBeenCalledWith('seti_9_secret', expect.objectContaining({
      payment_method: expect.objectContaining({ card: fake.elements.cardNumber, billing_details: expect.objectContaining({ name: 'Anna Berg' }) }),
    }));
    expect(api.bodiesOf(ONE)).toEqual([{ id: 9 }]);
  });

  it("skips the provider's confirmation when the created card's provider is MOCKPAY (extra.provider), even with a key", async () => {
    const fake = fakeStripe();
    load.mockResolvedValue(fake.stripe as never);
    act(() => useMarket.getState().setMarket({ cardProviderPublishableKey: 'pk_test_site' }));
    const api = fakeApi({
      [LIST]: [],
      [REGIONS]: regions,
      [LEVELS]: noTree,
      [CREATE]: { id: 9, extra: JSON.stringify({ clientSecret: 'mock_seti_9_secret', provider: 'MOCKPAY', publishableKey: null }) },
      [ONE]: { id: 9, payCenterToken: 'mock_pm_9', status: 'BOUND', tailNumber: '4242' },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(fake.elements.cardCvc?.mount).toHaveBeenCalled());
    fake.fillCard();
    await fillHolder();
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Card added', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(fake.stripe.confirmCardSetup).not.toHaveBeenCalled();
    expect(api.bodiesOf(ONE)).toEqual([{ id: 9 }]);
  }, 15_000);

  it("shows 'error loading the program, please refresh and retry' when the card provider's script cannot load, and creates nothing", async () => {
    load.mockRejectedValue(new Error('blocked'));
    act(() => useMarket.getState().setMarket({ cardProviderPublishableKey: 'pk_test_site' }));
    const api = fakeApi({ [LIST]: [], [REGIONS]: regions, [LEVELS]: noTree });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('error loading the program, please refresh and retry')).toBeInTheDocument();
    await fillHolder();
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(api.bodiesOf(CREATE)).toEqual([]);
  });
});

describe('the add-card modal where the market has a district tree', () => {
  const berlin = { data: [{ id: 11, districtCode: 'BE', districtName: 'Berlin', districtAlias: null, districtLevel: 1, parentDistrict: null, hasChildren: true }], total: 1 };
  let pickerProps: RegionPickerProps[] = [];
  /** Stands in for account's RegionPicker fragment: shows what it was given, confirms a fixed choice. */
  function FakeRegionPicker(props: RegionPickerProps) {
    pickerProps.push(props);
    return (
      <button type="button" onClick={() => props.onConfirm({ codes: ['BE', 'BE-B', 'BE-MI'], names: ['Berlin', 'Berlin', 'Mitte'], ids: [11, 12, 13] })}>
        pick Berlin Mitte
      </button>
    );
  }
  beforeEach(() => {
    pickerProps = [];
    toast.clear();
    provideFragmentLoader(async (bundle, expose) => (bundle === 'account' && expose === './RegionPicker' ? { default: FakeRegionPicker } : undefined));
    act(() => {
      useSession.getState().setUser(testBuyer());
      useMarket.getState().setMarket({ country: 'DE', cardProviderPublishableKey: '' });
    });
  });
  afterEach(() => {
    provideFragmentLoader(undefined);
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  async function fillRest(dialog: HTMLElement) {
    const type = (label: string, text: string) => userEvent.type(within(dialog).getByLabelText(label), text);
    await type('Cardholder name', 'Anna Berg');
    await type('Mobile', '+49 30 1234567');
    await type('Street', 'Invalidenstraße');
    await type('House number', '12');
    await type('Postcode', '10115');
  }

  it("picks province, city and district with account's region picker (3 levels, all required) and saves them", async () => {
    const api = fakeApi({
      [LIST]: [],
      [REGIONS]: regions,
      [LEVELS]: berlin,
      [CREATE]: { id: 9, extra: JSON.stringify({ clientSecret: 'mock', provider: 'MOCKPAY', publishableKey: null }) },
      [ONE]: { id: 9, payCenterToken: 'pm_9', status: 'BOUND', tailNumber: '4242' },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add card' });
    const region = await within(dialog).findByRole('group', { name: 'Province / city / district' });
    expect(within(dialog).queryByLabelText('District')).not.toBeInTheDocument();
    expect(region).toHaveTextContent('Not chosen yet');
    await userEvent.click(within(region).getByRole('button', { name: 'Choose' }));
    await userEvent.click(await within(region).findByRole('button', { name: 'pick Berlin Mitte' }));
    expect(pickerProps[0]).toMatchObject({ regionId: 5, mustComplete: true });
    expect(region).toHaveTextContent('Berlin / Berlin / Mitte');
    expect(within(region).getByRole('button', { name: 'Change' })).toBeInTheDocument();
    await fillRest(dialog);
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Card added', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.bodiesOf(CREATE)[0]).toMatchObject({ address: { province: 'Berlin', city: 'Berlin', region: 'Mitte' }, city: 'Berlin', state: 'Berlin' });
    expect(api.bodiesOf(LEVELS)[0]).toEqual({ pageSize: 999, pageNum: 1, districtLevel: 1, region: 'DE', parentDistrict: null });
  });

  it('refuses to save before a region is picked (请填写 on the picker), keeping what was typed', async () => {
    const api = fakeApi({ [LIST]: [], [REGIONS]: regions, [LEVELS]: berlin });
    await show('zh-CN');
    await userEvent.click(await screen.findByRole('button', { name: '添加卡片' }));
    const dialog = await screen.findByRole('dialog', { name: '添加卡片' });
    const region = await within(dialog).findByRole('group', { name: '省/市/区' });
    await userEvent.type(within(dialog).getByLabelText('持卡人姓名'), 'Anna');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存卡片' }));
    expect(await within(region).findByText('请填写')).toBeInTheDocument();
    // mobile, the region picker, street, house number, postcode
    expect(within(dialog).getAllByText('请填写')).toHaveLength(5);
    expect(within(dialog).getByLabelText('持卡人姓名')).toHaveValue('Anna');
    expect(api.bodiesOf(CREATE)).toEqual([]);
  });

  it('falls back to typed fields when the district tree cannot be read', async () => {
    fakeApi({ [LIST]: [], [REGIONS]: regions, [LEVELS]: () => failure(500, 'INTERNAL') });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText('District')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('State / province')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Province / city / district' })).not.toBeInTheDocument();
  });
});

async function fillHolderZh() {
  const dialog = await screen.findByRole('dialog');
  const type = (label: string, text: string) => userEvent.type(within(dialog).getByLabelText(label), text);
  await type('持卡人姓名', 'Anna Berg');
  await type('手机号', '+49 30 1234567');
  await type('州/省', 'Berlin');
  await type('城市', 'Berlin');
  await type('区', 'Mitte');
  await type('街道', 'Invalidenstraße');
  await type('门牌号', '12');
  await type('邮编', '10115');
}
