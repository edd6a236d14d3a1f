import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideFragmentLoader, toast, Toaster, useMarket, useSession, type RegionPickerProps, type RegionPickerValue } from '@mall/shared';
import { testBuyer } from '@mall/shared/testing';
import { fakeApi, renderScreen } from '../../testing/screen';
import { cardAddressOf } from './CardRegionField';
import { SavedCards } from './SavedCards';

const LIST = '/api/trantor/flow/customer_QueryCardByCustomerFlow';
const CREATE = '/api/trantor/flow/customer_CreateCardFlow';
const ONE = '/api/trantor/func/customer_QueryOneCardFunc';
const REGIONS = '/sapi/mall-content/web/mdRegionBO/page';
/** The spec's district call: the card form asks whether the market's first level has entries. */
const LEVELS = '/sapi/mall-content/web/mdDistrictBO/page';

const market = (id: number, regionShortName: string, regionName: string, addressLevels: 3 | 4) => ({
  id, regionName, regionShortName, regionStatus: 'ENABLED', currency: 'EUR', locale: 'es-ES', dialCode: '+34', addressLevels,
});
const regions = { data: [market(2, 'ES', 'Spain', 4), market(5, 'DE', 'Germany', 3)], total: 2 };
const madridTop = { data: [{ id: 21, districtCode: 'MD', districtName: 'Comunidad de Madrid', districtAlias: null, districtLevel: 1, parentDistrict: null, hasChildren: true }], total: 1 };

/** A whole path in Spain's tree: comunidad, provincia, municipio, barrio. */
const alcala: RegionPickerValue = {
  codes: ['MD', 'M', 'M-ALC', 'M-ALC-CH'],
  names: ['Comunidad de Madrid', 'Madrid', 'Alcalá de Henares', 'Casco Histórico'],
  ids: [21, 22, 23, 24],
};

describe('the card address from a region-picker path', () => {
  it.each([
    ['ES', alcala.names, { province: 'Madrid', city: 'Alcalá de Henares', region: 'Casco Histórico' }],
    ['IT', ['Lombardia', 'Milano', 'Milano', 'Brera'], { province: 'Milano', city: 'Milano', region: 'Brera' }],
    ['DE', ['Berlin', 'Berlin', 'Mitte'], { province: 'Berlin', city: 'Berlin', region: 'Mitte' }],
    // France's commune is the third level: nothing below it, so it is the district too.
    ['FR', ['Île-de-France', 'Paris', 'Paris 7e'], { province: 'Paris', city: 'Paris 7e', region: 'Paris 7e' }],
    // A branch that ends above the city level.
    ['ES', ['Comunidad de Madrid', 'Madrid'], { province: 'Comunidad de Madrid', city: 'Madrid', region: 'Madrid' }],
  ] as const)('%s %j', (country, names, address) => {
    expect(cardAddressOf(country, { codes: names.map((_, i) => `c${i}`), names: [...names] })).toEqual(address);
  });
});

describe('adding a card in a market whose tree has 4 levels (Spain)', () => {
  let pickerProps: RegionPickerProps[] = [];
  /** Stands in for account's RegionPicker: confirms a whole path of the depth it was asked for. */
  function FakeRegionPicker(props: RegionPickerProps) {
    pickerProps.push(props);
    const depth = props.levels ?? 4;
    return (
      <button type="button" onClick={() => props.onConfirm({ codes: alcala.codes.slice(0, depth), names: alcala.names.slice(0, depth), ids: alcala.ids!.slice(0, depth) })}>
        pick Alcalá
      </button>
    );
  }
  beforeEach(() => {
    pickerProps = [];
    toast.clear();
    provideFragmentLoader(async (bundle, expose) => (bundle === 'account' && expose === './RegionPicker' ? { default: FakeRegionPicker } : undefined));
    act(() => {
      useSession.getState().setUser(testBuyer());
      useMarket.getState().setMarket({ country: 'ES', cardProviderPublishableKey: '' });
    });
  });
  afterEach(() => {
    provideFragmentLoader(undefined);
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('saves the provincia as province, the municipio as city and the barrio as district', async () => {
    const api = fakeApi({
      [LIST]: [],
      [REGIONS]: regions,
      [LEVELS]: madridTop,
      [CREATE]: { id: 9, extra: JSON.stringify({ clientSecret: 'mock', provider: 'MOCKPAY', publishableKey: null }) },
      [ONE]: { id: 9, payCenterToken: 'pm_9', status: 'BOUND', tailNumber: '4242' },
    });
    await renderScreen(
      <>
        <SavedCards />
        <Toaster />
      </>,
      { url: '/buyer/cards', path: '/buyer/cards' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add card' });
    const region = await within(dialog).findByRole('group', { name: 'Province / city / district' });
    await userEvent.click(within(region).getByRole('button', { name: 'Choose' }));
    await userEvent.click(await within(region).findByRole('button', { name: 'pick Alcalá' }));
    // The picker goes as deep as the market's tree (it is not cut at 3 levels) and needs every level.
    expect(pickerProps[0]).toMatchObject({ regionId: 2, mustComplete: true });
    expect(pickerProps[0]!.levels).toBeUndefined();
    expect(region).toHaveTextContent('Comunidad de Madrid / Madrid / Alcalá de Henares / Casco Histórico');

    const type = (label: string, text: string) => userEvent.type(within(dialog).getByLabelText(label), text);
    await type('Cardholder name', 'Lucía Gómez');
    await type('Mobile', '+34 612 345 678');
    await type('Street', 'Calle Mayor');
    await type('House number', '3');
    await type('Postcode', '28801');
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Card added', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.bodiesOf(CREATE)[0]).toMatchObject({
      country: 'ES',
      address: { province: 'Madrid', city: 'Alcalá de Henares', region: 'Casco Histórico' },
      state: 'Madrid',
      city: 'Alcalá de Henares',
    });
  });
});
