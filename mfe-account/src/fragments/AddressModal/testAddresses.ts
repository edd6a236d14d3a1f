import type { Address } from '@mall/shared/contract';

/** A saved German shipping address of the test buyer; patch what a test is about. */
export const savedAddress = (patch: Partial<Address> = {}): Address => ({
  id: 41,
  addressType: 'SHIPPING',
  callSuffix: 'MRS',
  gender: 'FEMALE',
  firstName: 'Anna',
  lastName: 'Berg',
  personName: 'Anna Berg',
  personPhone: '1701234567',
  areaCode: '+49',
  areaCodeId: 1,
  email: 'anna@example.com',
  company: null,
  poiName: 'Friedrichstraße',
  houseNo: '12',
  detailAddress: null,
  postalCode: '10117',
  city: 'Berlin',
  province: 'Berlin',
  country: 'Germany',
  countryId: 5,
  region: { id: 5, regionName: 'Germany', regionShortName: 'DE' },
  regionName: 'Germany',
  regionShortName: 'DE',
  districtList: [
    { districtCode: 'DE-BE', districtName: 'Berlin', districtLevel: 1 },
    { districtCode: '11000000', districtName: 'Berlin', districtLevel: 2 },
    { districtCode: '11000000-01', districtName: 'Mitte', districtLevel: 3 },
  ],
  addressLongitude: null,
  addressLatitude: null,
  taxCode: null,
  rfcFile: null,
  eori: null,
  hearFrom: 'A friend',
  isDefault: false,
  subscribe: false,
  saveToBilling: false,
  agreeSave: true,
  addressStatus: 'ENABLED',
  site: 'EU',
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...patch,
});

/** What the buyer enters for a new German address, as `initial` values. */
export const germanInput = () => {
  const { id: _id, addressType: _type, isDefault: _default, ...rest } = savedAddress();
  return rest as unknown as Record<string, unknown>;
};
