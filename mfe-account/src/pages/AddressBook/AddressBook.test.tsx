import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMarket, useToastStore } from '@mall/shared';
import { addressCalls, regionCalls, type Address } from '@mall/shared/contract';
import { fakeApi, renderScreen, serverError } from '../../testing/screen';
import { answerLevels, answerRegions } from '../../fragments/RegionPicker/testRegions';
import { savedAddress } from '../../fragments/AddressModal/testAddresses';
import { AddressBook } from './AddressBook';

const P = {
  regions: regionCalls.pageRegions.path,
  levels: regionCalls.pageDistricts.path,
  shipping: addressCalls.listShippingAddresses.path,
  billing: addressCalls.listBillingAddresses.path,
  get: addressCalls.getAddress.path,
  update: addressCalls.updateShippingAddress.path,
  makeDefault: addressCalls.setDefaultAddress.path,
};

const list = (data: Address[]) => ({ data, total: data.length });
const home = savedAddress({ id: 1, isDefault: true, firstName: 'Anna', lastName: 'Berg', personName: 'Anna Berg' });
const office = savedAddress({
  id: 2,
  firstName: 'Anna',
  lastName: 'Berg',
  personName: 'Anna Berg',
  poiName: 'Leopoldstraße',
  houseNo: '5',
  postalCode: '80802',
  city: 'München',
  province: 'Bayern',
  districtList: [],
});
const billing = savedAddress({ id: 3, addressType: 'BILLING', isDefault: true, personName: 'Anna Berg', taxCode: 'DE123456789', company: 'Berg Interiors' });

const renderBook = (language?: 'en' | 'zh-CN' | 'de') => renderScreen(<AddressBook />, { url: '/buyer/address', path: '/buyer/address', language });
const card = (name: RegExp) => screen.getAllByRole('article').find((article) => within(article).queryAllByRole('button', { name }).length > 0)!;

jest.setTimeout(20_000);

beforeEach(() => {
  useMarket.setState({ country: 'DE' });
  useToastStore.getState().clear();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('AddressBook', () => {
  it('lists shipping and billing addresses with the default marked', async () => {
    fakeApi({ [P.shipping]: list([home, office]), [P.billing]: list([billing]) });
    await renderBook();
    const shipping = await screen.findByRole('region', { name: 'Shipping addresses' });
    await within(shipping).findAllByRole('article');
    const homeCard = card(/Edit the address of Anna Berg, Friedrichstraße 12/);
    expect(within(homeCard).getByText('Default')).toBeInTheDocument();
    expect(homeCard).toHaveTextContent('10117 Berlin');
    // Picked as Berlin › Berlin › Mitte: the region line names only what the city line does not.
    const homeLines = [...homeCard.querySelectorAll('address span')].map((span) => span.textContent);
    expect(homeLines.slice(0, 4)).toEqual(['Friedrichstraße 12', '10117 Berlin', 'Mitte', 'Germany']);
    expect(within(homeCard).queryByRole('button', { name: /Make/ })).not.toBeInTheDocument();
    const officeCard = card(/Edit the address of Anna Berg, Leopoldstraße 5/);
    expect(within(officeCard).queryByText('Default')).not.toBeInTheDocument();
    expect(within(officeCard).getByRole('button', { name: 'Make the address of Anna Berg, Leopoldstraße 5 the default' })).toBeInTheDocument();
    const billingSection = screen.getByRole('region', { name: 'Billing addresses' });
    expect(await within(billingSection).findByText('Tax code: DE123456789')).toBeInTheDocument();
  });

  it('says so when there is no address yet', async () => {
    fakeApi({ [P.shipping]: list([]), [P.billing]: list([]) });
    await renderBook();
    expect(await screen.findByText('You have not saved a shipping address yet.')).toBeInTheDocument();
    expect(await screen.findByText('You have not saved a billing address yet.')).toBeInTheDocument();
  });

  it('says plainly when the addresses cannot be loaded, and retries', async () => {
    let failing = true;
    fakeApi({ [P.shipping]: () => (failing ? serverError() : list([home])), [P.billing]: list([]) });
    await renderBook();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shop could not answer');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Anna Berg' })).toBeInTheDocument();
  });

  it('makes another address the default and shows the new order', async () => {
    let addresses = [home, office];
    const api = fakeApi({
      [P.shipping]: () => list(addresses),
      [P.billing]: list([]),
      [P.makeDefault]: () => {
        addresses = [{ ...office, isDefault: true }, { ...home, isDefault: false }];
        return addresses[0];
      },
    });
    await renderBook();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Make the address of Anna Berg, Leopoldstraße 5 the default' }));
    await waitFor(() => expect(within(card(/Leopoldstraße 5/)).getByText('Default')).toBeInTheDocument());
    expect(within(card(/Friedrichstraße 12/)).getByRole('button', { name: /Make the address/ })).toBeInTheDocument();
    expect(api.bodiesOf(P.makeDefault)).toEqual([{ id: 2 }]);
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain('Your default address has been changed.');
  });

  it('tells the buyer when the default could not be changed', async () => {
    fakeApi({ [P.shipping]: list([home, office]), [P.billing]: list([]), [P.makeDefault]: serverError });
    await renderBook();
    await userEvent.setup().click(await screen.findByRole('button', { name: /Make the address of Anna Berg, Leopoldstraße 5/ }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts).toContainEqual(expect.objectContaining({ kind: 'error', message: 'The default address could not be changed. Please retry.' })),
    );
  });

  it('edits an address in the modal and shows the saved change', async () => {
    let addresses = [home];
    const api = fakeApi({
      [P.regions]: answerRegions,
      [P.levels]: answerLevels,
      [P.shipping]: () => list(addresses),
      [P.billing]: list([]),
      [P.get]: () => addresses[0],
      [P.update]: (body: Partial<Address>) => {
        addresses = [{ ...home, ...body } as Address];
        return addresses[0];
      },
    });
    await renderBook();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Edit the address of Anna Berg, Friedrichstraße 12/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit shipping address' });
    const houseNo = await within(dialog).findByRole('textbox', { name: 'House number' });
    await user.clear(houseNo);
    await user.type(houseNo, '14');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: /Friedrichstraße 14/ })).toBeInTheDocument();
    expect(api.bodiesOf(P.update)).toEqual([expect.objectContaining({ id: 1, houseNo: '14' })]);
  });

  it('opens an address made default since it was last edited as default, its box locked', async () => {
    let addresses = [home, office];
    fakeApi({
      [P.regions]: answerRegions,
      [P.levels]: answerLevels,
      [P.shipping]: () => list(addresses),
      [P.billing]: list([]),
      [P.get]: (body: { id: number }) => addresses.find((a) => a.id === body.id),
      [P.makeDefault]: () => {
        addresses = [{ ...office, isDefault: true }, { ...home, isDefault: false }];
        return addresses[0];
      },
    });
    await renderBook();
    const user = userEvent.setup();
    const editOffice = /Edit the address of Anna Berg, Leopoldstraße 5/;
    await user.click(await screen.findByRole('button', { name: editOffice }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit shipping address' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Use as my default address' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /Make the address of Anna Berg, Leopoldstraße 5/ }));
    await waitFor(() => expect(within(card(/Leopoldstraße 5/)).getByText('Default')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: editOffice }));
    dialog = await screen.findByRole('dialog', { name: 'Edit shipping address' });
    const box = await within(dialog).findByRole('checkbox', { name: 'Use as my default address' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
  });

  it('opens the modal for a new billing address, and closes it on cancel', async () => {
    fakeApi({ [P.regions]: answerRegions, [P.levels]: answerLevels, [P.shipping]: list([]), [P.billing]: list([]) });
    await renderBook();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add billing address' }));
    const dialog = await screen.findByRole('dialog', { name: 'New billing address' });
    expect(await within(dialog).findByRole('group', { name: 'Tax code' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('speaks the buyer language', async () => {
    fakeApi({ [P.shipping]: list([home]), [P.billing]: list([]) });
    await renderBook('zh-CN');
    expect(await screen.findByRole('heading', { name: '我的地址' })).toBeInTheDocument();
    expect(await screen.findByText('默认')).toBeInTheDocument();
    expect(screen.getByText('您还没有保存账单地址。')).toBeInTheDocument();
  });
});
