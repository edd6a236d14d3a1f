import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMarket, type AddressModalProps } from '@mall/shared';
import { addressCalls, regionCalls } from '@mall/shared/contract';
import { failure, fakeApi, renderScreen, serverError } from '../../testing/screen';
import { answerLevels, answerRegions } from '../RegionPicker/testRegions';
import { pdfFile } from '../TaxCodeForm/testFiles';
import { germanInput, savedAddress } from './testAddresses';
import AddressModal from './AddressModal';

const P = {
  regions: regionCalls.pageRegions.path,
  levels: regionCalls.pageDistricts.path,
  create: addressCalls.createShippingAddress.path,
  update: addressCalls.updateShippingAddress.path,
  billing: addressCalls.saveBillingAddress.path,
  get: addressCalls.getAddress.path,
  autocomplete: addressCalls.autocompleteStreet.path,
  place: addressCalls.placeDetails.path,
  upload: addressCalls.uploadTaxFile.path,
};

type Body = Record<string, unknown>;
const echo = (body: Body) => savedAddress({ ...(body as object), id: (body.id as number | undefined) ?? 77 });

function fakeAddressApi(handlers: Record<string, unknown> = {}) {
  return fakeApi({ [P.regions]: answerRegions, [P.levels]: answerLevels, [P.create]: echo, [P.update]: echo, [P.billing]: echo, ...handlers });
}

async function renderModal(props: Partial<AddressModalProps> = {}, language?: 'en' | 'zh-CN' | 'de') {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  await renderScreen(<AddressModal open kind="shipping" onClose={onClose} onSaved={onSaved} {...props} />, { url: '/', path: '/', language });
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog.querySelector('form')).not.toBeNull());
  return { onSaved, onClose, dialog };
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const save = () => userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));

// A whole address typed key by key in jsdom takes a few seconds on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  useMarket.setState({ country: 'DE' });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('AddressModal titles', () => {
  it.each([
    ['shipping', undefined, 'New shipping address'],
    ['shipping', 41, 'Edit shipping address'],
    ['billing', undefined, 'New billing address'],
    ['billing', 41, 'Edit billing address'],
  ] as const)('%s, address %s: %s', async (kind, addressId, title) => {
    fakeAddressApi({ [P.get]: () => savedAddress({ addressType: kind === 'billing' ? 'BILLING' : 'SHIPPING' }) });
    const { dialog } = await renderModal({ kind, addressId });
    expect(within(dialog).getByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('speaks the buyer language', async () => {
    fakeAddressApi();
    const { dialog } = await renderModal({ kind: 'billing' }, 'zh-CN');
    expect(within(dialog).getByRole('heading', { name: '新增账单地址' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入名字')).toBeInTheDocument();
  });
});

describe('AddressModal: the countries', () => {
  it.each([
    ['de', 'Land / Region', ['Deutschland', 'Spanien', 'Vereinigtes Königreich']],
    ['zh-CN', '国家/地区', ['德国', '西班牙', '英国']],
  ] as const)('are named in the buyer language (%s)', async (language, label, countries) => {
    fakeAddressApi();
    await renderModal({}, language);
    expect(within(screen.getByRole('combobox', { name: label })).getAllByRole('option').map((o) => o.textContent)).toEqual(countries);
  });
});

describe('AddressModal: a new shipping address', () => {
  it('saves every field the buyer enters, new and not default unless chosen', async () => {
    const api = fakeAddressApi();
    const { onSaved } = await renderModal();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Title' }), 'Mrs');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.type(field('First name'), 'Anna');
    await user.type(field('Last name'), 'Berg');
    expect(screen.getByRole('combobox', { name: 'Dial code' })).toHaveDisplayValue('Germany +49');
    await user.type(field('Phone'), '1701234567');
    await user.type(field('E-mail'), 'anna@example.com');
    await user.type(field('Company (optional)'), 'Berg Interiors');
    await user.type(screen.getByRole('combobox', { name: 'Street' }), 'Friedrichstraße');
    await user.type(field('House number'), '12');
    await user.type(field('Apartment, floor, other details (optional)'), '3rd floor');
    await user.type(field('Postal code'), '10117');
    await user.click(screen.getByRole('button', { name: 'Choose province, city and district' }));
    await user.click(await screen.findByRole('button', { name: 'Berlin' }));
    await user.click(await screen.findByRole('button', { name: 'Berlin' }));
    await user.click(await screen.findByRole('button', { name: 'Mitte' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Berlin / Berlin / Mitte')).toBeInTheDocument();
    await user.type(field('How did you hear about us?'), 'A friend');
    await user.click(screen.getByRole('checkbox', { name: 'Send me news and offers by e-mail' }));
    await save();

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(77));
    expect(api.bodiesOf(P.create)).toEqual([
      {
        callSuffix: 'MRS',
        gender: 'FEMALE',
        firstName: 'Anna',
        lastName: 'Berg',
        personPhone: '1701234567',
        areaCode: '+49',
        areaCodeId: 1,
        email: 'anna@example.com',
        company: 'Berg Interiors',
        poiName: 'Friedrichstraße',
        houseNo: '12',
        detailAddress: '3rd floor',
        postalCode: '10117',
        city: 'Berlin',
        province: 'Berlin',
        countryId: 5,
        districtList: [
          { districtCode: 'DE-BE', districtName: 'Berlin', districtLevel: 1 },
          { districtCode: '11000000', districtName: 'Berlin', districtLevel: 2 },
          { districtCode: '11000000-01', districtName: 'Mitte', districtLevel: 3 },
        ],
        addressLatitude: null,
        addressLongitude: null,
        taxCode: null,
        rfcFile: null,
        eori: null,
        hearFrom: 'A friend',
        isDefault: false,
        subscribe: true,
        saveToBilling: false,
        agreeSave: true,
        site: 'EU',
      },
    ]);
  });

  it('says what is missing in the buyer language, and sends nothing', async () => {
    const api = fakeAddressApi();
    await renderModal();
    await save();
    expect(await screen.findByText('Please enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your last name')).toBeInTheDocument();
    expect(screen.getByText('Please choose a gender')).toBeInTheDocument();
    expect(screen.getByText('please enter phone')).toBeInTheDocument();
    expect(screen.getByText('please enter email')).toBeInTheDocument();
    expect(screen.getByText('Please enter the street')).toBeInTheDocument();
    expect(screen.getByText('Please enter the house number')).toBeInTheDocument();
    expect(screen.getByText('Please enter the postal code')).toBeInTheDocument();
    expect(screen.getByText('Please tell us how you heard about us')).toBeInTheDocument();
    expect(api.bodiesOf(P.create)).toHaveLength(0);
  });

  it('cuts first and last name as they are typed so both stay within 35 characters', async () => {
    fakeAddressApi();
    await renderModal();
    const user = userEvent.setup();
    await user.type(field('First name'), 'Maximiliane-Charlotte');
    await user.type(field('Last name'), 'von Hohenberg-Wittelsbach');
    expect(field('First name')).toHaveValue('Maximiliane-Charlotte');
    expect(field('Last name')).toHaveValue('von Hohenberg-');
    expect(screen.getAllByText('First and last name together: at most 35 characters.')).not.toHaveLength(0);
  });

  it('allows 34 in the markets whose label line is shorter (Spain)', async () => {
    fakeAddressApi();
    await renderModal();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'Spain');
    await user.type(field('First name'), 'Maximiliane-Charlotte');
    await user.type(field('Last name'), 'von Hohenberg-Wittelsbach');
    expect(field('Last name')).toHaveValue('von Hohenberg');
  });

  it('refuses a Spanish postal code beginning 07 for shipping', async () => {
    const api = fakeAddressApi();
    await renderModal({ initial: { ...germanInput(), countryId: 2, areaCode: '+34', personPhone: '612345678', postalCode: '07001', houseNo: null, detailAddress: '2º B', districtList: [], province: 'Illes Balears', city: 'Palma' } });
    await save();
    expect(await screen.findByText('We cannot deliver to this postal code')).toBeInTheDocument();
    expect(api.bodiesOf(P.create)).toHaveLength(0);
  });

  it('takes province and city from the levels the market keeps them at (Spain: provincia and municipio)', async () => {
    const api = fakeAddressApi();
    await renderModal({
      initial: { ...germanInput(), countryId: 2, areaCode: '+34', personPhone: '612345678', postalCode: '28801', houseNo: null, detailAddress: '2º B', districtList: [], province: '', city: '' },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose province, city and district' }));
    await user.click(await screen.findByRole('button', { name: 'Comunidad de Madrid' }));
    await user.click(await screen.findByRole('button', { name: 'Madrid' }));
    await user.click(await screen.findByRole('button', { name: 'Alcalá de Henares' }));
    await user.click(await screen.findByRole('button', { name: 'Casco Histórico' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await save();
    await waitFor(() => expect(api.bodiesOf(P.create)).toHaveLength(1));
    expect(api.bodiesOf(P.create)[0]).toMatchObject({
      province: 'Madrid',
      city: 'Alcalá de Henares',
      districtList: [
        { districtCode: 'ES-MD', districtName: 'Comunidad de Madrid', districtLevel: 1 },
        { districtCode: 'ES-M', districtName: 'Madrid', districtLevel: 2 },
        { districtCode: '28005', districtName: 'Alcalá de Henares', districtLevel: 3 },
        { districtCode: '28005-01', districtName: 'Casco Histórico', districtLevel: 4 },
      ],
    });
  });

  it('strips emoji from how-did-you-hear as they are typed', async () => {
    fakeAddressApi();
    await renderModal();
    await userEvent.setup().type(field('How did you hear about us?'), 'Instagram 😀 ad');
    expect(field('How did you hear about us?')).toHaveValue('Instagram  ad');
  });

  it('lists Germany (region 5) first among the countries, and follows the country with the dial code', async () => {
    fakeAddressApi();
    await renderModal();
    const country = screen.getByRole('combobox', { name: /Country/ });
    expect(within(country).getAllByRole('option').map((o) => o.textContent)).toEqual(['Germany', 'Spain', 'United Kingdom']);
    await userEvent.setup().selectOptions(country, 'United Kingdom');
    expect(screen.getByRole('combobox', { name: 'Dial code' })).toHaveDisplayValue('United Kingdom +44');
    expect(screen.getAllByRole('option', { name: /\+\d/ }).length).toBeGreaterThanOrEqual(40);
    // No district tree there: province and city are typed.
    expect(field('Province / state')).toBeInTheDocument();
    expect(field('City')).toBeInTheDocument();
  });
});

describe('AddressModal: phone without a dial code', () => {
  it('takes a number as dialled in the market, checked against its pattern, and saves no dial code', async () => {
    const api = fakeAddressApi();
    await renderModal({ initial: { ...germanInput(), areaCode: null, areaCodeId: null, personPhone: '' } });
    const user = userEvent.setup();
    const dialCode = screen.getByRole('combobox', { name: 'Dial code' });
    expect(dialCode).toHaveDisplayValue('Germany +49');
    await user.selectOptions(dialCode, 'No dial code');
    expect(field('Phone')).toHaveAccessibleDescription(/As dialled in the address’s country/);
    await user.type(field('Phone'), '12');
    await save();
    expect(await screen.findByText('please enter a correct phone')).toBeInTheDocument();
    expect(api.bodiesOf(P.create)).toHaveLength(0);

    await user.clear(field('Phone'));
    await user.type(field('Phone'), '030 12345678');
    await save();
    await waitFor(() => expect(api.bodiesOf(P.create)).toHaveLength(1));
    expect(api.bodiesOf(P.create)[0]).toMatchObject({ personPhone: '030 12345678', areaCode: null, areaCodeId: null });
  });

  it('keeps "No dial code" when the buyer changes the country', async () => {
    fakeAddressApi();
    await renderModal();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dial code' }), 'No dial code');
    await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'United Kingdom');
    expect(screen.getByRole('combobox', { name: 'Dial code' })).toHaveDisplayValue('No dial code');
  });

  it('starts from a number handed in without a dial code (a billing copy) without one', async () => {
    const api = fakeAddressApi();
    await renderModal({ kind: 'billing', initial: { ...germanInput(), areaCode: null, areaCodeId: null, personPhone: '030 12345678' } });
    expect(screen.getByRole('combobox', { name: 'Dial code' })).toHaveDisplayValue('No dial code');
    await save();
    await waitFor(() => expect(api.bodiesOf(P.billing)).toHaveLength(1));
    expect(api.bodiesOf(P.billing)[0]).toMatchObject({ personPhone: '030 12345678', areaCode: null });
  });

  it('opens an address saved without a dial code as it was saved', async () => {
    const api = fakeAddressApi({ [P.get]: () => savedAddress({ areaCode: null, areaCodeId: null, personPhone: '030 12345678' }) });
    await renderModal({ addressId: 41 });
    expect(screen.getByRole('combobox', { name: 'Dial code' })).toHaveDisplayValue('No dial code');
    await save();
    await waitFor(() => expect(api.bodiesOf(P.update)).toHaveLength(1));
    expect(api.bodiesOf(P.update)[0]).toMatchObject({ id: 41, personPhone: '030 12345678', areaCode: null });
  });
});

describe('AddressModal: street autocomplete', () => {
  const prediction = { placeId: 'p-1', poiName: 'Friedrichstraße', description: 'Friedrichstraße, 10117 Berlin', secondaryText: '10117 Berlin' };
  const place = {
    placeId: 'p-1',
    poiName: 'Friedrichstraße',
    houseNo: null,
    postalCode: '10117',
    city: 'Berlin',
    province: 'Berlin',
    countryId: 5,
    regionShortName: 'DE',
    districtList: [
      { districtCode: 'DE-BE', districtName: 'Berlin', districtLevel: 1 },
      { districtCode: '11000000', districtName: 'Berlin', districtLevel: 2 },
    ],
    addressLatitude: 52.52,
    addressLongitude: 13.39,
  };

  it('asks 300 ms after the last keystroke, once, and fills postal code and region from the chosen street', async () => {
    jest.useFakeTimers();
    const api = fakeAddressApi({ [P.autocomplete]: { predictions: [prediction] }, [P.place]: place });
    await renderModal();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const street = screen.getByRole('combobox', { name: 'Street' });
    const wait = (ms: number) =>
      act(async () => {
        jest.advanceTimersByTime(ms);
      });
    await user.type(street, 'Fried');
    await wait(299);
    expect(api.bodiesOf(P.autocomplete)).toHaveLength(0);
    await wait(1);
    expect(api.bodiesOf(P.autocomplete)).toEqual([expect.objectContaining({ input: 'Fried', region: 'DE' })]);
    const option = await screen.findByRole('option', { name: /Friedrichstraße/ });
    expect(street).toHaveAttribute('aria-expanded', 'true');
    await user.click(option);
    await waitFor(() => expect(field('Postal code')).toHaveValue('10117'));
    expect(street).toHaveValue('Friedrichstraße');
    expect(screen.getByText('Berlin / Berlin')).toBeInTheDocument();
    expect(api.bodiesOf(P.place)).toEqual([expect.objectContaining({ placeId: 'p-1' })]);
    expect(screen.queryByRole('listbox', { name: 'Street suggestions' })).not.toBeInTheDocument();
  });

  it('picks a suggestion with the keyboard without submitting the address', async () => {
    const api = fakeAddressApi({ [P.autocomplete]: { predictions: [prediction] }, [P.place]: place });
    await renderModal();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Street' }), 'Fried');
    await screen.findByRole('option', { name: /Friedrichstraße/ }, { timeout: 2000 });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(field('Postal code')).toHaveValue('10117'));
    expect(api.bodiesOf(P.create)).toHaveLength(0);
  });

  it('closes the suggestions on Escape, and only a second Escape closes the dialog', async () => {
    fakeAddressApi({ [P.autocomplete]: { predictions: [prediction] }, [P.place]: place });
    const { onClose } = await renderModal();
    const user = userEvent.setup();
    const street = screen.getByRole('combobox', { name: 'Street' });
    await user.type(street, 'Fried');
    await screen.findByRole('option', { name: /Friedrichstraße/ }, { timeout: 2000 });
    await user.keyboard('{Escape}');
    expect(street).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option', { name: /Friedrichstraße/ })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    // What was typed stays, and typing again brings the suggestions back.
    expect(street).toHaveValue('Fried');
    await user.type(street, 'r');
    await screen.findByRole('option', { name: /Friedrichstraße/ }, { timeout: 2000 });
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('AddressModal: saving', () => {
  it('keeps everything typed when the save fails, and says so', async () => {
    let failing = true;
    const api = fakeAddressApi({ [P.create]: (body: Body) => (failing ? serverError() : echo(body)) });
    const { onSaved } = await renderModal({ initial: germanInput() });
    const user = userEvent.setup();
    await user.clear(field('First name'));
    await user.type(field('First name'), 'Anja');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your address was not saved. Everything you entered is still here');
    expect(field('First name')).toHaveValue('Anja');
    expect(screen.getByRole('combobox', { name: 'Street' })).toHaveValue('Friedrichstraße');
    expect(onSaved).not.toHaveBeenCalled();
    failing = false;
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(77));
    expect(api.bodiesOf(P.create)).toHaveLength(2);
  });

  it('shows the server refusing a field on that field', async () => {
    fakeAddressApi({
      [P.create]: () =>
        Response.json(
          { success: false, error: { code: 'VALIDATION', message: 'refused', fields: [{ field: 'postalCode', message: 'address.postalCode.fiveDigits' }] } },
          { status: 400 },
        ),
    });
    await renderModal({ initial: germanInput() });
    await save();
    const postal = field('Postal code');
    await waitFor(() => expect(postal).toHaveAccessibleDescription('The postal code must have 5 digits'));
    expect(postal).toHaveValue('10117');
  });

  it('also saves the shipping address as billing address when asked', async () => {
    const api = fakeAddressApi();
    const { onSaved } = await renderModal({ initial: germanInput() });
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Also save as my billing address' }));
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.bodiesOf(P.create)[0]).toEqual(expect.objectContaining({ saveToBilling: true }));
  });
});

describe('AddressModal: editing', () => {
  it('starts from the saved address and updates it', async () => {
    const api = fakeAddressApi({ [P.get]: () => savedAddress() });
    const { onSaved } = await renderModal({ addressId: 41 });
    expect(field('First name')).toHaveValue('Anna');
    expect(await screen.findByText('Berlin / Berlin / Mitte')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(field('House number'));
    await user.type(field('House number'), '14');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(41));
    expect(api.bodiesOf(P.update)).toEqual([expect.objectContaining({ id: 41, houseNo: '14', isDefault: false })]);
  });

  it('does not let a default address be unticked as default', async () => {
    const api = fakeAddressApi({ [P.get]: () => savedAddress({ isDefault: true }) });
    const { onSaved } = await renderModal({ addressId: 41 });
    const box = screen.getByRole('checkbox', { name: 'Use as my default address' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('This is your default address. Make another address the default to change it.');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.bodiesOf(P.update)[0]).toEqual(expect.objectContaining({ isDefault: true }));
  });

  it('says so when the address to edit cannot be loaded', async () => {
    fakeAddressApi({ [P.get]: () => failure(404, 'NOT_FOUND') });
    await renderScreen(<AddressModal open kind="shipping" addressId={9} onClose={jest.fn()} onSaved={jest.fn()} />, { url: '/', path: '/' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This address no longer exists.');
  });
});

describe('AddressModal: billing with a tax code', () => {
  it("refuses a Spanish tax code whose check letter is wrong, and saves nothing (issue 31)", async () => {
    const api = fakeAddressApi({ [P.upload]: (body: { file: File }) => ({ fileId: 'f-9', fileName: body.file.name, size: body.file.size }) });
    const { onSaved } = await renderModal({
      kind: 'billing',
      initial: { ...germanInput(), countryId: 2, areaCode: '+34', personPhone: '612345678', postalCode: '28010', houseNo: null, detailAddress: '2º B', districtList: [], province: 'Madrid', city: 'Madrid' },
    });
    const user = userEvent.setup();
    // A NIE's shape, but X1234567 gives the letter L, not A.
    await user.type(screen.getByRole('textbox', { name: 'Tax code' }), 'X1234567A');
    await user.upload(screen.getByLabelText('Tax certificate (PDF)'), pdfFile());
    expect(await screen.findByText('nif.pdf')).toBeInTheDocument();
    await save();
    expect(await screen.findByText('Please enter a correct value')).toBeInTheDocument();
    expect(api.bodiesOf(P.billing)).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('requires the RFC-style code and its PDF in Spain, and saves them with the address', async () => {
    const api = fakeAddressApi({ [P.upload]: (body: { file: File }) => ({ fileId: 'f-9', fileName: body.file.name, size: body.file.size }) });
    const { onSaved } = await renderModal({
      kind: 'billing',
      initial: { ...germanInput(), countryId: 2, areaCode: '+34', personPhone: '612345678', postalCode: '28010', houseNo: null, detailAddress: '2º B', districtList: [], province: 'Madrid', city: 'Madrid' },
    });
    await save();
    expect(await screen.findByText('The tax code must not be empty')).toBeInTheDocument();
    expect(screen.getByText('Please upload the tax registration as a PDF')).toBeInTheDocument();
    expect(api.bodiesOf(P.billing)).toHaveLength(0);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Tax code' }), '12345678Z');
    await user.upload(screen.getByLabelText('Tax certificate (PDF)'), pdfFile());
    expect(await screen.findByText('nif.pdf')).toBeInTheDocument();
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.bodiesOf(P.billing)[0]).toEqual(expect.objectContaining({ taxCode: '12345678Z', rfcFile: { fileId: 'f-9', fileName: 'nif.pdf' }, saveToBilling: false }));
  });

  it('asks a company in the United Kingdom for its tax code (import scheme)', async () => {
    fakeAddressApi();
    await renderModal({
      kind: 'billing',
      initial: { ...germanInput(), company: 'Berg Interiors', countryId: 13, areaCode: '+44', personPhone: '7400123456', postalCode: 'W1D 1BS', houseNo: null, districtList: [], province: 'Greater London', city: 'London' },
    });
    await save();
    expect(await screen.findByText('Please enter the tax code of your company')).toBeInTheDocument();
    expect(screen.queryByLabelText('Tax certificate (PDF)')).not.toBeInTheDocument();
  });

  it('saves a German company without a tax code: no market rule asks for one', async () => {
    const api = fakeAddressApi();
    const { onSaved } = await renderModal({ kind: 'billing', initial: { ...germanInput(), company: 'Berg Interiors' } });
    expect(await screen.findByRole('textbox', { name: 'Tax code (optional)' })).toBeInTheDocument();
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.bodiesOf(P.billing)[0]).toEqual(expect.objectContaining({ company: 'Berg Interiors' }));
  });
});
