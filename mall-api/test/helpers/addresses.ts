import type { AddressInput } from '@mall/shared/contract';

/** A Spanish billing address (tax code and PDF required in Spain). */
export const madridBilling = (fileId: string, fileName = 'nif.pdf'): AddressInput => ({
  gender: 'MALE',
  firstName: 'Ben',
  lastName: 'Martín',
  personPhone: '612 345 678',
  email: 'ben@example.com',
  poiName: 'Calle de Alcalá',
  houseNo: '120',
  detailAddress: '4º B',
  postalCode: '28009',
  city: 'Madrid',
  province: 'Madrid',
  countryId: 2,
  taxCode: '12345678z',
  rfcFile: { fileId, fileName },
  hearFrom: 'Friends',
});
